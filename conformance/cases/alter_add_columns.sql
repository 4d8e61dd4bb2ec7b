-- ALTER TABLE ADD of columns, a watermark and a primary key
-- Pins down: ADD of one column goes last; a parenthesized list places FIRST and AFTER columns;
-- computed and metadata columns; a comment; ADD WATERMARK and ADD PRIMARY KEY (which makes its
-- column NOT NULL, named PK_col); SHOW CREATE TABLE and DESCRIBE after each.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD d DOUBLE;
SHOW CREATE TABLE p;
ALTER TABLE p ADD (e STRING COMMENT 'first one' FIRST, f AS a * 2 AFTER a, g BIGINT METADATA FROM 'offset' VIRTUAL AFTER ts);
SHOW CREATE TABLE p;
ALTER TABLE p ADD WATERMARK FOR ts AS ts - INTERVAL '5' SECOND;
ALTER TABLE p ADD PRIMARY KEY (a, b) NOT ENFORCED;
SHOW CREATE TABLE p;
DESCRIBE p;
ALTER TABLE p ADD (h INT, CONSTRAINT ignored_name UNIQUE (h) NOT ENFORCED);
