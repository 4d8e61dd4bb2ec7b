-- UNION (without ALL) in streaming mode: a distinct over both inputs, insert-only
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s (x INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT x FROM (VALUES (1), (2), (2)) AS a(x) UNION SELECT x FROM (VALUES (2), (3)) AS b(x);
