-- ALTER TABLE RENAME TO, and ALTER TABLE IF EXISTS on a missing table
-- Pins down: the table moves to the new name, in the same or a qualified database; IF EXISTS
-- makes every ALTER of a missing table succeed without effect.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p RENAME TO p2;
SHOW TABLES;
SHOW CREATE TABLE p2;
ALTER TABLE default_catalog.default_database.p2 RENAME TO default_database.p3;
SHOW TABLES;
ALTER TABLE IF EXISTS nope RENAME TO nope2;
ALTER TABLE IF EXISTS nope SET ('a' = 'b');
ALTER TABLE IF EXISTS nope ADD x INT;
ALTER TABLE IF EXISTS nope DROP x;
ALTER TABLE IF EXISTS nope RENAME x TO y;
SHOW TABLES;
