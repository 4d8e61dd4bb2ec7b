-- A keep-first deduplication on processing time into a sink keyed on the partition key runs
-- Its upsert key is the partition key, as for keep-last; it emits inserts only.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
INSERT INTO src VALUES (1, 'a'), (1, 'b'), (2, 'c'), (1, 'd');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src_pt (k INT, v STRING, pt AS PROCTIME()) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
CREATE TABLE first_row (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'first');
INSERT INTO first_row SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY pt ASC) AS rn FROM src_pt) WHERE rn = 1;
