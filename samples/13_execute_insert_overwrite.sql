-- INSERT OVERWRITE on an unpartitioned table replaces all of it
-- Writing twice with INSERT INTO appends: the table holds both writes. INSERT OVERWRITE replaces
-- the whole table when it has no partitions. Sinks like print cannot be overwritten: Flink
-- rejects OVERWRITE there, and in streaming mode.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE inventory (item STRING, qty INT) WITH (
  'connector' = 'filesystem', 'path' = '/tmp/flinkpad/inventory', 'format' = 'csv');

INSERT OVERWRITE inventory VALUES ('apples', 3);
INSERT INTO inventory VALUES ('pears', 5);
SELECT * FROM inventory ORDER BY item;

INSERT OVERWRITE inventory VALUES ('plums', 9);
SELECT * FROM inventory ORDER BY item;
