-- A blackhole sink with a primary key accepts an updating aggregate; so does one without
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1), ('a', 2)) AS v(k, x);
CREATE TABLE bh_pk (k STRING, total INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'blackhole');
CREATE TABLE bh (k STRING, total INT) WITH ('connector' = 'blackhole');
CREATE TABLE s (k STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 's');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO bh_pk SELECT k, SUM(x) FROM t GROUP BY k;
INSERT INTO bh SELECT k, SUM(x) FROM t GROUP BY k;
INSERT INTO s SELECT k, SUM(x) FROM t GROUP BY k;
END;
