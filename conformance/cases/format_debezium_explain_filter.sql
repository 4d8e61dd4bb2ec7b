-- debezium-json: EXPLAIN CHANGELOG_MODE of a filter over a CDC scan
-- Where Flink puts the DropUpdateBefore when a Calc filters the changelog.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
EXPLAIN CHANGELOG_MODE SELECT id, v FROM r WHERE v > 8;
