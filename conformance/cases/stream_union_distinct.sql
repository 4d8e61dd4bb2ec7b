-- UNION (without ALL) in streaming mode: a distinct over both inputs, insert-only
-- conformance: final
-- Flink reads the two VALUES inputs in an order it does not define (it emitted the right input's
-- rows first), so the case compares the final table: each value once.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s (x INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT x FROM (VALUES (1), (2), (2)) AS a(x) UNION SELECT x FROM (VALUES (2), (3)) AS b(x);
