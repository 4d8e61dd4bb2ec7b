-- types: result types of arithmetic and aggregates
-- DESCRIBE of views computing + - * / % across numeric types, and SUM/AVG/COUNT/MIN/MAX,
-- records the result types Flink derives; AVG keeps its argument's type.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW c1 AS SELECT * FROM (VALUES (1, 1.5E0, CAST(1 AS TINYINT), 1.5, CAST(1 AS BIGINT), CAST(1 AS FLOAT), CAST(NULL AS INT), 'a', DATE '2024-01-01'), (2, 2.5E0, CAST(2 AS TINYINT), 10.125, CAST(2 AS BIGINT), CAST(2 AS FLOAT), 5, 'b', DATE '2024-01-02')) AS t(i, f, ti, dm, bd, fl, nn, s, dt);
CREATE TEMPORARY VIEW c4 AS SELECT i + 1 AS a1, i + CAST(1 AS BIGINT) AS a2, ti + ti AS a3, ti * ti AS a4, ti / ti AS a5, ti % ti AS a6, f + 1 AS a7, fl + 1 AS a8, fl + f AS a9, dm + 1 AS a10, dm * dm AS a11, dm / dm AS a12, dm % 1 AS a13, dm + f AS a14, dm + fl AS a15, i * bd AS a16, i % bd AS a17, CAST(1 AS DECIMAL(38, 10)) + CAST(1 AS DECIMAL(38, 10)) AS a18, CAST(1 AS DECIMAL(38, 10)) / CAST(3 AS DECIMAL(38, 10)) AS a19, CAST(1 AS DECIMAL(20, 10)) * CAST(3 AS DECIMAL(30, 10)) AS a20, dm % CAST(3 AS DECIMAL(10, 4)) AS a21, -ti AS a22, CAST(1 AS SMALLINT) + CAST(1 AS TINYINT) AS a23, bd / 2 AS a24, 1.5 - 1 AS a25, CAST(5 AS DECIMAL(10, 2)) % 3 AS a26, CAST(5 AS BIGINT) % CAST(2 AS DECIMAL(4,1)) AS a27, fl * fl AS a28, fl / 2 AS a29, ti + i AS a30 FROM c1;
DESCRIBE c4;
CREATE TEMPORARY VIEW c5 AS SELECT SUM(i) AS s_i, SUM(ti) AS s_ti, SUM(bd) AS s_bd, SUM(f) AS s_f, SUM(fl) AS s_fl, SUM(dm) AS s_dec, AVG(i) AS a_i, AVG(ti) AS a_ti, AVG(f) AS a_f, AVG(dm) AS a_dec, AVG(fl) AS a_fl, COUNT(*) AS cnt, COUNT(s) AS cnt_s, MIN(s) AS mi_s, MAX(dm) AS ma_dec, MIN(dt) AS mi_dt, SUM(CAST(1 AS DECIMAL(38, 2))) AS s_big, AVG(CAST(1 AS DECIMAL(38, 2))) AS a_big, AVG(CAST(1 AS DECIMAL(5, 4))) AS a_dec54, SUM(nn) AS s_nn, MAX(i) AS ma_i, SUM(CAST(1 AS SMALLINT)) AS s_si FROM c1;
DESCRIBE c5;
CREATE TEMPORARY VIEW c6 AS SELECT i, SUM(i) AS s_i, AVG(i) AS a_i, COUNT(*) AS cnt, MIN(i) AS mi, MAX(s) AS ma_s FROM c1 GROUP BY i;
DESCRIBE c6;
SELECT AVG(x), AVG(CAST(x AS DOUBLE)), SUM(x), AVG(CAST(x AS DECIMAL(5,2))), AVG(CAST(x AS TINYINT)) FROM (VALUES (1), (2)) AS t(x);
