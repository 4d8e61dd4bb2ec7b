-- A streaming SELECT's result is a changelog: the client sees +I, -U and +U rows
SET 'execution.runtime-mode' = 'streaming';
SELECT k, COUNT(*) AS n FROM (VALUES ('a'), ('b'), ('a')) AS v(k) GROUP BY k;
