-- EXECUTE STATEMENT SET BEGIN END; with no INSERT in it is an error
-- A learner writes an empty statement set; Flink's parser requires at least one INSERT.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sink (a INT) WITH ('connector' = 'blackhole');
EXECUTE STATEMENT SET BEGIN END;
