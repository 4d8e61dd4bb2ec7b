-- EXPLAIN of JSON_ARRAYAGG in streaming and batch mode: its argument wrapped in JSON_STRING
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, JSON_ARRAYAGG(i), JSON_ARRAYAGG(s NULL ON NULL) FROM t GROUP BY k;
EXPLAIN SELECT k, JSON_ARRAYAGG(c) FROM (SELECT k, COUNT(*) AS c FROM t GROUP BY k) GROUP BY k;
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, JSON_ARRAYAGG(s) FROM f GROUP BY k;
EXPLAIN SELECT JSON_ARRAYAGG(s NULL ON NULL) FROM f;
