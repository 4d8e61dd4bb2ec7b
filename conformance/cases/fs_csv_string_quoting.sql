-- csv: which strings are quoted
-- Jackson's csv writer quotes strings with spaces, separators, quotes, newlines and many
-- punctuation characters, but not '.', '/', ';', '-' or non-ASCII letters; quotes are doubled.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'a b'), (2, 'a,b'), (3, 'say "hi"'), (4, 'line1
line2'), (5, ' lead'), (6, 'trail '), (7, '#hash'), (8, 'a!b'), (9, 'a-b'), (10, 'a''b'), (11, 'a+b'), (12, 'a.b'), (13, 'a/b'), (14, 'a;b'), (15, 'tab	x'), (16, 'a\b'), (17, 'ünï'), (18, 'a*b'), (19, 'a(b)'), (20, 'a$b%c&'), (21, 'null'), (22, '""');
SELECT id, s, CHAR_LENGTH(s) FROM t;
