-- debezium-json: table.exec.source.cdc-events-duplicate with a primary key
-- With the option on and a primary key, Flink adds a ChangelogNormalize after the scan.
SET 'execution.runtime-mode' = 'streaming';
SET 'table.exec.source.cdc-events-duplicate' = 'true';
CREATE TABLE r (id INT, name STRING, v INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
EXPLAIN CHANGELOG_MODE SELECT * FROM r;
