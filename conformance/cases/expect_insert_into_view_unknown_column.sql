-- INSERT INTO a view with a column list naming a column the view lacks
-- A learner names a column that is not there.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v (zzz) SELECT 2;
