-- debezium-json: EXPLAIN CHANGELOG_MODE of a regular join of two CDC streams
-- A join of changelogs asks its inputs for update-befores.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
CREATE TABLE s (id INT, city STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/s', 'format' = 'debezium-json');
EXPLAIN CHANGELOG_MODE SELECT r.id, r.v, s.city FROM r JOIN s ON r.id = s.id;
