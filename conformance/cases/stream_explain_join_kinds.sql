-- Streaming EXPLAIN CHANGELOG_MODE of inner, left, right and full joins
-- Flink's streaming Join names the join type, the condition, the fields it selects and each
-- input's JoinInputSideSpec, from the input's unique keys: a primary key that the join key
-- contains is JoinKeyContainsUniqueKey, no key is NoUniqueKey. Both inputs arrive hashed on the
-- join keys. An inner join of insert-only inputs inserts; outer joins retract padded rows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON o.cid = c.cid;
EXPLAIN CHANGELOG_MODE SELECT o.oid, c.name FROM orders AS o LEFT JOIN customers AS c ON o.cid = c.cid AND o.amount > 10;
EXPLAIN CHANGELOG_MODE SELECT o.oid, c.name FROM orders AS o RIGHT JOIN customers AS c ON o.cid = c.cid;
EXPLAIN CHANGELOG_MODE SELECT * FROM orders AS o FULL JOIN customers AS c ON o.cid = c.cid;
EXPLAIN SELECT o.oid, c.name FROM orders AS o JOIN customers AS c ON o.cid = c.cid WHERE o.amount > 5 AND c.name <> 'x';
