-- DROP CATALOG of a catalog that does not exist; IF EXISTS is quiet
SET 'execution.runtime-mode' = 'batch';
DROP CATALOG IF EXISTS nocat;
DROP CATALOG nocat;
