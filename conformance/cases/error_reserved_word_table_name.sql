-- Error: a reserved word used as a table name (CREATE TABLE buckets)
-- BUCKETS is a reserved keyword in Flink 2.x SQL (DISTRIBUTED INTO n BUCKETS), so a table
-- named buckets must be back-quoted; the quoted form before the error works.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE `buckets` (n INT) WITH ('connector' = 'blackhole');
INSERT INTO `buckets` VALUES (1);
CREATE TABLE buckets (n INT) WITH ('connector' = 'blackhole');
