-- LISTAGG over an empty input when its argument is NOT NULL: '' in one plan, a NOT NULL error in another
-- Pins down a Flink quirk: LISTAGG takes the nullability of its argument, so over a literal VALUES
-- column (NOT NULL CHAR(1)) it is typed NOT NULL. Over an empty input, together with COUNT(*) it comes
-- out as an empty string, while together with MIN it is NULL and the collect sink's NOT NULL
-- enforcer fails the query. A learner expects NULL in both. The failing SELECT comes last.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW nums AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS t(n, s);
CREATE TEMPORARY VIEW typed AS SELECT COUNT(*) AS c, MIN(s) AS mn, LISTAGG(s) AS l FROM nums;
DESCRIBE typed;
SELECT COUNT(*) AS c, LISTAGG(s) AS l, CHAR_LENGTH(LISTAGG(s)) AS len FROM nums WHERE n > 100;
SELECT MIN(s) AS mn, LISTAGG(s) AS l FROM nums WHERE n > 100;
