-- CREATE TABLE ... LIKE: a second primary key while the source's is included
-- Pins down: Flink's message for this LIKE clause.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE base (id INT NOT NULL, name STRING COMMENT 'who', ts TIMESTAMP(3), amount DECIMAL(10, 2), doubled AS amount * 2, off BIGINT METADATA FROM 'offset' VIRTUAL, dt STRING, PRIMARY KEY (id) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) COMMENT 'the base' PARTITIONED BY (dt) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/base', 'format' = 'json');
CREATE TABLE l1 (PRIMARY KEY (name) NOT ENFORCED) LIKE base;
