-- JSON() of text that is not JSON fails with Jackson's parse error
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('{bad'), ('[3]')) AS t(s);
SELECT JSON_ARRAY(JSON(s)) FROM v;
