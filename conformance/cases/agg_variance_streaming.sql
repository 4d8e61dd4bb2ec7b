-- STDDEV and VARIANCE in streaming mode, over inserts and over an updating input
-- Each row updates the group's result; over the changelog of another aggregate Flink retracts
-- the values from its WELFORD_M2 ($WELFORD_M2$1_RETRACT) and its COUNT. A datagen sequence keeps
-- the rows in order.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 3, i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE id END, d AS CASE WHEN id = 5 THEN CAST(NULL AS DOUBLE) ELSE id / 4.0e0 END, s AS CASE WHEN id = 7 THEN CAST(NULL AS STRING) WHEN id % 2 = 0 THEN 'a' ELSE 'b' END) WITH ('connector' = 'datagen', 'number-of-rows' = '9', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '9');
SELECT k, STDDEV_POP(i), STDDEV_SAMP(d), VAR_SAMP(i), VAR_POP(d) FROM src GROUP BY k;
SELECT c, STDDEV_SAMP(m), VAR_POP(m), STDDEV_POP(x), VARIANCE(x) FROM (SELECT k, COUNT(*) AS c, MAX(i) AS m, MAX(d) AS x FROM src GROUP BY k) GROUP BY c;
SELECT STDDEV_POP(d), VAR_SAMP(i) FROM src;
