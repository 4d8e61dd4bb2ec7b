-- EXPLAIN STATEMENT SET: sinks that share nothing, and projections that differ
-- Two INSERTs over different tables have no common node; two INSERTs reading different columns
-- of one table have different scans (project=[...] differs), so nothing is reused either.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t1 (a INT, b STRING, c INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t1', 'format' = 'csv');
CREATE TABLE t2 (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t2', 'format' = 'csv');
CREATE TABLE s1 (a INT) WITH ('connector' = 'blackhole');
CREATE TABLE s2 (y STRING) WITH ('connector' = 'blackhole');
EXPLAIN STATEMENT SET BEGIN
INSERT INTO s1 SELECT a FROM t1;
INSERT INTO s2 SELECT y FROM t2;
END;
EXPLAIN STATEMENT SET BEGIN
INSERT INTO s1 SELECT a FROM t1;
INSERT INTO s2 SELECT b FROM t1;
END;
