-- cast: TRY_CAST of strings to numbers
-- Which strings TRY_CAST accepts as INT, TINYINT, BIGINT, DOUBLE, FLOAT, DECIMAL and BOOLEAN
-- (trimming, signs, exponents, NaN/Infinity, overflow).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES (' 42 '), ('+5'), ('-0'), ('1.5'), ('1e3'), ('abc'), ('2147483648'), ('-2147483648'), (''), ('0x10'), ('007'), ('1_000'), ('  '), ('12abc'), ('1.'), ('.5'), ('-'), ('+'), ('9223372036854775808'), (' -12 '), ('1e400'), ('-1.5'), ('NaN'), ('Infinity'), ('inf'), ('1.5d'), ('1.5f'), ('1E2'), ('2.5'), ('0.000001'), ('	7')) AS t(v);
SELECT v, TRY_CAST(v AS INT), TRY_CAST(v AS TINYINT), TRY_CAST(v AS BIGINT), TRY_CAST(v AS DOUBLE), TRY_CAST(v AS FLOAT), TRY_CAST(v AS DECIMAL(5, 2)), TRY_CAST(v AS DECIMAL(10, 0)), TRY_CAST(v AS BOOLEAN) FROM s;
