-- maxwell-json: writing with encode.ignore-null-fields
-- NULL fields are left out of the row image; what happens to the envelope's own null fields.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE d (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'maxwell-json', 'maxwell-json.encode.ignore-null-fields' = 'true');
INSERT INTO d VALUES (1, CAST(NULL AS STRING)), (2, 'b');
