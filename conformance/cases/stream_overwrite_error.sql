-- INSERT OVERWRITE in streaming mode fails, even into a filesystem table that supports it
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE out_csv (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/out', 'format' = 'csv');
INSERT OVERWRITE out_csv VALUES (1);
