-- INSERT INTO a view with an OPTIONS hint on the target
-- A learner passes options to a view.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v /*+ OPTIONS('k' = 'v') */ SELECT 2;
