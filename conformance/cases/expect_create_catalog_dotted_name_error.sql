-- CREATE CATALOG takes a simple name: a dotted name is a parse error listing what may follow the name
-- A learner qualifies a catalog name as if it were a table.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG invalid.cat WITH ('type' = 'generic_in_memory');
