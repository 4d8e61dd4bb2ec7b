-- Subqueries whose correlation keys or compared values are NULL
-- Pins down the results Flink gives where its plans filter the subquery's rows to non-NULL
-- correlation keys and turn a scalar subquery's LEFT join INNER under a WHERE comparison: a
-- NULL key matches nothing (MAX is NULL, EXISTS false, the scalar value NULL), and a NULL
-- compared with the subquery's value drops the row.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'json');
INSERT INTO t VALUES (1, 'a', 5), (2, CAST(NULL AS STRING), 7), (CAST(NULL AS INT), 'b', CAST(NULL AS INT)), (4, 'c', 1);
INSERT INTO u VALUES (1, 'a'), (CAST(NULL AS INT), 'a'), (CAST(NULL AS INT), CAST(NULL AS STRING)), (4, CAST(NULL AS STRING)), (7, 'b');
SELECT id, (SELECT MAX(k) FROM u WHERE u.tag = t.name) AS m FROM t;
SELECT id, EXISTS (SELECT 1 FROM u WHERE u.k = t.id) AS e FROM t;
SELECT id, (SELECT tag FROM u WHERE u.k = t.id) AS tag FROM t;
SELECT id FROM t WHERE qty > (SELECT AVG(k) FROM u);
SELECT id, id IN (SELECT k FROM u) AS i, qty IN (SELECT k FROM u WHERE k > 1) AS j FROM t;
