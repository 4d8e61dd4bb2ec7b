-- Subqueries in WHERE: two in one WHERE, one over a join, and an uncorrelated EXISTS
-- Two IN conjuncts stack two semi joins; IN with NOT EXISTS stacks a semi and an anti join; an
-- IN over a join filters the joined rows; an uncorrelated EXISTS keeps every row when the
-- subquery has a row and none when it is empty, NOT EXISTS the other way round. The
-- uncorrelated forms are explained too: a single-row nested loop join over MIN(true), and a
-- one-column table read without a projection.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
CREATE TABLE e (k INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/e', 'format' = 'csv');
INSERT INTO t VALUES (1, 'a', 2), (2, 'b', 5), (3, 'x', 1), (4, 'a', 3), (5, 'z', 7), (2, 'q', 9);
INSERT INTO u VALUES (1, 'a'), (2, 'x'), (5, 'b'), (9, 'z');
INSERT INTO e SELECT k FROM u WHERE k > 100;
SELECT name FROM t WHERE id IN (SELECT k FROM u) AND name IN (SELECT tag FROM u);
SELECT id, qty FROM t WHERE id IN (SELECT k FROM u) AND NOT EXISTS (SELECT 1 FROM u WHERE u.k = t.qty);
SELECT t.id, t.qty FROM t JOIN u ON t.id = u.k WHERE t.qty IN (SELECT k FROM u);
SELECT id FROM t WHERE EXISTS (SELECT 1 FROM u);
SELECT id FROM t WHERE EXISTS (SELECT 1 FROM e);
SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM e);
SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM u);
EXPLAIN SELECT id FROM t WHERE EXISTS (SELECT 1 FROM e);
EXPLAIN SELECT id FROM t WHERE NOT EXISTS (SELECT 1 FROM u);
