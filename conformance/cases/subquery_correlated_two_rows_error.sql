-- A correlated scalar subquery with two rows for one key fails, even for a key nobody asks for
-- Pins down: Flink groups the subquery by the correlation key with SINGLE_VALUE, so a key of the
-- subquery with two rows fails the query although the outer query filters its row out.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, k INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (y INT, k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
INSERT INTO a VALUES (1, 10), (2, 20);
INSERT INTO b VALUES (2, 10, 'p'), (4, 20, 'q'), (5, 20, 'r');
SELECT x, (SELECT v FROM b WHERE b.k = a.k) AS v FROM a WHERE x = 1;
