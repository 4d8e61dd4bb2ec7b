-- A datagen table with only a sequence field and no number-of-rows, read in batch mode
-- The planner sees a datagen table without number-of-rows as unbounded, even though a sequence
-- field ends the data; batch mode rejects unbounded sources. The same table works in streaming
-- (see datagen_sequence_streaming_ok).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq_only (id INT) WITH (
  'connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT id FROM seq_only;
