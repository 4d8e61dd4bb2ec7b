-- title: SET and RESET with unquoted keys and values
-- Flink's extended parser takes SET key = value, SET key = 'value' and RESET key without quotes.
SET 'execution.runtime-mode' = 'streaming';
SET execution.runtime-mode = batch;
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
SELECT id, name FROM t;
RESET execution.runtime-mode;
SELECT id, name FROM t;
SET execution.runtime-mode = 'batch';
SELECT id, name FROM t;
