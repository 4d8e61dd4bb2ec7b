-- LISTAGG with the default and a custom separator
-- Pins down: the default separator is ',' (no space), a custom separator, NULL values skipped, a
-- group with only NULLs giving NULL, and the result type copied from the argument (VARCHAR(5) here)
-- even though the concatenated value is longer. Order inside a group is only defined by arrival
-- order, so multi-row concatenations read a datagen sequence (one source, in order, no GROUP BY
-- sort); grouped cases have one non-NULL value per group. (A VALUES list containing CAST(NULL ...)
-- is planned as a UNION ALL of one-row inputs, whose arrival order is not deterministic.)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq (n INT) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '5', 'number-of-rows' = '5');
CREATE TEMPORARY VIEW colors AS
SELECT n, CASE n WHEN 1 THEN 'red' WHEN 2 THEN 'green' WHEN 3 THEN 'blue' WHEN 4 THEN 'amber' END AS c FROM seq;
SELECT LISTAGG(c) AS l_default, LISTAGG(c, ' | ') AS l_pipe, LISTAGG(c, '') AS l_empty_sep, COUNT(c) AS n FROM colors;
SELECT LISTAGG(c, '-') AS l FROM colors WHERE n > 1;
SELECT LISTAGG(c) AS l FROM colors WHERE n = 5;
CREATE TEMPORARY VIEW tags AS
SELECT * FROM (VALUES
  (1, 'red'), (2, 'solo'), (3, CAST(NULL AS STRING)), (4, 'x'), (4, CAST(NULL AS STRING)), (4, CAST(NULL AS STRING))
) AS t(id, tag);
SELECT id, LISTAGG(tag) AS tags_default, LISTAGG(tag, ' | ') AS tags_pipe, COUNT(tag) AS n FROM tags GROUP BY id;
CREATE TEMPORARY VIEW typed AS SELECT LISTAGG(c) AS l, LISTAGG(c, '; ') AS l2 FROM colors;
DESCRIBE typed;
CREATE TABLE la_out (l STRING) WITH ('connector' = 'print', 'print-identifier' = 'la_out');
INSERT INTO la_out SELECT LISTAGG(c, '+') FROM colors;
