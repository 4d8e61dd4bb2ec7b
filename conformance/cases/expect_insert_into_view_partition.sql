-- INSERT INTO a view with a static PARTITION clause
-- A learner writes a partition into a view.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a, 'x' AS b;
INSERT INTO v PARTITION (b = 'y') SELECT 2;
