-- EXECUTE PLAN after ALTER TABLE SET of the source's and the sink's options
-- Pins down: whether the executed plan reads and writes with the options it was compiled with.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TABLE dst (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/first', 'format' = 'csv');
COMPILE PLAN '${WORKDIR}/_plans/p.json' FOR INSERT INTO dst SELECT id FROM src;
ALTER TABLE src SET ('number-of-rows' = '1', 'fields.id.end' = '1');
ALTER TABLE dst SET ('path' = '${WORKDIR}/second');
EXECUTE PLAN '${WORKDIR}/_plans/p.json';
