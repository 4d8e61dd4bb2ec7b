-- CREATE DATABASE, USE, and how one-, two- and three-part names resolve
-- After USE shop, a bare name means default_catalog.shop.name; the default database's
-- tables stay reachable with a two-part name. SHOW DATABASES and SHOW TABLES list them sorted.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'print', 'print-identifier' = 'default_t');
CREATE DATABASE shop;
CREATE DATABASE IF NOT EXISTS shop;
USE shop;
CREATE TABLE t (a INT) WITH ('connector' = 'print', 'print-identifier' = 'shop_t');
SHOW DATABASES;
SHOW TABLES;
SHOW CURRENT DATABASE;
INSERT INTO t VALUES (1);
INSERT INTO default_database.t VALUES (2);
INSERT INTO default_catalog.shop.t VALUES (3);
USE CATALOG default_catalog;
SHOW CURRENT CATALOG;
USE nowhere;
