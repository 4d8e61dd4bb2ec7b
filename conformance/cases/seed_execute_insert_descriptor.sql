-- Seed: the pyflink execute_insert descriptor example in SQL: datagen into blackhole
-- Source and sink share a schema of one STRING column f0. The doc's datagen has no
-- number-of-rows (unbounded); here it is bounded to 100 rows so the job ends. The random
-- strings only reach blackhole; a COUNT(*) shows the row count deterministically.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE gen (f0 STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '100');
CREATE TABLE sink (f0 STRING) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT * FROM gen;
SET 'execution.runtime-mode' = 'batch';
SELECT COUNT(*) AS n, MIN(CHAR_LENGTH(f0)) AS min_len, MAX(CHAR_LENGTH(f0)) AS max_len FROM gen;
