-- title: EXPLAIN checks the options of the tables it plans
-- Flink creates the source to plan the query, so an option datagen does not know fails EXPLAIN.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE o (`user` BIGINT NOT NULL, product VARCHAR(32), amount INT, ts TIMESTAMP(3), ptime AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND, CONSTRAINT `PK_user` PRIMARY KEY (`user`) NOT ENFORCED) WITH ('connector' = 'datagen', 'scan.startup.mode' = 'earliest-offset');
EXPLAIN PLAN FOR SELECT * FROM o;
