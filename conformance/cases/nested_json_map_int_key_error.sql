-- nested: a json table with a MAP<INT, STRING> column
-- json maps need string keys: writing fails with UnsupportedOperationException.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, m MAP<INT, STRING>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, MAP[1, 'one']);
