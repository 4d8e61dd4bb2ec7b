-- EXPLAIN: INSERT into print, blackhole and filesystem sinks
-- The AST starts at LogicalSink and the plans at Sink(table=[...], fields=[...]); a query column
-- of another type than the sink's is cast in a projection.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT, name STRING, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
CREATE TABLE out_print (id INT, name STRING) WITH ('connector' = 'print');
CREATE TABLE out_hole (id BIGINT, total INT) WITH ('connector' = 'blackhole');
CREATE TABLE out_fs (name STRING, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/out', 'format' = 'csv');
EXPLAIN INSERT INTO out_print SELECT id, name FROM src WHERE amount > 5;
EXPLAIN INSERT INTO out_hole SELECT id, SUM(amount) FROM src GROUP BY id;
EXPLAIN INSERT INTO out_fs SELECT name, amount FROM src;
EXPLAIN INSERT INTO out_print VALUES (1, 'a'), (2, 'b');
EXPLAIN INSERT OVERWRITE out_fs SELECT name, amount FROM src;
