-- INTERSECT and EXCEPT in streaming mode; compared as the final tables
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1), (2), (2), (3)) AS v(x);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (2), (3), (4)) AS v(x);
CREATE TABLE i (x INT) WITH ('connector' = 'print', 'print-identifier' = 'i');
CREATE TABLE e (x INT) WITH ('connector' = 'print', 'print-identifier' = 'e');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO i SELECT x FROM a INTERSECT SELECT x FROM b;
INSERT INTO e SELECT x FROM a EXCEPT SELECT x FROM b;
END;
