-- title: CALL in the in-memory catalog, which has no procedures
SET 'execution.runtime-mode' = 'batch';
CALL `system`.generate_n(2);
