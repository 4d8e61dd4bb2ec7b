-- DECIMAL overflow: a value too large for the target precision becomes NULL, not an error
-- Pins down: CAST(12345.6 AS DECIMAL(4,1)) gives NULL (TRY_CAST too), narrowing the scale rounds
-- instead, CAST of an integer that does not fit gives NULL, and DECIMAL(38,0) arithmetic that
-- overflows gives NULL. The inputs are nullable columns (see decimal_overflow_not_null.sql for what
-- happens when they are not), and the overflowing value reaches a print sink as null. But CAST of a
-- STRING that does not fit FAILS the job ("Overflow."), while TRY_CAST gives NULL: the last statement.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW big AS
SELECT CAST(v AS DECIMAL(10, 1)) AS v FROM (VALUES (123.4), (12345.6), (-99999.9), (CAST(NULL AS DECIMAL(10, 1)))) AS t(v);
SELECT v, CAST(v AS DECIMAL(4, 1)) AS narrowed, TRY_CAST(v AS DECIMAL(4, 1)) AS try_narrowed, CAST(v AS DECIMAL(5, 0)) AS no_scale FROM big;
CREATE TEMPORARY VIEW raw_text AS SELECT * FROM (VALUES ('12345.678', 99999), ('1.5', 5), (CAST(NULL AS STRING), CAST(NULL AS INT))) AS t(s, i);
SELECT s, i, TRY_CAST(s AS DECIMAL(5, 2)) AS from_str, CAST(i AS DECIMAL(4, 0)) AS from_int FROM raw_text;
CREATE TEMPORARY VIEW huge AS
SELECT CAST(x AS DECIMAL(38, 0)) AS x FROM (VALUES ('99999999999999999999999999999999999999'), (CAST(NULL AS STRING))) AS t(x);
SELECT x, x + 1 AS plus_one, x * 10 AS times_ten, x - 1 AS minus_one FROM huge;
CREATE TABLE narrow_out (v DECIMAL(10, 1), narrowed DECIMAL(4, 1)) WITH ('connector' = 'print', 'print-identifier' = 'narrow_out');
INSERT INTO narrow_out SELECT v, CAST(v AS DECIMAL(4, 1)) FROM big;
SELECT s, CAST(s AS DECIMAL(5, 2)) AS from_str FROM raw_text;
