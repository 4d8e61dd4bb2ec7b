-- JSON_QUOTE escapes as Flink's JsonQuoteFunction does (non-ASCII and '/' too); JSON_UNQUOTE
-- returns text that is not a quoted JSON string as it is.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('a"b\c'), ('tab	x'), ('ü/€'), ('"a\"b"'), ('"\u00fc"'), ('abc'), ('"abc'), ('[1]'), ('  "sp"  '), ('"a\nb"'), ('"bad \x"'), ('"'), ('12'), (''), (CAST(NULL AS STRING))) AS t(s);
SELECT s, JSON_QUOTE(s) AS q, JSON_UNQUOTE(s) AS u FROM s;
CREATE TEMPORARY VIEW qt AS SELECT JSON_QUOTE(s) AS q, JSON_UNQUOTE(s) AS u, JSON_QUOTE('a') AS q_lit FROM s;
DESCRIBE qt;
