-- CREATE DATABASE with a three-part name
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE a.b.c;
