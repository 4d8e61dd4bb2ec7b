-- Unnamed VALUES columns and unnamed SELECT expressions get EXPR$n names
-- SELECT * FROM (VALUES ...) without a column alias list, and SELECT of expressions without AS,
-- show the generated names in the result header. Streaming mode (Flink's default, not set here):
-- the results are +I changelog rows.
SELECT * FROM (VALUES (1, 'a'), (2, 'b'));
SELECT 1 + 1, 'x', UPPER('abc') AS up;
SELECT t.* FROM (VALUES (10, 20)) AS t(a, b);
SELECT a + b, a FROM (VALUES (10, 20)) AS t(a, b);
