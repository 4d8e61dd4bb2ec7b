-- A keep-last deduplication into a sink keyed on another column is refused
-- The deduplication's upsert key is its partition key k, not the sink's primary key v.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
INSERT INTO src VALUES (1, 'a'), (1, 'b');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src_pt (k INT, v STRING, pt AS PROCTIME()) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
CREATE TABLE last_row (k INT, v STRING NOT NULL, PRIMARY KEY (v) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'last');
INSERT INTO last_row SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY pt DESC) AS rn FROM src_pt) WHERE rn = 1;
