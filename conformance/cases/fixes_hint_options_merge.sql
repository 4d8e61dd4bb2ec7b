-- OPTIONS hints merge their options over the table's, for sources and INSERT targets
-- With table.dynamic-table-options.enabled (true by default), a hint's options override the
-- table's: csv.ignore-parse-errors reads a file the table alone cannot, a format hint on the
-- INSERT target writes json, and number-of-rows on a datagen table bounds it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE raw_rows (a STRING, b STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/bad', 'format' = 'csv');
INSERT INTO raw_rows VALUES ('1', 'a'), ('x', 'b'), ('3', 'c');
CREATE TABLE typed (a INT, b STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/bad', 'format' = 'csv');
SELECT * FROM typed /*+ OPTIONS('csv.ignore-parse-errors' = 'true') */;
CREATE TABLE out_rows (a INT, b STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/out', 'format' = 'csv');
INSERT INTO out_rows /*+ OPTIONS('format' = 'json') */ VALUES (1, 'x');
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) AS n FROM gen /*+ OPTIONS('number-of-rows' = '7') */;
CREATE TABLE shown (a INT) WITH ('connector' = 'print', 'print-identifier' = 'table');
INSERT INTO shown /*+ OPTIONS('print-identifier' = 'hinted') */ VALUES (5);
SELECT * FROM typed;
