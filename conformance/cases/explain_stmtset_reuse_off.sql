-- EXPLAIN STATEMENT SET: a shared aggregate with sub-plan reuse on and off
-- Two sinks filter one aggregate. With table.optimizer.reuse-sub-plan-enabled on the aggregate
-- is computed once (reuse_id=[1]); switched off, each sink has its own copy of the whole tree.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE clicks (usr STRING, url STRING, n INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/clicks', 'format' = 'csv');
CREATE TABLE heavy (usr STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 'heavy');
CREATE TABLE light (usr STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 'light');
CREATE TEMPORARY VIEW per_user AS SELECT usr, SUM(n) AS total FROM clicks GROUP BY usr;
EXPLAIN STATEMENT SET BEGIN
INSERT INTO heavy SELECT usr, total FROM per_user WHERE total > 10;
INSERT INTO light SELECT usr, total FROM per_user WHERE total <= 10;
END;
SET 'table.optimizer.reuse-sub-plan-enabled' = 'false';
EXPLAIN STATEMENT SET BEGIN
INSERT INTO heavy SELECT usr, total FROM per_user WHERE total > 10;
INSERT INTO light SELECT usr, total FROM per_user WHERE total <= 10;
END;
