-- INSERT OVERWRITE of an unpartitioned filesystem table replaces all its rows
-- After three rows are appended, INSERT OVERWRITE with two new rows leaves only those two:
-- the whole table directory is cleared. A learner expecting an upsert by key sees old rows vanish.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, 'ann'), (2, 'ben'), (3, 'cid');
INSERT OVERWRITE t VALUES (2, 'BEN'), (4, 'dee');
SELECT * FROM t;
