-- A SELECT inside EXECUTE STATEMENT SET BEGIN ... END is an error
-- A learner puts a query next to the INSERTs of a statement set; only INSERTs are allowed there.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sink (a INT) WITH ('connector' = 'print', 'print-identifier' = 'sink');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO sink VALUES (1);
SELECT 2;
END;
