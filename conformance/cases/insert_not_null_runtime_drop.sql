-- NOT NULL sink column with table.exec.sink.not-null-enforcer = 'DROP' silently drops NULL rows
-- The query column is nullable, so validation passes. With the default enforcer (ERROR) the job
-- would fail at run time; with DROP the offending row is skipped and the others are written.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'json');
INSERT INTO src VALUES (1, 'a'), (2, 'b');
INSERT INTO src (name) VALUES ('no id');
SELECT * FROM src;
SET 'table.exec.sink.not-null-enforcer' = 'DROP';
CREATE TABLE t (id INT NOT NULL, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'dropnull');
INSERT INTO t SELECT id, name FROM src;
