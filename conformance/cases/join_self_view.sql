-- Self join and joins through views
-- Pins down: a self join on a manager id (employees with their manager, LEFT for the boss who has
-- none), a self join finding pairs with a < condition to avoid duplicates, and a join between two
-- views that are themselves an aggregation and a filter, written into a print sink.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW staff AS
SELECT * FROM (VALUES (1, 'boss', CAST(NULL AS INT), 'hq'), (2, 'amy', 1, 'hq'), (3, 'raj', 1, 'lab'), (4, 'kim', 3, 'lab')) AS t(id, name, mgr, site);
SELECT s.name, m.name AS manager FROM staff s LEFT JOIN staff m ON s.mgr = m.id;
SELECT a.name AS first_name, b.name AS second_name FROM staff a JOIN staff b ON a.site = b.site AND a.id < b.id;
CREATE TEMPORARY VIEW team_size AS SELECT mgr, COUNT(*) AS reports FROM staff WHERE mgr IS NOT NULL GROUP BY mgr;
CREATE TEMPORARY VIEW lab_people AS SELECT id, name FROM staff WHERE site = 'lab';
SELECT p.name, t.reports FROM lab_people p JOIN team_size t ON p.id = t.mgr;
CREATE TABLE sv_out (name STRING, reports BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'sv_out');
INSERT INTO sv_out SELECT s.name, COALESCE(t.reports, 0) FROM staff s LEFT JOIN team_size t ON s.id = t.mgr;
