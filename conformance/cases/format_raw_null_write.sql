-- raw: writing NULL
-- What a filesystem table in the raw format writes for a NULL value.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE r (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'raw');
INSERT INTO r VALUES ('a'), (CAST(NULL AS STRING)), ('b');
SELECT * FROM r;
