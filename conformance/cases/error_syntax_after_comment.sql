-- A syntax error after a comment: Flink counts lines from the comment
-- The SQL client hands Flink each statement's text from the first non-blank character after the
-- previous semicolon, comments included, so the error is on "line 2" of the statement (checked
-- against Flink 2.3's own sql-client -f as well).
SET 'execution.runtime-mode' = 'batch';
-- a comment line
SELECT id amount name FROM t;
