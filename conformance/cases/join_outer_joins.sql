-- INNER, LEFT, RIGHT and FULL OUTER joins with NULL padding
-- Pins down: which rows each join type keeps, NULL padding on the missing side, that a NULL join key
-- never matches (not even another NULL), duplicate keys multiplying rows, and a LEFT JOIN written
-- into a print sink.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW emp AS
SELECT * FROM (VALUES (1, 'ann', 10), (2, 'bob', 20), (3, 'cid', 99), (4, 'dee', CAST(NULL AS INT)), (5, 'eve', 10)) AS t(id, name, dept_id);
CREATE TEMPORARY VIEW dept AS
SELECT * FROM (VALUES (10, 'sales'), (20, 'ops'), (30, 'legal'), (CAST(NULL AS INT), 'ghost')) AS t(dept_id, dname);
SELECT e.name, d.dname FROM emp e JOIN dept d ON e.dept_id = d.dept_id;
SELECT e.name, e.dept_id, d.dname FROM emp e LEFT JOIN dept d ON e.dept_id = d.dept_id;
SELECT e.name, d.dept_id, d.dname FROM emp e RIGHT JOIN dept d ON e.dept_id = d.dept_id;
SELECT e.name, e.dept_id AS e_dept, d.dept_id AS d_dept, d.dname FROM emp e FULL OUTER JOIN dept d ON e.dept_id = d.dept_id;
SELECT e.name FROM emp e LEFT JOIN dept d ON e.dept_id = d.dept_id WHERE d.dept_id IS NULL;
CREATE TABLE lj_out (name STRING, dname STRING) WITH ('connector' = 'print', 'print-identifier' = 'lj_out');
INSERT INTO lj_out SELECT e.name, d.dname FROM emp e LEFT JOIN dept d ON e.dept_id = d.dept_id;
