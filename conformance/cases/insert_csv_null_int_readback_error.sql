-- Error: a NULL INT written to a csv table cannot be read back
-- The csv format writes NULL as an empty field (no null literal by default). Reading the
-- table back, the empty field is parsed as an INT and the job fails with NumberFormatException.
-- A NULL STRING column reads back as an empty string instead. Learners expect a round trip.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, score INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t (id, score) VALUES (1, 10);
INSERT INTO t (id, name) VALUES (2, 'two');
SELECT id, name, name IS NULL AS name_null FROM t WHERE id = 1;
SELECT * FROM t;
