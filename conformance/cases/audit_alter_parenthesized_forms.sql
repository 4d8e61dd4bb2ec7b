-- ALTER TABLE ADD, MODIFY and DROP with and without parentheses change the schema alike
-- Pins down: the parenthesized and bare forms of one column, key and watermark.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT NOT NULL, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD c INT;
ALTER TABLE p ADD (d STRING FIRST);
ALTER TABLE p ADD PRIMARY KEY (a) NOT ENFORCED;
ALTER TABLE p ADD (WATERMARK FOR ts AS ts - INTERVAL '1' SECOND);
DESCRIBE p;
ALTER TABLE p MODIFY (c BIGINT AFTER a);
ALTER TABLE p MODIFY b STRING COMMENT 'bee';
ALTER TABLE p MODIFY (WATERMARK FOR ts AS ts);
DESCRIBE p;
ALTER TABLE p DROP (c, d);
ALTER TABLE p DROP b;
ALTER TABLE p DROP WATERMARK;
ALTER TABLE p DROP PRIMARY KEY;
DESCRIBE p;
