-- DESCRIBE of a table that does not exist
-- The learner describes a table before creating it, in a database they switched to.
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE shop;
USE shop;
DESCRIBE orders;
