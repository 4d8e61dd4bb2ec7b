-- CREATE TABLE mistakes that Flink rejects before any data flows
-- A primary key on a column that is not in the table; Flink reports where the name is,
-- counting lines from the start of the statement's text, comments included.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ok_table (a INT, PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'blackhole');
DESCRIBE ok_table;
-- the key names a column the table does not have
CREATE TABLE t (a INT, PRIMARY KEY (b) NOT ENFORCED) WITH ('connector' = 'blackhole');
