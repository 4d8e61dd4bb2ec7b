-- debezium-json: EXPLAIN CHANGELOG_MODE of an aggregate into a debezium-json table
-- A filesystem sink in a changelog format consumes every kind.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
CREATE TABLE o (name STRING, s INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'debezium-json');
EXPLAIN CHANGELOG_MODE INSERT INTO o SELECT name, SUM(v) FROM r GROUP BY name;
