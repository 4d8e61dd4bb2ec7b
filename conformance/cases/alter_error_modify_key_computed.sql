-- ALTER TABLE MODIFY of a key column into a computed column
-- Pins down: Flink's error for it, from resolving the new schema.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE tb2 (a INT NOT NULL, b BIGINT NOT NULL, d AS a + b, CONSTRAINT ct1 PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'datagen');
ALTER TABLE tb2 MODIFY (d INT, a AS b + 2);
