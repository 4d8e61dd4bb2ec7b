-- The scalar BITMAP functions in streaming mode, into a print sink with a BITMAP column; the
-- same script in batch mode gives the same rows
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 4, 7), (2, 5, -1), (3, 3, 3)) AS t(id, x, y);
CREATE TABLE s (id INT, b BITMAP, c BIGINT, s STRING, a ARRAY<INT>, o STRING, e BOOLEAN) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT id, BITMAP_BUILD(ARRAY[x, y]), BITMAP_CARDINALITY(BITMAP_BUILD(ARRAY[x, y])), BITMAP_TO_STRING(BITMAP_ANDNOT(BITMAP_BUILD(ARRAY[x, y, 9]), BITMAP_BUILD(ARRAY[y]))), BITMAP_TO_ARRAY(BITMAP_XOR(BITMAP_BUILD(ARRAY[x]), BITMAP_BUILD(ARRAY[y]))), CAST(BITMAP_OR(BITMAP_BUILD(ARRAY[x]), BITMAP_FROM_BYTES(BITMAP_TO_BYTES(BITMAP_BUILD(ARRAY[y])))) AS STRING), BITMAP_BUILD(ARRAY[x]) = BITMAP_BUILD(ARRAY[y]) FROM v;
