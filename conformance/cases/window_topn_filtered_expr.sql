-- Window Top-N over a filtered window function, ordered by an expression, into a print sink
-- The filter and the order key's expression are computed in the Calc below the WindowRank's
-- Exchange; the rows go to the sink as inserts once each window fires.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE snk (ws TIMESTAMP(3), id BIGINT, v INT, rn BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'top');
EXPLAIN SELECT window_start, id, v, rn FROM (SELECT window_start, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v * k DESC, id) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '4' SECOND)) WHERE v > 1) WHERE rn <= 2;
INSERT INTO snk SELECT window_start, id, v, rn FROM (SELECT window_start, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v * k DESC, id) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '4' SECOND)) WHERE v > 1) WHERE rn <= 2;
