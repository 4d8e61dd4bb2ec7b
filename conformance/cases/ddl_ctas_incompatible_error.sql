-- CREATE TABLE ... AS SELECT declaring a column the query's type cannot cast to
-- Pins down: the message names the column, its position in the declared list and both types.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE c1 (b INT, a STRING) WITH ('connector' = 'blackhole') AS SELECT 1 AS a, 2 AS b, 3 AS c;
