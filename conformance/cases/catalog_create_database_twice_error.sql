-- CREATE DATABASE twice is an error; IF NOT EXISTS is quiet
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE shop;
CREATE DATABASE IF NOT EXISTS shop;
CREATE DATABASE shop;
