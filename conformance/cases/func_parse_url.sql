-- PARSE_URL: every part, a query key, a missing key, an unknown part and text that is no URL.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW u AS SELECT * FROM (VALUES ('http://user:pw@facebook.com:8080/path/p1.php?query=1&k2=v2#Ref1'), ('https://example.org'), ('not a url'), (CAST(NULL AS STRING))) AS t(u);
SELECT u, PARSE_URL(u, 'HOST') AS host, PARSE_URL(u, 'PATH') AS p, PARSE_URL(u, 'QUERY') AS q, PARSE_URL(u, 'QUERY', 'k2') AS k2, PARSE_URL(u, 'QUERY', 'nope') AS nokey, PARSE_URL(u, 'REF') AS r, PARSE_URL(u, 'PROTOCOL') AS pr, PARSE_URL(u, 'FILE') AS f, PARSE_URL(u, 'AUTHORITY') AS a, PARSE_URL(u, 'USERINFO') AS ui, PARSE_URL(u, 'NOPE') AS badpart FROM u;
CREATE TEMPORARY VIEW pt AS SELECT PARSE_URL(u, 'HOST') AS host, PARSE_URL(u, 'QUERY', 'k') AS k FROM u;
DESCRIBE pt;
