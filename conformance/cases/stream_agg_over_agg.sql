-- Streaming aggregate over an aggregate: the outer GROUP BY consumes retractions
-- per_user counts clicks per user (an updating view). Counting users per click count then sees
-- -U rows from the inner aggregate: when ann goes from 1 to 2 clicks, bucket 1 loses her and
-- bucket 2 gains her. When bob also moves to 2, bucket 1 becomes empty and is deleted (-D);
-- cid's first click later re-creates it with +I.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW clicks AS
  SELECT * FROM (VALUES ('ann'), ('bob'), ('ann'), ('bob'), ('ann'), ('cid')) AS t(usr);
CREATE TEMPORARY VIEW per_user AS SELECT usr, COUNT(*) AS n FROM clicks GROUP BY usr;
CREATE TABLE bucket_counts (n BIGINT, users BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'buckets');
INSERT INTO bucket_counts SELECT n, COUNT(*) FROM per_user GROUP BY n;
SELECT n, COUNT(*) AS users FROM per_user GROUP BY n;
