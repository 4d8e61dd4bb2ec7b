-- A DECIMAL overflow in a NOT NULL column fails the query instead of giving NULL
-- A learner narrows a literal column with CAST(v AS DECIMAL(4,1)). The literal VALUES column is NOT
-- NULL, so the CAST result is typed NOT NULL too; the overflowing row becomes NULL at run time and the
-- NOT NULL check of the collected result rejects it. DESCRIBE shows the NOT NULL type first.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW big AS SELECT CAST(v AS DECIMAL(10, 1)) AS v FROM (VALUES (123.4), (12345.6)) AS t(v);
CREATE TEMPORARY VIEW narrowed AS SELECT v, CAST(v AS DECIMAL(4, 1)) AS narrowed FROM big;
DESCRIBE narrowed;
SELECT v, CAST(v AS DECIMAL(4, 1)) AS narrowed FROM big;
