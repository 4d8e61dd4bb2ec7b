-- INSERT ... ON CONFLICT DO NOTHING into a sink with a primary key
-- Flink 2.3 parses the clause after the query; Flinkpad refuses it as not supported rather than
-- as a syntax error.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (id INT, v INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT * FROM (VALUES (1, 2), (2, 3)) AS t(id, v) ON CONFLICT DO NOTHING;
