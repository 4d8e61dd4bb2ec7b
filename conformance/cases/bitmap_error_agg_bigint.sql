-- BITMAP_BUILD_AGG takes INT values: a BIGINT does not cast to INT implicitly
SET 'execution.runtime-mode' = 'streaming';
SELECT BITMAP_BUILD_AGG(CAST(x AS BIGINT)) AS b FROM (VALUES (1)) AS t(x);
