-- EXPLAIN and rows of SUM and AVG beside a variance call over a changelog (streaming)
-- The reduced SUM is $SUM0 beside COUNT, retracting as the aggregate below updates its rows;
-- pins how Flink names their retracting forms.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE v (k INT, i INT, d DOUBLE) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/v', 'format' = 'csv', 'csv.null-literal' = 'null');
INSERT INTO v VALUES (1, 1, 1.5e0), (1, 2, 2.5e0), (2, 7, 3.0e0), (2, CAST(NULL AS INT), CAST(NULL AS DOUBLE)), (3, 4, 0.5e0);
EXPLAIN SELECT c, VAR_POP(s), SUM(s), AVG(d) FROM (SELECT k, COUNT(*) AS c, SUM(i) AS s, MAX(d) AS d FROM v GROUP BY k) GROUP BY c;
SELECT c, VAR_POP(s), SUM(s), AVG(d) FROM (SELECT k, COUNT(*) AS c, SUM(i) AS s, MAX(d) AS d FROM v GROUP BY k) GROUP BY c;
