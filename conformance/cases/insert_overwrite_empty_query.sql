-- INSERT OVERWRITE of an unpartitioned table from a query with no rows empties the table
-- The overwrite clears the table directory even though nothing is written; a SELECT then returns
-- no rows. (Contrast partition_overwrite_static_empty_query, where a static partition survives.)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, k STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'x'), (2, 'y');
INSERT OVERWRITE t SELECT * FROM t WHERE id > 100;
SELECT * FROM t;
SELECT COUNT(*) AS n FROM t;
