-- EXPLAIN of SIMILAR TO and NOT SIMILAR TO, with and without ESCAPE
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, s SIMILAR TO 'a(b|c)%', s NOT SIMILAR TO 'x!%' ESCAPE '!' FROM f WHERE s SIMILAR TO '[a-z]+';
