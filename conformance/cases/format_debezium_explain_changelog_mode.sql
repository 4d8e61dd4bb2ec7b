-- debezium-json: EXPLAIN CHANGELOG_MODE of the scan
-- The scan of a debezium-json table produces [I,UB,UA,D]; no ChangelogNormalize is added.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
EXPLAIN CHANGELOG_MODE SELECT * FROM r;
EXPLAIN CHANGELOG_MODE SELECT name, SUM(v) FROM r GROUP BY name;
