-- Error: calling a function that does not exist
-- A learner uses a function from another SQL dialect (LEN instead of CHAR_LENGTH).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW words AS SELECT * FROM (VALUES ('kiwi'), ('apple')) AS t(w);
SELECT w, CHAR_LENGTH(w) AS n FROM words;
SELECT w, LEN(w) AS n FROM words;
