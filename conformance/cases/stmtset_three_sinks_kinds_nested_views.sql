-- Three sinks of different kinds (print, blackhole, filesystem) fed by nested views in one set
-- A view over a view: big_orders filters orders, big_by_city aggregates big_orders. One
-- EXECUTE STATEMENT SET writes the aggregate to print, the raw rows to blackhole (no output, the
-- job must still succeed) and the filtered rows to a csv filesystem table, which is read back.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS
  SELECT * FROM (VALUES (1, 'Lyon', 12), (2, 'Paris', 40), (3, 'Lyon', 55), (4, 'Nice', 8), (5, 'Paris', 70))
  AS t(id, city, amount);
CREATE TEMPORARY VIEW big_orders AS SELECT id, city, amount FROM orders WHERE amount >= 12;
CREATE TEMPORARY VIEW big_by_city AS
  SELECT city, COUNT(*) AS n, SUM(amount) AS total FROM big_orders GROUP BY city;
CREATE TABLE city_print (city STRING, n BIGINT, total INT) WITH ('connector' = 'print', 'print-identifier' = 'city');
CREATE TABLE all_hole (id INT, city STRING, amount INT) WITH ('connector' = 'blackhole');
CREATE TABLE big_fs (id INT, city STRING, amount INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/big', 'format' = 'csv');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO city_print SELECT * FROM big_by_city;
INSERT INTO all_hole SELECT * FROM orders;
INSERT INTO big_fs SELECT * FROM big_orders;
END;
SELECT city, SUM(amount) AS total FROM big_fs GROUP BY city;
