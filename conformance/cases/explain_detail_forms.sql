-- EXPLAIN details in batch mode
-- CHANGELOG_MODE adds nothing in batch mode (only streaming nodes print changelogMode), and
-- PLAN_ADVICE is refused in batch mode.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE SELECT id FROM t WHERE id > 1;
EXPLAIN PLAN_ADVICE SELECT id FROM t WHERE id > 1;
