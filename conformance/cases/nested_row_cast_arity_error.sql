-- nested: a ROW cast to a ROW of another arity
-- Casting ROW(1, 'a') to a one-field ROW fails validation with Calcite's RecordType text.
SET 'execution.runtime-mode' = 'batch';
SELECT CAST(ROW(1, 'a') AS ROW<a INT>);
