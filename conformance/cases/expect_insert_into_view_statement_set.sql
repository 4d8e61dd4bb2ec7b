-- INSERT INTO a view inside a statement set
-- A learner writes into a view from a statement set.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
EXECUTE STATEMENT SET BEGIN
INSERT INTO v SELECT 2;
END;
