-- The SQL client's BEGIN STATEMENT SET; ... END; in streaming mode with an updating aggregate
-- INSERTs between BEGIN STATEMENT SET; and END; are only collected; END; submits one job, so the
-- print output of both sinks belongs to the END statement. One sink gets the raw appends (+I),
-- the other a grouped COUNT changelog (+I/-U/+U).
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW clicks AS
  SELECT * FROM (VALUES ('ann', '/home'), ('bob', '/home'), ('ann', '/cart'), ('ann', '/pay')) AS t(usr, page);
CREATE TABLE raw_out (usr STRING, page STRING) WITH ('connector' = 'print', 'print-identifier' = 'raw');
CREATE TABLE cnt_out (usr STRING, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'cnt');
BEGIN STATEMENT SET;
INSERT INTO raw_out SELECT usr, page FROM clicks;
INSERT INTO cnt_out SELECT usr, COUNT(*) FROM clicks GROUP BY usr;
END;
