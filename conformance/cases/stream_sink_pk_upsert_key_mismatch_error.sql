-- A left join into a sink with a primary key the join's output is not keyed on fails
-- Flink 2.3 checks that the query's upsert key matches the sink's primary key; a join of two
-- VALUES has no upsert key, so the planner asks for an ON CONFLICT clause.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, x);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (1, 'A')) AS v(id, y);
CREATE TABLE s (id INT, x STRING, y STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT l.id, l.x, r.y FROM l LEFT JOIN r ON l.id = r.id;
