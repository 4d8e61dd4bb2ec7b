-- APPROX_COUNT_DISTINCT in batch mode over 3000 rows of many types: Flink's HyperLogLog++
-- (precision 14, XXH64 hashes of each type's value) estimates by linear counting at this size,
-- so the estimates show whether the hashes and the registers are Flink's
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT, k AS id % 3, b AS CAST(id AS BIGINT) * 1000003, s AS CONCAT('v', CAST(id AS STRING)), d AS id / 7.0E0, f AS CAST(id AS FLOAT) / 3, m AS CAST(id AS DECIMAL(10, 2)) / 4, w AS CAST(id AS DECIMAL(30, 2)) * 1000, dt AS DATE '2020-01-01' + id * INTERVAL '1' DAY, t AS TIME '00:00:00' + id * INTERVAL '1' SECOND, ts AS TIMESTAMP '2024-01-01 00:00:00' + id * INTERVAL '0.001' SECOND, si AS CAST(id AS SMALLINT)) WITH ('connector' = 'datagen', 'number-of-rows' = '3000', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3000');
SELECT APPROX_COUNT_DISTINCT(id), APPROX_COUNT_DISTINCT(b), APPROX_COUNT_DISTINCT(s), APPROX_COUNT_DISTINCT(d), APPROX_COUNT_DISTINCT(f), APPROX_COUNT_DISTINCT(m), APPROX_COUNT_DISTINCT(w), APPROX_COUNT_DISTINCT(dt), APPROX_COUNT_DISTINCT(t), APPROX_COUNT_DISTINCT(si), APPROX_COUNT_DISTINCT(id % 100), APPROX_COUNT_DISTINCT(CAST(NULL AS INT)) FROM g;
SELECT k, APPROX_COUNT_DISTINCT(id), APPROX_COUNT_DISTINCT(s), COUNT(s) FROM g GROUP BY k;
SELECT APPROX_COUNT_DISTINCT(ts) FROM g;
