-- UNNEST: one row per element of an array or entry of a map
-- UNNEST(tags) turns an array into a table with a row per element; CROSS JOIN UNNEST joins each
-- row with the table of its own array, so a post with two tags gives two rows and a post whose
-- array is NULL gives none. LEFT JOIN UNNEST(...) ON TRUE keeps such a post, with a NULL tag.
-- WITH ORDINALITY adds each element's position, from 1. UNNEST of a MAP gives one row per entry,
-- with two columns: the key and the value.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE posts (id INT, tags ARRAY<STRING>, reactions MAP<STRING, INT>) WITH (
  'connector' = 'filesystem', 'path' = '/tmp/flinkpad/posts', 'format' = 'json');
INSERT OVERWRITE posts VALUES
  (1, ARRAY['flink', 'sql'], MAP['like', 3, 'wow', 1]),
  (2, ARRAY['streams'], MAP['like', 5]),
  (3, CAST(NULL AS ARRAY<STRING>), MAP['sad', 2]);

SELECT p.id, t.tag FROM posts AS p CROSS JOIN UNNEST(p.tags) AS t(tag) ORDER BY id, tag;

SELECT p.id, t.tag FROM posts AS p LEFT JOIN UNNEST(p.tags) AS t(tag) ON TRUE ORDER BY id, tag;

SELECT p.id, t.tag, t.pos
FROM posts AS p CROSS JOIN UNNEST(p.tags) WITH ORDINALITY AS t(tag, pos) ORDER BY id, pos;

SELECT p.id, r.reaction, r.n
FROM posts AS p CROSS JOIN UNNEST(p.reactions) AS r(reaction, n) ORDER BY id, reaction;
