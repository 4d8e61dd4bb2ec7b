-- An insert-only streaming job into a filesystem table: which files does a bounded job leave?
-- In streaming mode the file sink rolls and commits files on checkpoints; this pins down what a
-- bounded job without checkpointing leaves behind when its input ends.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE out_csv (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/out', 'format' = 'csv');
INSERT INTO out_csv SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, name);
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM out_csv;
