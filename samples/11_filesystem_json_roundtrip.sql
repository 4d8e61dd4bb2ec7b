-- The filesystem connector: write JSON files, then read them back as a table
-- A filesystem table is a directory of files in one format (csv or json here). INSERT writes new
-- files into it; SELECT reads every file there. The Files tab shows what was written.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE readings (
  sensor STRING,
  reading DOUBLE,
  ok BOOLEAN
) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/flinkpad/readings',
  'format' = 'json'
);

INSERT OVERWRITE readings VALUES ('s1', 20.5, TRUE), ('s2', -3.25, FALSE), ('s1', 21.0, TRUE);

SELECT sensor, COUNT(*) AS n, MAX(reading) AS top FROM readings GROUP BY sensor ORDER BY sensor;
