-- EXPLAIN: expressions, constants from filters, aggregates and sorts in Flink's plans
-- LIKE and CASE keep their literals' types (a CASE's branches take its type); a filter's x = literal
-- and x IS NULL make x a constant in the projection; x <> 3 AND x <> 5 is a search with holes;
-- COUNT(*) reads one column; DECIMAL accumulators still allow a hash aggregate; NULLS LAST on an
-- ascending key is Calcite's default and prints no null order.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, price DECIMAL(10, 2), qty BIGINT, ts TIMESTAMP(3), flag BOOLEAN) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE u (id INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/u', 'format' = 'csv');
EXPLAIN SELECT id, name FROM t WHERE name LIKE 'a%';
EXPLAIN SELECT id, CASE WHEN qty > 10 THEN 'big' ELSE 'small' END AS size FROM t;
EXPLAIN SELECT id, price * 2 AS p2, qty + 1 AS q1 FROM t WHERE price > 1.5 AND flag;
EXPLAIN SELECT COUNT(*) FROM t;
EXPLAIN SELECT name, COUNT(*) AS n FROM t GROUP BY name ORDER BY n DESC LIMIT 10;
EXPLAIN SELECT t.name, COUNT(*) AS c FROM t JOIN u ON t.id = u.id GROUP BY t.name;
EXPLAIN SELECT id FROM t WHERE id <> 3 AND id <> 5;
EXPLAIN SELECT id FROM t WHERE id = 1 OR name = 'x';
EXPLAIN SELECT DISTINCT name FROM t ORDER BY name;
EXPLAIN SELECT id, name FROM t ORDER BY name NULLS LAST;
EXPLAIN SELECT SUM(price), AVG(qty), MIN(ts) FROM t;
EXPLAIN SELECT id FROM t WHERE qty BETWEEN 1 AND 10 AND id IN (1, 2);
EXPLAIN SELECT CAST(id AS STRING) AS s, UPPER(name) FROM t WHERE id IS NULL;
EXPLAIN SELECT -id AS neg, NOT flag AS nf FROM t;
