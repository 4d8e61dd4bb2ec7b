-- INSERT INTO a view with a column list
-- A learner names the view's column in the INSERT.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v (a) SELECT 2;
