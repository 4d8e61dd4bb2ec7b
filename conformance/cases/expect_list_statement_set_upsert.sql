-- UPSERT INTO inside a statement set
-- Flink's grammar lists UPSERT where an INSERT of a statement set may come.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');
EXECUTE STATEMENT SET BEGIN
UPSERT INTO s VALUES (1);
END;
