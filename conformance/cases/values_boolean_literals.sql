-- Boolean literals in VALUES: TRUE, FALSE and NULL (UNKNOWN) in a BOOLEAN column
-- Prints as true/false/null; filters WHERE b keep only TRUE rows, WHERE NOT b only FALSE rows
-- (NULL is in neither). Written to a csv table and read back.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT * FROM (VALUES (1, TRUE), (2, FALSE), (3, CAST(NULL AS BOOLEAN))) AS t(id, b);
DESCRIBE v;
SELECT id, b, b IS TRUE AS is_t, b IS UNKNOWN AS is_u, NOT b AS not_b FROM v;
SELECT id FROM v WHERE b;
SELECT id FROM v WHERE NOT b;
CREATE TABLE t (id INT, b BOOLEAN) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, TRUE), (2, FALSE);
SELECT * FROM t;
