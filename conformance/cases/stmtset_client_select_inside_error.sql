-- A SELECT inside the client's BEGIN STATEMENT SET; ... END; is an error
-- After BEGIN STATEMENT SET; the INSERT is collected, then the SELECT is rejected at once
-- (the SQL client says only INSERT statements are allowed in a statement set).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sink (a INT) WITH ('connector' = 'print', 'print-identifier' = 'sink');
BEGIN STATEMENT SET;
INSERT INTO sink VALUES (1);
SELECT 2;
