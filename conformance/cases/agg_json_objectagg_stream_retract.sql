-- Streaming JSON_OBJECTAGG over a group aggregate's updates: each update retracts the key's old
-- value and adds the new one, which puts the key back into its HashMap bucket.
SET 'execution.runtime-mode' = 'streaming';
SELECT JSON_OBJECTAGG(KEY k VALUE c) FROM (
  SELECT k, COUNT(*) AS c FROM (VALUES ('a'), ('b'), ('c'), ('a'), ('d'), ('b'), ('a')) AS t(k) GROUP BY k);
