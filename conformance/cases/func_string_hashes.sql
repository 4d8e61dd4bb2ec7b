-- Hashes, base64, hex and binary strings
-- Pins down: MD5/SHA1/SHA224/SHA256/SHA384/SHA512 as lower-case hex of the UTF-8 bytes (CHAR(32)
-- etc.), the same over BYTES, TO_BASE64/FROM_BASE64 round trips (FROM_BASE64 gives STRING),
-- HEX of strings and of integers (negative INT as 64-bit two's complement), BIN, and NULL
-- operands; the last statement fails on invalid base64.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW h AS SELECT * FROM (VALUES ('Flink', X'00ff10', 255), ('', X'', -1), (CAST(NULL AS STRING), CAST(NULL AS BYTES), CAST(NULL AS INT))) AS t(s, b, n);
SELECT s, MD5(s) AS md5, SHA1(s) AS sha1, SHA224(s) AS sha224, SHA256(s) AS sha256 FROM h;
SELECT s, SHA384(s) AS sha384, SHA512(s) AS sha512, MD5(b) AS md5_b, SHA256(b) AS sha256_b FROM h;
SELECT s, TO_BASE64(s) AS b64, FROM_BASE64(TO_BASE64(s)) AS round_trip, TO_BASE64(b) AS b64_bytes, HEX(s) AS hex_s,
  HEX(n) AS hex_n, BIN(n) AS bin_n, HEX(CAST(n AS BIGINT)) AS hex_big, FROM_BASE64('Zmxpbms') AS unpadded
FROM h;
CREATE TEMPORARY VIEW typed AS SELECT MD5(s) AS md5, SHA1(s) AS sha1, SHA512(s) AS sha512, TO_BASE64(s) AS b64,
  FROM_BASE64(s) AS unb64, HEX(s) AS hex_s, HEX(n) AS hex_n, BIN(n) AS bin_n, MD5('x') AS md5_lit
FROM h;
DESCRIBE typed;
SELECT FROM_BASE64('not base64!') AS bad;
