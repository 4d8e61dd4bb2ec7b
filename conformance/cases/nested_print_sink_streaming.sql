-- nested: nested values into print and blackhole sinks in streaming mode
-- The print sink prints ARRAY, MAP and ROW fields as Row.toString does: [1, 2], {k=v}, +I[...].
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE p (id INT, a ARRAY<STRING>, m MAP<STRING, INT>, r ROW<x INT, y ARRAY<DOUBLE>>) WITH ('connector' = 'print', 'print-identifier' = 'nested');
CREATE TABLE b (id INT, a ARRAY<STRING>, m MAP<STRING, INT>, r ROW<x INT, y ARRAY<DOUBLE>>) WITH ('connector' = 'blackhole');
INSERT INTO p VALUES (1, ARRAY['a', CAST(NULL AS STRING)], MAP['k', 1], ROW(1, ARRAY[1.5E0])), (2, CAST(NULL AS ARRAY<STRING>), MAP['k', CAST(NULL AS INT)], ROW(CAST(NULL AS INT), CAST(NULL AS ARRAY<DOUBLE>)));
INSERT INTO b SELECT * FROM (VALUES (1, ARRAY['a'], MAP['k', 1], ROW(1, ARRAY[1.5E0])));
SELECT ARRAY[1, 2], MAP['a', 1], ROW(1, 'a');
