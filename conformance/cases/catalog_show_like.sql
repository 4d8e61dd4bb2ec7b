-- SHOW TABLES, VIEWS, DATABASES, CATALOGS and COLUMNS with FROM/IN and [NOT] LIKE
-- Pins down: SHOW TABLES lists views and temporary objects too; LIKE is case-sensitive with %
-- and _ and a backslash escape; ILIKE (catalogs, databases) ignores case; FROM/IN names another
-- database, with or without its catalog; SHOW COLUMNS gives DESCRIBE's rows for the matching
-- columns; SHOW CREATE of a temporary table and view says TEMPORARY; SHOW USER FUNCTIONS is
-- empty.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, name STRING, Amount INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE TABLE Order_Items (id INT) WITH ('connector' = 'blackhole');
CREATE TEMPORARY TABLE tmp_t (id INT) WITH ('connector' = 'blackhole');
CREATE VIEW order_view AS SELECT id, name FROM orders WHERE id > 1;
CREATE TEMPORARY VIEW tmp_v (a, b) COMMENT 'c' AS SELECT id, name FROM orders;
CREATE DATABASE db2;
CREATE TABLE db2.other (x INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW db2.other_v AS SELECT * FROM db2.other;
SHOW TABLES;
SHOW TABLES LIKE 'order%';
SHOW TABLES NOT LIKE 'order%';
SHOW TABLES LIKE 'order_';
SHOW TABLES LIKE 'Order\_%';
SHOW TABLES LIKE '%\_%';
SHOW TABLES FROM db2;
SHOW TABLES IN default_catalog.db2 LIKE '%v';
SHOW VIEWS;
SHOW VIEWS FROM db2;
SHOW VIEWS LIKE 'tmp%';
SHOW DATABASES;
SHOW DATABASES LIKE 'db%';
SHOW DATABASES NOT LIKE 'db%';
SHOW DATABASES ILIKE 'DB%';
SHOW DATABASES FROM default_catalog LIKE 'db%';
SHOW CATALOGS LIKE 'default%';
SHOW CATALOGS ILIKE 'DEFAULT%';
SHOW CATALOGS NOT LIKE 'x%';
SHOW COLUMNS FROM orders;
SHOW COLUMNS IN orders LIKE '%m%';
SHOW COLUMNS FROM orders NOT LIKE '%m%';
SHOW COLUMNS FROM db2.other;
SHOW CREATE TABLE tmp_t;
SHOW CREATE TABLE orders;
SHOW USER FUNCTIONS LIKE 'x%';
USE db2;
SHOW TABLES;
SHOW VIEWS FROM default_database LIKE 'order%';
