-- INSERT OVERWRITE and PARTITION: replace the partitions you write, keep the others
-- A partitioned filesystem table stores each partition in its own directory, dt=.../country=....
-- PARTITION (dt = '2024-01-01') fixes a partition column to a constant (a static partition);
-- partition columns the clause leaves out come from the query (dynamic partitions).
-- INSERT OVERWRITE replaces only the partitions it writes. See the Files tab.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE page_views (
  user_id BIGINT,
  page_id BIGINT,
  dt STRING,
  country STRING
) PARTITIONED BY (dt, country) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/flinkpad/page_views',
  'format' = 'csv'
);

-- Static dt, dynamic country: two partitions, dt=2024-01-01/country=FR and .../country=US.
INSERT INTO page_views PARTITION (dt = '2024-01-01')
  VALUES (1, 100, 'FR'), (2, 200, 'US'), (3, 300, 'FR');

-- Overwrite one partition only: country=US keeps its row.
INSERT OVERWRITE page_views PARTITION (dt = '2024-01-01', country = 'FR')
  VALUES (4, 400);

SELECT * FROM page_views;
