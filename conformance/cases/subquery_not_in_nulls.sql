-- NOT IN with NULLs: the three-valued logic trap
-- Pins down: x NOT IN (subquery) returns no rows at all when the subquery yields a NULL (each
-- comparison with NULL is UNKNOWN), a NULL x is never in the result of NOT IN nor of IN, filtering the
-- NULLs out of the subquery fixes it, NOT EXISTS is NULL-safe, and the same with a literal IN list.
-- Filesystem tables, because a correlated NOT EXISTS over a VALUES view does not plan.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (y INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
INSERT INTO a VALUES (1), (2), (3), (CAST(NULL AS INT));
INSERT INTO b VALUES (2), (CAST(NULL AS INT));
SELECT x FROM a WHERE x NOT IN (SELECT y FROM b);
SELECT x FROM a WHERE x NOT IN (SELECT y FROM b WHERE y IS NOT NULL);
SELECT x FROM a WHERE x IN (SELECT y FROM b);
SELECT x FROM a WHERE NOT EXISTS (SELECT 1 FROM b WHERE b.y = a.x);
SELECT x FROM a WHERE x NOT IN (2, CAST(NULL AS INT));
SELECT x, x NOT IN (2, 5) AS not_in_list, x IN (1, CAST(NULL AS INT)) AS in_with_null FROM a;
CREATE TABLE ni_out (x INT) WITH ('connector' = 'print', 'print-identifier' = 'ni_out');
INSERT INTO ni_out SELECT x FROM a WHERE x NOT IN (SELECT y FROM b WHERE y IS NOT NULL);
