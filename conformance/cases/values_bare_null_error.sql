-- Error: a bare NULL literal in INSERT ... VALUES
-- Flink does not type an untyped NULL from the other rows or from the sink column: even
-- INSERT INTO p VALUES (1, 'x'), (NULL, NULL) with INT/STRING sink columns fails validation with
-- "Illegal use of 'NULL'". The learner must write CAST(NULL AS INT). The CAST form runs first.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (n INT, s STRING) WITH ('connector' = 'print', 'print-identifier' = 'barenull');
INSERT INTO p VALUES (1, 'x'), (CAST(NULL AS INT), CAST(NULL AS STRING));
INSERT INTO p VALUES (1, 'x'), (NULL, NULL);
