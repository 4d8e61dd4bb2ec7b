-- A keep-last deduplication on a rowtime into a sink keyed on the partition key runs
-- Flink derives the deduplication's upsert key from its partition key (FlinkRelMdUpsertKeys on
-- a Rank that is a deduplication), so the sink's primary key (k) matches and no ON CONFLICT
-- clause is needed.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (k INT, v STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
INSERT INTO src VALUES (1, 'a', TIMESTAMP '2024-01-01 00:00:01'), (1, 'b', TIMESTAMP '2024-01-01 00:00:03'), (2, 'c', TIMESTAMP '2024-01-01 00:00:02'), (1, 'd', TIMESTAMP '2024-01-01 00:00:04');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE last_row (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'last');
INSERT INTO last_row SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC) AS rn FROM src) WHERE rn = 1;
