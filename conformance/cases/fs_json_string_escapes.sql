-- json: string escapes
-- json escapes quote, backslash, newline, tab and control characters (\u0001, \u001F), but not
-- U+007F, non-ASCII letters or U+2028, nor '/', '<', '>' and '&'.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, 'a b'), (2, 'a,b'), (3, 'say "hi"'), (4, 'line1
line2'), (5, ' lead'), (6, 'tab	x'), (7, 'a\b'), (8, 'ünï'), (9, 'a/b<>&'), (10, U&'\0001\001f\007f\00e9\2028'), (11, '');
SELECT id, s, CHAR_LENGTH(s) FROM t;
