-- debezium-json: EXPLAIN CHANGELOG_MODE of a CDC scan into print and into blackhole
-- print consumes update-befores; blackhole does not, so Flink drops them above the scan.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
CREATE TABLE p (id INT, name STRING, v INT) WITH ('connector' = 'print');
CREATE TABLE b (id INT, name STRING, v INT) WITH ('connector' = 'blackhole');
EXPLAIN CHANGELOG_MODE INSERT INTO p SELECT * FROM r;
EXPLAIN CHANGELOG_MODE INSERT INTO b SELECT * FROM r;
