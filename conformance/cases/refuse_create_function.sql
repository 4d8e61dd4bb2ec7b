-- CREATE FUNCTION and DROP FUNCTION of a class Flink cannot load
-- Records what Flink does with a function whose class is not on the class path. Flinkpad has no
-- Java UDFs and refuses CREATE FUNCTION as not supported rather than as a syntax error.
SET 'execution.runtime-mode' = 'batch';
CREATE FUNCTION f AS 'com.example.NoSuchFunction';
DROP FUNCTION f;
CREATE TEMPORARY FUNCTION g AS 'com.example.NoSuchFunction';
