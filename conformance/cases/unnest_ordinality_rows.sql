-- UNNEST WITH ORDINALITY of an ARRAY of ROW
-- Pins down: the fields are the rows' (EXPR$0 and EXPR$1 of ROW(...)), then ORDINALITY.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, ARRAY[ROW(1, 'p'), ROW(2, 'q')])) AS t(id, r);
SELECT id, x.* FROM v CROSS JOIN UNNEST(r) WITH ORDINALITY AS x;
