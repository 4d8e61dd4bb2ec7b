-- SELECT DISTINCT in streaming mode: each new value once, insert-only
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('x'), ('y'), ('x'), ('z'), ('y')) AS v(u);
CREATE TABLE s (u STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT DISTINCT u FROM t;
