-- Scalar subqueries in SELECT and WHERE, derived tables in FROM, and a CTE used twice
-- Pins down: an uncorrelated scalar subquery compared in WHERE (above-average rows), a correlated
-- scalar subquery in the SELECT list (NULL when it finds no row), a derived table with its own
-- alias and aggregation, and a WITH clause whose CTE is referenced twice (self-joined).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW emp AS
SELECT * FROM (VALUES ('ann', 'eng', 100), ('bob', 'eng', 80), ('cid', 'ops', 60), ('dee', 'ops', 90), ('eve', 'hr', 70)) AS t(name, dept, salary);
CREATE TEMPORARY VIEW bonus AS SELECT * FROM (VALUES ('ann', 10), ('dee', 5)) AS t(name, pct);
SELECT name, salary FROM emp WHERE salary > (SELECT AVG(salary) FROM emp);
SELECT e.name, (SELECT b.pct FROM bonus b WHERE b.name = e.name) AS pct, (SELECT MAX(salary) FROM emp) AS top FROM emp e;
SELECT d.dept, d.total FROM (SELECT dept, SUM(salary) AS total FROM emp GROUP BY dept) AS d WHERE d.total > 100;
WITH dept_tot AS (SELECT dept, SUM(salary) AS total FROM emp GROUP BY dept)
SELECT x.dept, x.total, y.dept AS bigger_dept FROM dept_tot x JOIN dept_tot y ON y.total > x.total;
WITH hi AS (SELECT name FROM emp WHERE salary >= 90), lo AS (SELECT name FROM emp WHERE salary < 70)
SELECT 'hi' AS band, COUNT(*) AS n FROM hi UNION ALL SELECT 'lo', COUNT(*) FROM lo;
CREATE TABLE sc_out (name STRING, diff INT) WITH ('connector' = 'print', 'print-identifier' = 'sc_out');
INSERT INTO sc_out SELECT name, salary - (SELECT MIN(salary) FROM emp) FROM emp;
