-- cast: CHAR, VARCHAR, BINARY and VARBINARY lengths
-- CASTs to CHAR(n) pad, to VARCHAR(n) truncate, to BINARY(n) pad with zero bytes and truncate
-- by bytes; invalid UTF-8 becomes U+FFFD; DESCRIBE shows the types.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('a'), ('abcdef'), (''), ('äöü日本語x')) AS t(v);
SELECT v, CAST(v AS CHAR(3)) || '|', CAST(v AS VARCHAR(3)) || '|', CHAR_LENGTH(CAST(v AS CHAR(3))), CAST(v AS BINARY(2)), CAST(v AS VARBINARY(2)), CAST(v AS BYTES), CAST(v AS BINARY(8)) FROM s;
SELECT CAST(12345 AS VARCHAR(3)), CAST(12345 AS CHAR(8)) || '|', CAST(X'0102' AS BINARY(3)), CAST(X'010203' AS VARBINARY(1)), CAST(X'e697a5' AS STRING), CAST(X'ff' AS STRING), CAST('a' AS CHAR(3)), CAST(X'0102' AS VARCHAR(1));
CREATE TEMPORARY VIEW lens AS SELECT CAST('a' AS CHAR(3)) AS c3, 'abc' AS lit, CAST('x' AS VARCHAR(5)) AS v5, X'0102' AS b, CAST(X'01' AS BINARY(3)) AS b3, CAST(v AS CHAR(3)) AS cv FROM s;
DESCRIBE lens;
SELECT c3 || '|', CHAR_LENGTH(c3), c3 = 'a', cv || '|' FROM lens;
