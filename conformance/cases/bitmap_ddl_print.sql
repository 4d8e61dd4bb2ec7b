-- A BITMAP column in DDL: NOT NULL and inside ARRAY, as DESCRIBE and SHOW CREATE TABLE show
-- it; the print sink prints bitmaps as {...} and NULL as null
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, b BITMAP NOT NULL, c ARRAY<BITMAP>) WITH ('connector' = 'blackhole');
DESCRIBE t;
SHOW CREATE TABLE t;
CREATE TABLE p (id INT, b BITMAP) WITH ('connector' = 'print', 'print-identifier' = 'p');
INSERT INTO p SELECT 1, BITMAP_BUILD(ARRAY[1, 2, -1]);
INSERT INTO p SELECT 2, CAST(NULL AS BITMAP);
