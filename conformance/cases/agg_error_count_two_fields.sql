-- COUNT(DISTINCT b, c): Flink counts one field only
-- Pins down: the TableException Flink raises (COUNT(b, c) without DISTINCT fails alike).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 2), (CAST(NULL AS INT), 3), (4, CAST(NULL AS INT)), (1, 2)) AS t(b, c);
SELECT COUNT(DISTINCT b, c) FROM v;
