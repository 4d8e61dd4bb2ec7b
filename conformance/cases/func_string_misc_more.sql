-- INET_ATON, INET_NTOA, ENCODE and DECODE, PRINTF, HASH_CODE-free: the odd string functions.
SET 'execution.runtime-mode' = 'batch';
SELECT INET_ATON('1.2.3.4') AS a, INET_ATON('256.1.1.1') AS bad, INET_ATON('1.2.3') AS short, INET_NTOA(16909060) AS n, INET_NTOA(-1) AS neg, DECODE(ENCODE('hé', 'UTF-8'), 'UTF-8') AS rt, ENCODE('hé', 'UTF-8') AS enc, CURRENT_DATABASE() AS db;
