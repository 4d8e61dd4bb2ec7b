-- EXPLAIN STATEMENT SET: two sinks that read the same table
-- The two INSERTs read the same columns of one table, so the scan is one node of the execution
-- plan (reuse_id=[1]) that both Calcs read. With reuse-source-enabled off each sink has its own.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, kind STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
CREATE TABLE clicks (id INT, v INT) WITH ('connector' = 'blackhole');
CREATE TABLE seen (id INT, v INT) WITH ('connector' = 'blackhole');
EXPLAIN STATEMENT SET BEGIN
INSERT INTO clicks SELECT id, v FROM events WHERE kind = 'click';
INSERT INTO seen SELECT id, v FROM events WHERE kind = 'view';
END;
SET 'table.optimizer.reuse-source-enabled' = 'false';
EXPLAIN STATEMENT SET BEGIN
INSERT INTO clicks SELECT id, v FROM events WHERE kind = 'click';
INSERT INTO seen SELECT id, v FROM events WHERE kind = 'view';
END;
