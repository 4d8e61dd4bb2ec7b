-- Streaming EXPLAIN of ORDER BY ... LIMIT, LIMIT, DISTINCT and COUNT(DISTINCT)
-- ORDER BY ... LIMIT is a SortLimit over an Exchange to one task, with its rank strategy; LIMIT
-- alone is a Limit; DISTINCT is a GroupAggregate on every field.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE SELECT oid, amount FROM orders ORDER BY amount DESC LIMIT 3;
EXPLAIN CHANGELOG_MODE SELECT * FROM orders ORDER BY cid, amount DESC LIMIT 2;
EXPLAIN CHANGELOG_MODE SELECT * FROM orders LIMIT 3;
EXPLAIN CHANGELOG_MODE SELECT DISTINCT cid FROM orders;
EXPLAIN CHANGELOG_MODE SELECT DISTINCT cid, amount FROM orders WHERE amount > 1;
EXPLAIN CHANGELOG_MODE SELECT cid, COUNT(DISTINCT amount) AS n FROM orders GROUP BY cid;
EXPLAIN SELECT oid, amount FROM orders ORDER BY amount LIMIT 3;
