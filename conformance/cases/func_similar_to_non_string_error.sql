-- SIMILAR TO over an INT is a type error
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW w AS SELECT * FROM (VALUES (1)) AS t(i);
SELECT i SIMILAR TO '1' FROM w;
