-- datagen: random min = max beyond TINYINT and SMALLINT
-- min = max = 200 on TINYINT gives -56 and 70000 on SMALLINT gives 4464: the bounds are
-- narrowed to the type, and min = max is allowed for these types.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c TINYINT, s SMALLINT) WITH ('connector' = 'datagen', 'number-of-rows' = '2', 'fields.c.min' = '200', 'fields.c.max' = '200', 'fields.s.min' = '70000', 'fields.s.max' = '70000');
SELECT * FROM g;
