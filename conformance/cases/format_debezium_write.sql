-- debezium-json: writing inserts
-- An insert is written as the before/after/op envelope with op "c"; the written file reads back.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE d (id INT, name STRING, v DECIMAL(5, 2), ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
INSERT INTO d VALUES (1, 'a', 1.50, TIMESTAMP '2024-01-05 10:20:30.123'), (2, CAST(NULL AS STRING), 7.00, TIMESTAMP '2024-01-05 10:20:30');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM d;
