-- A filesystem sink fed by an updating aggregate in streaming mode is an error
-- A learner writes a streaming GROUP BY into a csv filesystem table. The filesystem sink is
-- append-only, so the planner refuses the -U/+U changes the aggregate produces.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW sales AS SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('apple', 4)) AS t(fruit, qty);
CREATE TABLE totals (fruit STRING, total INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/totals', 'format' = 'csv');
INSERT INTO totals SELECT fruit, SUM(qty) FROM sales GROUP BY fruit;
