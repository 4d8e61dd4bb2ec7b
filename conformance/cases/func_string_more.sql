-- CONCAT, CONCAT_WS, LPAD, RPAD, REGEXP_REPLACE, REGEXP_EXTRACT, SPLIT_INDEX and friends
-- Pins down: CONCAT and CONCAT_WS with NULL arguments (CONCAT gives NULL, CONCAT_WS skips it),
-- LPAD/RPAD padding and truncating to the target length, REGEXP_REPLACE with a Java regex (and its
-- replacement "$2-$1" NOT treated as back references: it is inserted literally), REGEXP_EXTRACT groups,
-- SPLIT_INDEX being 0-based and NULL when out of range, REVERSE and REPEAT.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS
SELECT * FROM (VALUES ('a-b-c', 'x', 'tel 555-1234'), ('solo', CAST(NULL AS STRING), 'no digits')) AS t(path, opt, txt);
SELECT path, CONCAT(path, '/', opt) AS c, CONCAT_WS('/', path, opt, 'end') AS cws,
  SPLIT_INDEX(path, '-', 0) AS p0, SPLIT_INDEX(path, '-', 2) AS p2, SPLIT_INDEX(path, '-', 3) AS p3
FROM t;
SELECT path, LPAD(path, 8, '*') AS lp, RPAD(path, 8, '.') AS rp, LPAD(path, 3, '*') AS lp_short, RPAD('7', 3, '0') AS rp7,
  REVERSE(path) AS rev, REPEAT(path, 2) AS rep2
FROM t;
SELECT txt, REGEXP_REPLACE(txt, '[0-9]', '#') AS masked, REGEXP_REPLACE(txt, '([0-9]+)-([0-9]+)', '$2-$1') AS swapped,
  REGEXP_EXTRACT(txt, '([0-9]+)-([0-9]+)', 2) AS second_part, REGEXP(txt, '^tel') AS is_tel
FROM t;
CREATE TABLE more_out (c STRING, cws STRING, lp STRING) WITH ('connector' = 'print', 'print-identifier' = 'more_out');
INSERT INTO more_out SELECT CONCAT(path, opt), CONCAT_WS(',', opt, path), LPAD(path, 6, '0') FROM t;
