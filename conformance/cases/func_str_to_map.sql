-- STR_TO_MAP: the default delimiters, a repeated key (the last value wins), a pair without a
-- value (NULL), a value holding the delimiter, empty text and NULL; maps print in Java's
-- HashMap order.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('a=1,b=2'), ('a,b,,c'), (''), (CAST(NULL AS STRING))) AS t(s);
SELECT s, STR_TO_MAP(s) AS m1, STR_TO_MAP(s, ',', '=') AS m2 FROM s;
SELECT STR_TO_MAP('a=1,b=2,a=3') AS dup, STR_TO_MAP('a:1;b', ';', ':') AS m, STR_TO_MAP('k=v=w') AS eq, STR_TO_MAP('zz=1,b=2,a=3,yy=4,c=5') AS order_keys, STR_TO_MAP('a.1|b.2', '|', '.') AS regex_chars;
CREATE TEMPORARY VIEW mt AS SELECT STR_TO_MAP(s) AS m, STR_TO_MAP('a=1') AS m_lit FROM s;
DESCRIBE mt;
