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
INSERT INTO pageviews VALUES
  ('home', TO_TIMESTAMP_LTZ(1700000000000, 3)), ('cart', TO_TIMESTAMP_LTZ(1700000003000, 3)),
  ('home', TO_TIMESTAMP_LTZ(1700000007000, 3)), ('home', TO_TIMESTAMP_LTZ(1700000012000, 3)),
  ('cart', TO_TIMESTAMP_LTZ(1700000013000, 3)), ('home', TO_TIMESTAMP_LTZ(1700000021000, 3));
SELECT window_start, window_end, page, COUNT(*) AS cnt
FROM TABLE(TUMBLE(TABLE pageviews, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end, page;
