-- EXPLAIN of JSON_ARRAYAGG over computed arguments, and of two calls over one field
-- Where the arguments are computed, Flink's JSON_STRING Calc sits over the Calc that computes them.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, k AS id % 3, i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE id END) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, JSON_ARRAYAGG(i), JSON_ARRAYAGG(i NULL ON NULL) FROM t GROUP BY k;
EXPLAIN SELECT k, JSON_ARRAYAGG(id > 2), COUNT(*) FROM t GROUP BY k;
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (id INT, k AS id % 3, s AS CONCAT('x', CAST(id AS STRING))) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, JSON_ARRAYAGG(s), JSON_ARRAYAGG(id > 2) FROM f GROUP BY k;
EXPLAIN SELECT JSON_ARRAYAGG(s), JSON_ARRAYAGG(s NULL ON NULL) FROM f;
