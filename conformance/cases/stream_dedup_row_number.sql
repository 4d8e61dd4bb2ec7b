-- Streaming deduplication with ROW_NUMBER ... WHERE rn = 1 over processing time
-- ORDER BY PROCTIME() ASC keeps the first row per user: append-only +I, later rows dropped.
-- ORDER BY PROCTIME() DESC keeps the last row per user: each new row replaces the old one with
-- -U/+U. The processing times only order the rows; they never reach the output.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW events AS
  SELECT usr, page, PROCTIME() AS pt
  FROM (VALUES ('ann', '/home'), ('bob', '/home'), ('ann', '/cart'), ('ann', '/pay'), ('bob', '/help')) AS t(usr, page);
CREATE TABLE first_page (usr STRING, page STRING) WITH ('connector' = 'print', 'print-identifier' = 'first');
CREATE TABLE last_page (usr STRING, page STRING) WITH ('connector' = 'print', 'print-identifier' = 'last');
INSERT INTO first_page
SELECT usr, page FROM (SELECT usr, page, ROW_NUMBER() OVER (PARTITION BY usr ORDER BY pt ASC) AS rn FROM events)
WHERE rn = 1;
INSERT INTO last_page
SELECT usr, page FROM (SELECT usr, page, ROW_NUMBER() OVER (PARTITION BY usr ORDER BY pt DESC) AS rn FROM events)
WHERE rn = 1;
