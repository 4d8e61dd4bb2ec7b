-- URL_ENCODE and URL_DECODE (application/x-www-form-urlencoded, UTF-8), SHA2 with each bit
-- length, and UNHEX.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('a b&c=d/é~*'), ('a+b%26c%3Dd'), (''), (CAST(NULL AS STRING))) AS t(s);
SELECT s, URL_ENCODE(s) AS ue, URL_DECODE(s) AS ud FROM s;
SELECT SHA2('abc', 224) AS s224, SHA2('abc', 256) AS s256, SHA2('abc', 384) AS s384, SHA2('abc', 512) AS s512, SHA2(CAST(NULL AS STRING), 256) AS sn, UNHEX('414243') AS uh, UNHEX('4') AS uh_odd, UNHEX('') AS uh_empty, UNHEX(CAST(NULL AS STRING)) AS uh_null;
CREATE TEMPORARY VIEW ht AS SELECT URL_ENCODE(s) AS ue, URL_DECODE(s) AS ud, SHA2(s, 256) AS sh, UNHEX(s) AS uh, URL_ENCODE('a') AS ue_lit FROM s;
DESCRIBE ht;
