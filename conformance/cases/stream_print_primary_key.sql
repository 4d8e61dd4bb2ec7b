-- A print sink with PRIMARY KEY NOT ENFORCED fed by a streaming aggregate
-- Does a primary key turn print into an upsert sink? Print accepts every change kind, so with or
-- without the key it receives the same +I / -U / +U rows; the key changes nothing visible.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW sales AS
  SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('apple', 4), ('apple', 1)) AS t(fruit, qty);
CREATE TABLE with_pk (fruit STRING, total INT, PRIMARY KEY (fruit) NOT ENFORCED)
  WITH ('connector' = 'print', 'print-identifier' = 'with_pk');
CREATE TABLE no_pk (fruit STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 'no_pk');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO with_pk SELECT fruit, SUM(qty) FROM sales GROUP BY fruit;
INSERT INTO no_pk SELECT fruit, SUM(qty) FROM sales GROUP BY fruit;
END;
