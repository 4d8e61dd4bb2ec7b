-- Queries read a table and a view as ALTER left them
-- Pins down: a computed column added by ALTER TABLE ADD is computed on read; a csv column
-- renamed by ALTER TABLE RENAME reads the same field under its new name; a renamed table is
-- read under its new name; ALTER VIEW AS changes what the view returns; ALTER TABLE SET of a
-- format option applies to the next read.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (a INT, b STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
INSERT INTO f VALUES (1, 'x'), (2, 'y');
ALTER TABLE f ADD c AS a * 10 AFTER a;
ALTER TABLE f RENAME b TO b2;
SELECT * FROM f;
ALTER TABLE f RENAME TO g;
SELECT b2, c FROM g WHERE a > 1;
CREATE VIEW v AS SELECT a FROM g;
ALTER VIEW v AS SELECT a + 1 AS a1, b2 FROM g;
SELECT * FROM v;
ALTER TABLE g SET ('csv.field-delimiter' = ';');
SELECT a, b2 FROM g;
