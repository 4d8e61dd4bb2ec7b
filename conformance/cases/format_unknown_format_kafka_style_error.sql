-- an unknown format in a changelog position
-- 'format' = 'debezium-avro' (not on the classpath) fails the SELECT with Flink's message.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-avro-confluent');
SELECT * FROM t;
