-- title: an unquoted SET after a comment is a parse error
-- Flink's extended parser matches its regular expression against the whole statement, and the
-- client hands it the comments before the statement too; Calcite's grammar then wants quotes.
SET execution.runtime-mode = batch;
SELECT 1 AS x;
