-- ALTER TABLE ADD of a column, a named primary key and a watermark in one list
-- Pins down: the list may mix columns, a constraint and a watermark; the constraint keeps its
-- name; the watermark may be on a column the same list adds.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT NOT NULL, b STRING) WITH ('connector' = 'datagen');
ALTER TABLE p ADD (ts TIMESTAMP(3), CONSTRAINT my_pk PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts);
SHOW CREATE TABLE p;
DESCRIBE p;
