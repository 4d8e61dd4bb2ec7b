-- EXPLAIN: ORDER BY, LIMIT and both
-- ORDER BY ... LIMIT is a local SortLimit under a global one; ORDER BY alone sorts on one task;
-- LIMIT alone is a local and a global Limit.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE scores (player STRING, score INT, ts BIGINT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/scores', 'format' = 'csv');
EXPLAIN SELECT player, score FROM scores ORDER BY score DESC LIMIT 3;
EXPLAIN SELECT player, score FROM scores ORDER BY score, player DESC;
EXPLAIN SELECT player FROM scores LIMIT 5;
EXPLAIN SELECT player, score FROM scores ORDER BY score LIMIT 2 OFFSET 1;
