-- COMPILE PLAN of an INSERT whose source and target carry OPTIONS hints, then EXECUTE PLAN
-- Pins down: the plan keeps the hints' options, so executing it reads and writes as the hints say.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
CREATE TABLE dst (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/nowhere', 'format' = 'csv');
COMPILE PLAN '${WORKDIR}/_plans/hint.json' FOR INSERT INTO dst /*+ OPTIONS('path' = '${WORKDIR}/dst') */ SELECT id FROM src /*+ OPTIONS('fields.id.end' = '2', 'number-of-rows' = '2') */;
EXECUTE PLAN '${WORKDIR}/_plans/hint.json';
SELECT id FROM dst /*+ OPTIONS('path' = '${WORKDIR}/dst') */;
