-- debezium-json: an unknown metadata key
-- The error lists the metadata keys a filesystem table with debezium-json can read.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, x STRING METADATA FROM 'value.source.table' VIRTUAL) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
