-- EXPLAIN: views, INSERT column lists, statement sets writing one table twice, self-joins, unions
-- A view's projection merges into the query; an INSERT column list prints targetColumns and
-- NULLs for the missing columns; two INSERTs into one table become one Sink over a Union; a
-- self-join reads one scan of the columns both sides need; a UNION ALL input of another type is
-- cast in its Calc.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE s (id INT, name STRING, qty BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE s2 (name STRING, total BIGINT) WITH ('connector' = 'blackhole');
CREATE TEMPORARY VIEW v AS SELECT id, name FROM t WHERE qty > 0;
EXPLAIN SELECT * FROM v WHERE id > 5;
EXPLAIN INSERT INTO s (id, name) SELECT id, name FROM t;
EXPLAIN INSERT INTO s2 SELECT name, SUM(qty) FROM t GROUP BY name;
EXPLAIN STATEMENT SET BEGIN
INSERT INTO s SELECT * FROM t WHERE id > 1;
INSERT INTO s2 SELECT name, SUM(qty) FROM t GROUP BY name;
INSERT INTO s2 SELECT name, MAX(qty) FROM t GROUP BY name;
END;
EXPLAIN SELECT a.name, b.qty FROM t a JOIN t b ON a.id = b.id WHERE a.qty > 5;
EXPLAIN SELECT name FROM t UNION ALL SELECT name FROM t UNION ALL SELECT 'x';
EXPLAIN SELECT * FROM t LIMIT 3;
EXPLAIN SELECT id, 1 + 2 * 3 AS k, 'a' || name AS an FROM t;
