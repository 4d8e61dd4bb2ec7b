-- debezium-json: writing with schema-include
-- The serializer refuses debezium-json.schema-include = true.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE d (id INT NOT NULL, name STRING, v BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json', 'debezium-json.schema-include' = 'true');
INSERT INTO d VALUES (1, 'a', CAST(5 AS BIGINT));
