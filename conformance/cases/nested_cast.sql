-- nested: CAST between ARRAY, MAP and ROW types and to STRING
-- Element-wise casts of arrays, maps and rows (widening, from strings, to strings), and casts
-- to STRING of values holding NULLs, nested collections, decimals and timestamps.
SET 'execution.runtime-mode' = 'batch';
SELECT CAST(ARRAY[1, 2] AS ARRAY<BIGINT>), CAST(ARRAY['1', ' 2 '] AS ARRAY<INT>), CAST(ARRAY[1.5, 2.25] AS ARRAY<STRING>), CAST(MAP['a', 1] AS MAP<STRING, DOUBLE>), CAST(ROW(1, 'a') AS ROW<a BIGINT, b STRING>), CAST(ROW(1, 'a') AS ROW<a STRING, b STRING>);
SELECT TYPEOF(CAST(ARRAY[1, 2] AS ARRAY<BIGINT>)), TYPEOF(CAST(ROW(1, 'a') AS ROW<a BIGINT, b STRING>)), TYPEOF(CAST(MAP['a', 1] AS MAP<STRING, DOUBLE>));
SELECT CAST(ARRAY[ARRAY[1], CAST(NULL AS ARRAY<INT>)] AS STRING), CAST(MAP['a', ARRAY[1.5]] AS STRING), CAST(ROW(CAST(1.10 AS DECIMAL(5, 2)), TIMESTAMP '2024-01-01 10:00:00.5', DATE '2024-01-01') AS STRING), CAST(ARRAY[ROW(1, 'a')] AS STRING), CAST(ARRAY[1, 2] AS VARCHAR(4)), CAST(ARRAY[1, 2] AS CHAR(8));
SELECT TRY_CAST(ARRAY['1', 'x'] AS ARRAY<INT>);
SELECT CAST(ARRAY['1', 'x'] AS ARRAY<INT>);
