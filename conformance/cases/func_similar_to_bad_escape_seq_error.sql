-- SIMILAR TO whose escape character is followed by an ordinary character fails
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW w AS SELECT * FROM (VALUES ('abc')) AS t(s);
SELECT s SIMILAR TO 'a!bc' ESCAPE '!' FROM w;
