-- SIMILAR TO with a ] that closes no bracket fails
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW w AS SELECT * FROM (VALUES ('abc')) AS t(s);
SELECT s SIMILAR TO 'a]' FROM w;
