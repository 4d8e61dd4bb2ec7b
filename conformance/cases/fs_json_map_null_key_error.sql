-- json: a MAP with a NULL key
-- By default json fails to write a map with a NULL key (map-null-key.mode FAIL).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, mp MAP<STRING, INT>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, MAP[CAST(NULL AS STRING), 1]);
