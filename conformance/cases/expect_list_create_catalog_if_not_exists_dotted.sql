-- CREATE CATALOG IF NOT EXISTS with a dotted name
-- A learner qualifies a catalog name.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG IF NOT EXISTS a.b WITH ('type' = 'generic_in_memory');
