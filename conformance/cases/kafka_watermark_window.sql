-- A watermark on a Kafka table's timestamp metadata column, and a tumbling window over it
-- Pins down: the message timestamps written through the metadata column drive event time; when the bounded read ends,
-- the final watermark fires the last windows. The final table is recorded: Flink's order among the rows of one
-- window is its timers', not defined.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pageviews (
  page STRING,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'pageviews',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
-- The rows are literals under a SELECT: VALUES rows holding calls become a UNION ALL, whose order is not defined.
INSERT INTO pageviews SELECT page, TO_TIMESTAMP_LTZ(ms, 3) FROM (VALUES
  ('home', 1700000000000), ('cart', 1700000003000), ('home', 1700000007000), ('home', 1700000012000),
  ('cart', 1700000013000), ('home', 1700000021000)) AS v(page, ms);
SELECT window_start, window_end, page, COUNT(*) AS cnt
FROM TABLE(TUMBLE(TABLE pageviews, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end, page;
