-- raw: an unknown raw.endianness
-- The option takes big-endian or little-endian.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE r (x INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'raw', 'raw.endianness' = 'middle');
SELECT * FROM r;
