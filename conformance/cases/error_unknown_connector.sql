-- Error: a connector name that does not exist ('kafak')
-- CREATE TABLE only stores the options; the first query that reads the table fails looking up
-- the factory, and the message lists the connectors that are available.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT) WITH ('connector' = 'kafak');
SELECT * FROM src;
