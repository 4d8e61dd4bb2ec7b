-- VALUES with string literals of different lengths become VARCHAR(n), not padded CHAR(n)
-- A literal 'a' is CHAR(1) on its own (TYPEOF), but VALUES ('a'), ('abc'), ('ab') gives the
-- column VARCHAR(3): 'a' keeps length 1, no trailing blanks ('[a]', CHAR_LENGTH 1).
-- Inserting into a STRING column and reading it back from json stores the strings unpadded.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT * FROM (VALUES ('a'), ('abc'), ('ab')) AS t(s);
DESCRIBE v;
SELECT s, CHAR_LENGTH(s) AS len, '[' || s || ']' AS bracketed, TYPEOF(s) AS ts FROM v;
SELECT TYPEOF('a') AS t1, TYPEOF('abc') AS t3, TYPEOF(CAST('a' AS STRING)) AS ts;
CREATE TABLE t (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES ('a'), ('abc');
SELECT s, CHAR_LENGTH(s) AS len FROM t;
