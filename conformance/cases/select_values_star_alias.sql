-- SELECT * over VALUES with column names, aliases and unnamed VALUES columns
-- Pins down: SELECT * keeps the names given in AS t(...), an unnamed VALUES gets EXPR$0.. columns,
-- AS aliases (also quoted ones with spaces), column order of SELECT *, and a VALUES literal table
-- inserted straight into a print sink.
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM (VALUES (1, 'one', TRUE), (2, 'two', FALSE)) AS t(id, label, flag);
SELECT * FROM (VALUES (1, 'a'), (2, 'b'));
SELECT id AS `the id`, label AS name, id * 10 AS tens, 'const' AS k FROM (VALUES (1, 'one'), (2, 'two')) AS t(id, label);
SELECT t.*, id + 1 AS next_id FROM (VALUES (5, 'x')) AS t(id, label);
VALUES (1, 'bare'), (2, 'values');
CREATE TABLE vout (id INT, label STRING, flag BOOLEAN) WITH ('connector' = 'print', 'print-identifier' = 'vout');
INSERT INTO vout VALUES (1, 'one', TRUE), (2, CAST(NULL AS STRING), FALSE);
