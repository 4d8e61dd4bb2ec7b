-- datagen null-rate = 1.0 makes a random field all NULL
-- With 'fields.x.null-rate' = '1.0' every value of x is NULL, which is deterministic, so it
-- can reach a print sink; the sequence id alongside it is untouched.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE nulls (id INT, x INT, s STRING) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3',
  'fields.x.null-rate' = '1.0', 'fields.s.null-rate' = '1.0');
CREATE TABLE nulls_print (id INT, x INT, s STRING) WITH ('connector' = 'print', 'print-identifier' = 'nulls');
INSERT INTO nulls_print SELECT * FROM nulls;
SELECT COUNT(*) AS n, COUNT(x) AS non_null_x, COUNT(s) AS non_null_s FROM nulls;
