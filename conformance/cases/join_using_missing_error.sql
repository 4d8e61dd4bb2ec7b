-- JOIN ... USING a column one side lacks
-- Pins down: the validator's message when a USING column is not on both sides.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW x AS SELECT * FROM (VALUES (1, 'p')) AS t(a, b);
CREATE TEMPORARY VIEW y AS SELECT * FROM (VALUES (1, 'y1')) AS t(a, yv);
SELECT * FROM x JOIN y USING (a);
SELECT * FROM x JOIN y USING (b);
