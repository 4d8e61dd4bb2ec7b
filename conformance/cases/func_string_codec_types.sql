-- The result types of ENCODE, DECODE, INET_ATON, INET_NTOA, CURRENT_DATABASE and SHA2.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW ct AS SELECT ENCODE(s, 'UTF-8') AS enc, DECODE(ENCODE(s, 'UTF-8'), 'UTF-8') AS dec_s, INET_ATON(s) AS aton, INET_NTOA(CHAR_LENGTH(s)) AS ntoa, CURRENT_DATABASE() AS db, SHA2('a', 256) AS sha_lit, ENCODE('a', 'UTF-8') AS enc_lit FROM (VALUES ('1.2.3.4'), (CAST(NULL AS STRING))) AS t(s);
DESCRIBE ct;
SELECT enc, dec_s, aton, ntoa, db FROM ct;
