-- datagen: the sequence ends before number-of-rows is reached
-- seq_b asks for 100 rows but its sequence runs only 5..8, so the table ends after 4 rows:
-- the first exhausted sequence ends the source. Two sequence fields of different types
-- (BIGINT from 5, SMALLINT from -1) advance together row by row.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq_b (id BIGINT, s SMALLINT) WITH (
  'connector' = 'datagen', 'number-of-rows' = '100',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '5', 'fields.id.end' = '8',
  'fields.s.kind' = 'sequence', 'fields.s.start' = '-1', 'fields.s.end' = '100');
CREATE TABLE seq_print (id BIGINT, s SMALLINT) WITH ('connector' = 'print', 'print-identifier' = 'seq');
INSERT INTO seq_print SELECT * FROM seq_b;
SELECT COUNT(*) AS n FROM seq_b;
