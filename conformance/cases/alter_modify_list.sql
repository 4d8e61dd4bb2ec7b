-- ALTER TABLE MODIFY of many columns and the key in one list
-- Pins down: each column moves in list order (AFTER, FIRST), computed columns are retyped over
-- the modified columns, a comment given replaces the old one and one not given keeps it, and
-- the new key makes its column NOT NULL while the old key's columns stay NOT NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE tb1 (a INT NOT NULL, b BIGINT NOT NULL, c STRING NOT NULL COMMENT 'column comment', d AS a * (b + 2 + a * b), e STRING, g STRING METADATA VIRTUAL, ts TIMESTAMP(3) COMMENT 'just a comment', CONSTRAINT ct1 PRIMARY KEY (a, b) NOT ENFORCED) WITH ('connector' = 'datagen');
ALTER TABLE tb1 MODIFY b BIGINT NOT NULL COMMENT 'move b to first and add comment' FIRST;
ALTER TABLE tb1 MODIFY ts TIMESTAMP(3) NOT NULL AFTER e;
SHOW CREATE TABLE tb1;
ALTER TABLE tb1 ADD f AS UPPER(e);
ALTER TABLE tb1 MODIFY (d AS a + 2 COMMENT 'change d' AFTER b, c BIGINT FIRST, e STRING COMMENT 'change e', f AS UPPER(e) COMMENT 'change f' AFTER ts, g INT NOT NULL COMMENT 'change g', CONSTRAINT ct2 PRIMARY KEY (e) NOT ENFORCED);
SHOW CREATE TABLE tb1;
DESCRIBE tb1;
