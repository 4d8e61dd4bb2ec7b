-- filesystem: a json option on a csv table
-- 'json.ignore-parse-errors' on a csv table is an unsupported option of the connector.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'json.ignore-parse-errors' = 'true');
INSERT INTO t VALUES (1);
