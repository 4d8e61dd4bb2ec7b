-- MATCH_RECOGNIZE: find a pattern of rows, here a price that falls and then recovers
-- MATCH_RECOGNIZE reads each partition's rows in time order (ORDER BY must start with a time
-- attribute) and matches them to a PATTERN of variables, as a regular expression over rows:
-- START_ROW DOWN+ UP is one row, then one or more rows whose price keeps falling, then one
-- that rises. DEFINE gives each variable its condition; a condition reads the row being tested
-- (DOWN.price), the last row of another variable (START_ROW.price) or earlier rows of its own
-- (LAST(DOWN.price, 1), the DOWN row before). A variable without a definition matches any row.
-- The rows must follow each other: a row no variable can take ends the attempt.
-- MEASURES computes one output row per match (ONE ROW PER MATCH): FIRST and LAST of a
-- variable, aggregates over its rows (COUNT(DOWN.price)) and MATCH_ROWTIME(), the time of the
-- match's last row. AFTER MATCH SKIP PAST LAST ROW starts looking again after the match.
-- In streaming mode the rows wait until the watermark passes them, so that they are matched in
-- time order; a row behind the watermark is dropped. The output is insert-only.
-- DOWN+ is greedy: it takes every falling row, so UP only matches a row that is not falling.
-- Flink refuses a greedy quantifier at the end of a pattern, PREV and NEXT with an offset (use
-- LAST(x, 1)), alternations (A | B) and ALL ROWS PER MATCH.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE ticks_file (symbol STRING, price INT, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '/tmp/flinkpad/ticks', 'format' = 'csv');
INSERT OVERWRITE ticks_file VALUES
  ('ACME', 12, TIMESTAMP '2024-01-01 09:00:00'), ('ACME', 13, TIMESTAMP '2024-01-01 09:01:00'),
  ('ACME', 11, TIMESTAMP '2024-01-01 09:02:00'), ('ACME', 9, TIMESTAMP '2024-01-01 09:03:00'),
  ('ACME', 8, TIMESTAMP '2024-01-01 09:04:00'), ('ACME', 10, TIMESTAMP '2024-01-01 09:05:00'),
  ('ACME', 14, TIMESTAMP '2024-01-01 09:06:00'), ('ACME', 12, TIMESTAMP '2024-01-01 09:07:00'),
  ('ACME', 15, TIMESTAMP '2024-01-01 09:08:00'), ('ACME', 15, TIMESTAMP '2024-01-01 09:09:00'),
  ('ACME', 11, TIMESTAMP '2024-01-01 09:10:00'), ('ACME', 10, TIMESTAMP '2024-01-01 09:11:00');

SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE ticks (
  symbol STRING, price INT, ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'filesystem', 'path' = '/tmp/flinkpad/ticks', 'format' = 'csv');

CREATE TABLE dips (
  symbol STRING, start_price INT, bottom INT, falls BIGINT, end_price INT,
  dip_start TIMESTAMP(3), dip_end TIMESTAMP(3)
) WITH ('connector' = 'print', 'print-identifier' = 'dips');

INSERT INTO dips
SELECT * FROM ticks MATCH_RECOGNIZE (
  PARTITION BY symbol
  ORDER BY ts
  MEASURES
    START_ROW.price AS start_price,
    LAST(DOWN.price) AS bottom,
    COUNT(DOWN.price) AS falls,
    UP.price AS end_price,
    START_ROW.ts AS dip_start,
    MATCH_ROWTIME() AS dip_end
  ONE ROW PER MATCH
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (START_ROW DOWN+ UP)
  DEFINE
    DOWN AS (LAST(DOWN.price, 1) IS NULL AND DOWN.price < START_ROW.price)
      OR DOWN.price < LAST(DOWN.price, 1),
    UP AS UP.price > LAST(DOWN.price)
) AS m;
