-- CREATE TABLE ... LIKE with its merging options, shown with SHOW CREATE TABLE
-- Pins down: by default LIKE copies every column, the watermark, the primary key, the partition
-- keys and the options (not the comment); the new table's options overwrite the source's;
-- EXCLUDING GENERATED drops computed columns; EXCLUDING ALL keeps the partition keys (Flink
-- keeps the source's partitions whenever the new table declares none); OVERWRITING WATERMARKS
-- replaces the watermark; OVERWRITING GENERATED replaces a computed column in its place; a
-- primary key on a new column makes it NOT NULL; a temporary table can be LIKE a permanent one.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE base (id INT NOT NULL, name STRING COMMENT 'who', ts TIMESTAMP(3), amount DECIMAL(10, 2), doubled AS amount * 2, off BIGINT METADATA FROM 'offset' VIRTUAL, dt STRING, PRIMARY KEY (id) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) COMMENT 'the base' PARTITIONED BY (dt) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/base', 'format' = 'json');
CREATE TABLE l1 LIKE base;
SHOW CREATE TABLE l1;
CREATE TABLE l2 (extra INT, w2 AS extra + 1) WITH ('path' = '${WORKDIR}/l2', 'format' = 'csv') LIKE base (EXCLUDING PARTITIONS EXCLUDING GENERATED);
SHOW CREATE TABLE l2;
CREATE TABLE l3 WITH ('connector' = 'blackhole') LIKE base (EXCLUDING ALL);
SHOW CREATE TABLE l3;
CREATE TABLE l4 (extra INT) LIKE base (EXCLUDING ALL INCLUDING CONSTRAINTS INCLUDING WATERMARKS INCLUDING METADATA);
SHOW CREATE TABLE l4;
CREATE TABLE l5 (WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) LIKE base (OVERWRITING WATERMARKS EXCLUDING OPTIONS);
SHOW CREATE TABLE l5;
CREATE TABLE l6 (doubled AS amount * 3) WITH ('format' = 'csv') LIKE base (OVERWRITING GENERATED EXCLUDING CONSTRAINTS);
SHOW CREATE TABLE l6;
CREATE TABLE l7 (x INT, PRIMARY KEY (x) NOT ENFORCED) PARTITIONED BY (x) LIKE base (EXCLUDING CONSTRAINTS EXCLUDING PARTITIONS);
SHOW CREATE TABLE l7;
CREATE TEMPORARY TABLE l8 LIKE base (INCLUDING ALL EXCLUDING METADATA);
SHOW CREATE TABLE l8;
DESCRIBE l8;
