-- Kafka metadata columns, written and read: timestamp and headers are writable; partition, offset and topic are
-- read-only (VIRTUAL)
-- Pins down: the timestamp written through the metadata column comes back; headers come back as MAP<STRING, BYTES>;
-- offsets count from 0 in one partition; a metadata column may be renamed with FROM; timestamp-type is CreateTime
-- for a timestamp the producer set.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (
  id INT,
  payload STRING,
  event_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  headers MAP<STRING, BYTES> METADATA,
  `partition` INT METADATA VIRTUAL,
  `offset` BIGINT METADATA VIRTUAL,
  topic STRING METADATA VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
-- The rows are literals under a SELECT: VALUES rows holding calls become a UNION ALL, whose order is not defined.
INSERT INTO events (id, payload, event_time, headers)
SELECT id, payload, TO_TIMESTAMP_LTZ(ms, 3),
  CASE WHEN v = '' THEN MAP['source', CAST(src AS BYTES)] ELSE MAP['source', CAST(src AS BYTES), 'v', CAST(v AS BYTES)] END
FROM (VALUES (1, 'a', 1700000000000, 'web', ''), (2, 'b', 1700000001500, 'app', '2'), (3, 'c', 1700000003000, 'web', ''))
  AS t(id, payload, ms, src, v);
SELECT id, payload, event_time, `partition`, `offset`, topic FROM events;
SELECT id, CAST(headers['source'] AS STRING) AS src, CAST(headers['v'] AS STRING) AS v, CARDINALITY(headers) AS n FROM events;
CREATE TABLE events_meta (
  id INT,
  ts_type STRING METADATA FROM 'timestamp-type' VIRTUAL,
  epoch INT METADATA FROM 'leader-epoch' VIRTUAL
) WITH (
  'connector' = 'kafka',
  'topic' = 'events',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'json'
);
SELECT * FROM events_meta;
