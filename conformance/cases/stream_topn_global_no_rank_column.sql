-- Global streaming Top-3 without the rank in the output: rows enter and leave
-- ROW_NUMBER over the whole input, ordered by amount descending, keeping the top 3 and not
-- selecting the row number, as Flink's "Top-N without rank number" optimisation allows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES (1, 50), (2, 10), (3, 70), (4, 20), (5, 60), (6, 5)) AS v(id, amount);
CREATE TABLE s (id INT, amount INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT id, amount FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY amount DESC) AS rn FROM t) WHERE rn <= 3;
