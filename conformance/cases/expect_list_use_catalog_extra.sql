-- USE CATALOG with a stray word
-- A learner adds a word after the catalog name.
SET 'execution.runtime-mode' = 'batch';
USE CATALOG default_catalog x;
