-- A CAST that fails at run time stops the query with an error
-- A learner casts a string column to INT and one row holds 'abc'. TRY_CAST would give NULL, but CAST
-- fails the whole job. The failing SELECT comes last.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW rawdata AS SELECT * FROM (VALUES ('1'), ('2'), ('abc')) AS t(s);
SELECT s, TRY_CAST(s AS INT) AS n FROM rawdata;
SELECT s, CAST(s AS INT) AS n FROM rawdata;
