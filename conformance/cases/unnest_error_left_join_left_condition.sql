-- LEFT JOIN UNNEST ON a condition that reads the left row: Flink cannot decorrelate it
CREATE TABLE t (id INT, tags ARRAY<STRING>) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT id, tag FROM t LEFT JOIN UNNEST(tags) AS x(tag) ON tag = CAST(id AS STRING);
