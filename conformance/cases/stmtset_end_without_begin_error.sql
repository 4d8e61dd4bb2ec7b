-- END; without a preceding BEGIN STATEMENT SET; is an error
-- A learner runs the INSERTs one by one and then types END; as if a statement set were open.
-- The INSERT before it runs as its own job and prints its row.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sink (a INT) WITH ('connector' = 'print', 'print-identifier' = 'sink');
INSERT INTO sink VALUES (1);
END;
