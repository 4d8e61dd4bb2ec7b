-- OFFSET without LIMIT/FETCH fails in batch mode
-- A learner skips the first rows with ORDER BY ... OFFSET n ROWS and no LIMIT; standard SQL allows
-- it, but Flink's batch planner rejects an unbounded limit end. With a FETCH it works (shown first).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW p AS SELECT * FROM (VALUES ('a', 30), ('b', 10), ('c', 20), ('d', 40)) AS t(name, score);
SELECT name FROM p ORDER BY name DESC OFFSET 2 ROWS FETCH NEXT 10 ROWS ONLY;
SELECT name FROM p ORDER BY name DESC OFFSET 2 ROWS;
