-- Column lists: INSERT INTO t (a, c) fills the columns you leave out with NULL
-- Listing target columns lets a query give fewer columns than the table has. The missing ones
-- become NULL, which is an error for a NOT NULL column. The list also reorders: the query's
-- first column goes to the first listed column.
CREATE TABLE page_views (
  user_id BIGINT,
  page_id BIGINT,
  country STRING,
  view_time STRING
) WITH ('connector' = 'print', 'print-identifier' = 'views');

INSERT INTO page_views (country, user_id, page_id)
  VALUES ('FR', 1, 100), ('US', 2, 200);
