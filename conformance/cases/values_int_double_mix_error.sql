-- Error: a VALUES column mixing INT (or DECIMAL) literals with an exponent (DOUBLE) literal
-- The validator types the column DOUBLE, but the planner's code generation does not cast the
-- INT literal -3 and fails with CodeGenException "Incompatible types of expression and result
-- type". A CAST(-3 AS DOUBLE) would work. Seen in batch and streaming mode on Flink 2.3.0.
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM (VALUES (CAST(-3 AS DOUBLE)), (1.5E2)) AS t(x);
SELECT * FROM (VALUES (-3), (1.5E2)) AS t(x);
