-- Five print sinks in one streaming set, a CTE inside each INSERT, one source read five ways
-- Each INSERT has its own WITH ... AS (...) clause and reads a different projection of the same
-- datagen sequence table (ids 1..6). Streaming mode: appends are +I, the two aggregates emit
-- +I/-U/+U changelogs. Every sink's output belongs to the one EXECUTE STATEMENT SET statement.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE nums (id BIGINT, sq AS id * id, parity AS CASE WHEN MOD(id, 2) = 0 THEN 'even' ELSE 'odd' END)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
CREATE TABLE s1 (id BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's1');
CREATE TABLE s2 (id BIGINT, sq BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's2');
CREATE TABLE s3 (parity STRING, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's3');
CREATE TABLE s4 (parity STRING, total BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's4');
CREATE TABLE s5 (label STRING) WITH ('connector' = 'print', 'print-identifier' = 's5');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO s1 WITH small AS (SELECT id FROM nums WHERE id <= 2) SELECT id FROM small;
INSERT INTO s2 WITH squares AS (SELECT id, sq FROM nums) SELECT id, sq FROM squares WHERE sq > 20;
INSERT INTO s3 WITH p AS (SELECT parity FROM nums) SELECT parity, COUNT(*) FROM p GROUP BY parity;
INSERT INTO s4 WITH p AS (SELECT parity, id FROM nums) SELECT parity, SUM(id) FROM p WHERE id > 3 GROUP BY parity;
INSERT INTO s5 WITH l AS (SELECT 'n' || CAST(id AS STRING) AS label FROM nums) SELECT label FROM l WHERE label <> 'n3';
END;
