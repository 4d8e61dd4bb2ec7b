-- INSERT INTO a view of a NOT NULL column a nullable value
-- The view's column is INT NOT NULL; the query's is INT.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v SELECT CAST(NULL AS INT);
