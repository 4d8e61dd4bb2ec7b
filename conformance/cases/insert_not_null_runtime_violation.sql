-- Error at run time: a NULL value written into a NOT NULL sink column
-- The source column id is nullable (one row was written without id), so validation passes;
-- the sink's NOT NULL enforcer (table.exec.sink.not-null-enforcer = ERROR by default) fails
-- the job when the NULL row arrives ("Column 'id' is NOT NULL, however, a null value is being
-- written into it"). See insert_not_null_runtime_drop for the DROP setting.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'json');
INSERT INTO src VALUES (1, 'a'), (2, 'b');
INSERT INTO src (name) VALUES ('no id');
CREATE TABLE t (id INT NOT NULL, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO t SELECT id, name FROM src WHERE id IS NOT NULL;
INSERT INTO t SELECT id, name FROM src;
