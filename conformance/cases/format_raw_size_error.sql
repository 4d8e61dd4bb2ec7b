-- raw: an INT read from three bytes
-- A numeric column needs exactly its width of bytes.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE b (x BYTES) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'raw');
INSERT INTO b VALUES (X'000102');
CREATE TABLE i (x INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'raw');
SELECT * FROM i;
