-- More ALTER TABLE forms: positions, kinds and comments
-- Pins down: AFTER a column the same list adds; MODIFY of only a comment; a computed column
-- made physical and back; a metadata column added and modified; the key's NOT NULL survives a
-- MODIFY of its column to a nullable type; DROP of a column with the computed column that
-- reads it; a watermark on a computed column; RENAME TO another catalog's name renames in place.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, ts TIMESTAMP(3), PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'datagen');
ALTER TABLE t ADD (x INT FIRST, y AS x + 1 AFTER x);
ALTER TABLE t MODIFY b STRING COMMENT 'now commented';
ALTER TABLE t MODIFY y BIGINT;
ALTER TABLE t MODIFY x AS a * 2;
ALTER TABLE t ADD m STRING METADATA FROM 'topic';
ALTER TABLE t MODIFY m STRING METADATA VIRTUAL COMMENT 'meta';
ALTER TABLE t MODIFY a INT;
SHOW CREATE TABLE t;
ALTER TABLE t DROP PRIMARY KEY;
ALTER TABLE t DROP (a, x);
ALTER TABLE t ADD (k INT NOT NULL, c AS ts, WATERMARK FOR c AS c - INTERVAL '1' SECOND);
ALTER TABLE t ADD PRIMARY KEY (k) NOT ENFORCED;
SHOW CREATE TABLE t;
DESCRIBE t;
ALTER TABLE t RENAME TO other_catalog.other_db.t2;
SHOW TABLES;
ALTER TABLE t2 SET ('connector' = 'blackhole');
ALTER TABLE t2 ADD z INT PRIMARY KEY NOT ENFORCED;
