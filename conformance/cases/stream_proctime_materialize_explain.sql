-- EXPLAIN of a query that outputs a processing-time attribute
-- Flink materializes the proctime fields a query or a sink outputs (RelTimeIndicatorConverter):
-- the top Calc reads PROCTIME_MATERIALIZE of them, or a Calc is added above a node that is not
-- one. Streaming and batch mode, a query and an INSERT.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k STRING, v BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
CREATE TABLE s (k STRING, pt TIMESTAMP_LTZ(3)) WITH ('connector' = 'blackhole');
EXPLAIN SELECT k, pt FROM t;
EXPLAIN SELECT * FROM t WHERE v > 0;
EXPLAIN INSERT INTO s SELECT k, pt FROM t;
EXPLAIN SELECT k, pt FROM t UNION ALL SELECT k, pt FROM t;
SET 'execution.runtime-mode' = 'batch';
EXPLAIN SELECT k, pt FROM t;
