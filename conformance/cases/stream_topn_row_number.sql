-- Streaming top-N with ROW_NUMBER (rn <= 2 per subject) and ORDER BY ... LIMIT
-- A top-N query in streaming keeps the best rows per partition and corrects its output as
-- better rows arrive. With rn in the output the sink is updated per rank: a better row takes
-- over rank 1 with -U/+U, the displaced row moves to rank 2 (-U/+U or +I); a row pushed out of
-- the top 2 is never deleted with -D, it is overwritten by the -U/+U of its rank.
-- ORDER BY score DESC LIMIT 2 (no rn in the output) is allowed in streaming and emits +I/-D
-- instead; ORDER BY without LIMIT is not (see stream_order_by_non_time_error).
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW scores AS
  SELECT * FROM (VALUES ('math', 'ann', 70), ('math', 'bob', 90), ('art', 'eve', 60), ('math', 'cid', 80),
                        ('math', 'dan', 95), ('art', 'fay', 75)) AS t(subject, name, score);
CREATE TABLE top2 (subject STRING, name STRING, score INT, rn BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'top2');
INSERT INTO top2
SELECT subject, name, score, rn FROM (
  SELECT subject, name, score, ROW_NUMBER() OVER (PARTITION BY subject ORDER BY score DESC) AS rn FROM scores)
WHERE rn <= 2;
SELECT name, score FROM scores ORDER BY score DESC LIMIT 2;
