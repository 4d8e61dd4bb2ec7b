-- USE CATALOG a.b;
-- Pins down: a catalog name has one part, in the grammar.
SET 'execution.runtime-mode' = 'batch';
USE CATALOG a.b;
