-- A batch HOP with a group key, whose size and slide share a divisor: Flink's quirk
-- Flink 2.3 plans it as a one-phase SortWindowAggregate over a Sort on the key and the time,
-- and then assigns the windows from the key's value, not the time's: the windows are in 1970
-- (key 0 is 0 ms, key 1 is 1 ms), each with every row of its key.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '19', 'number-of-rows' = '20');
SELECT id % 2 AS k, HOP_END(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND) AS we, COUNT(*) AS n FROM ticks GROUP BY HOP(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND), id % 2;
