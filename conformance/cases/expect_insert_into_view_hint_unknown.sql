-- INSERT INTO a view with an unknown hint on the target
-- A learner passes a made-up hint to a view.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v /*+ X */ SELECT 2;
