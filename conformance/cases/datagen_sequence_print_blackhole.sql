-- datagen sequence fields with number-of-rows into print and into blackhole, then COUNT(*)
-- A sequence field counts from start to end; number-of-rows caps the table further. seq_a has
-- start 1, end 10 but number-of-rows 4, so only ids 1..4 appear. The random name column goes
-- only to blackhole, which writes nothing but whose job must succeed; SELECT COUNT(*) over the
-- same source shows how many rows the blackhole swallowed.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq_a (id INT, name STRING) WITH (
  'connector' = 'datagen', 'number-of-rows' = '4',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '10',
  'fields.name.length' = '6');
CREATE TABLE ids (id INT, twice INT) WITH ('connector' = 'print', 'print-identifier' = 'ids');
CREATE TABLE hole (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO ids SELECT id, id * 2 FROM seq_a;
INSERT INTO hole SELECT * FROM seq_a;
SELECT COUNT(*) AS n, MIN(id) AS lo, MAX(id) AS hi, SUM(id) AS total FROM seq_a;
