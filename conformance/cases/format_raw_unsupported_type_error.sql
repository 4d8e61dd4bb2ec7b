-- raw: a DATE column
-- raw reads strings, binary strings, booleans and numbers only.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE r (d DATE) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'raw');
SELECT * FROM r;
