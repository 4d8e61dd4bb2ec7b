-- debezium-json: table.exec.source.cdc-events-duplicate without a primary key
-- Flink needs a primary key to deduplicate the CDC events.
SET 'execution.runtime-mode' = 'streaming';
SET 'table.exec.source.cdc-events-duplicate' = 'true';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
