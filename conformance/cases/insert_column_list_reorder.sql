-- INSERT INTO T(c, b) SELECT x, y FROM S writes x to c and y to b, a is NULL
-- The doc's column list example: the list maps query columns by position to the NAMED target
-- columns, not to the table's column order. a is not listed so it is NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE S (x INT, y INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/s', 'format' = 'csv');
INSERT INTO S VALUES (1, 10), (2, 20);
CREATE TABLE T (a INT, b INT, c INT) WITH ('connector' = 'print', 'print-identifier' = 'reorder');
INSERT INTO T (c, b) SELECT x, y FROM S;
CREATE TABLE T2 (a INT, b INT, c INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t2', 'format' = 'json');
INSERT INTO T2 (c, b) SELECT x, y FROM S;
SELECT a, b, c FROM T2;
