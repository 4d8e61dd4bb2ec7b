-- The same sequence-only datagen table (no number-of-rows) is fine in streaming mode
-- In streaming mode the table is read until its sequence ends (1..3), then the job finishes:
-- print shows three +I rows, and a streaming COUNT(*) shows its +I/-U/+U changelog.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE seq_only (id INT) WITH (
  'connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TABLE seq_print (id INT) WITH ('connector' = 'print', 'print-identifier' = 'seq');
INSERT INTO seq_print SELECT id FROM seq_only;
SELECT COUNT(*) AS n FROM seq_only;
