-- JSON_OBJECTAGG per group, and over an empty input ({}).
SET 'execution.runtime-mode' = 'batch';
SELECT g, JSON_OBJECTAGG(KEY k VALUE v) FROM (VALUES
  (1, 'one', 1.5), (1, 'two', 2.5), (2, 'three', 3.5), (2, 'four', 4.5), (2, 'five', CAST(NULL AS DECIMAL(3, 1))))
  AS t(g, k, v) GROUP BY g;
SELECT JSON_OBJECTAGG(KEY k VALUE v) FROM (VALUES ('a', 1)) AS t(k, v) WHERE v > 5;
