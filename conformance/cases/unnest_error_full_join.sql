-- FULL JOIN UNNEST: Flink fails converting the correlate
CREATE TABLE t (id INT, tags ARRAY<STRING>) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT id, tag FROM t FULL JOIN UNNEST(tags) AS x(tag) ON TRUE;
