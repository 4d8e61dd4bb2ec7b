-- debezium-json: metadata columns on a filesystem table
-- A filesystem table exposes only file.* metadata, not the format's (ingestion-timestamp, source.*): the SELECT fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":1,"name":"a","v":10},"op":"c","ts_ms":1589362330904,"source":{"version":"1.1.1.Final","connector":"mysql","name":"dbserver1","ts_ms":1589362330000,"db":"inventory","table":"products","schema":"public","server_id":0}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT, ing TIMESTAMP_LTZ(3) METADATA FROM 'ingestion-timestamp' VIRTUAL, sts TIMESTAMP_LTZ(3) METADATA FROM 'source.timestamp' VIRTUAL, db STRING METADATA FROM 'source.database' VIRTUAL, sch STRING METADATA FROM 'source.schema' VIRTUAL, tb STRING METADATA FROM 'source.table' VIRTUAL, props MAP<STRING, STRING> METADATA FROM 'source.properties' VIRTUAL) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
