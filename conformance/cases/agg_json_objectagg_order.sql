-- JSON_OBJECTAGG lists its keys in the order of Flink's heap MapView, a java.util.HashMap of BinaryStringData
-- Twenty keys (the map resizes past 12), numbers and nested JSON_OBJECT values as raw JSON, NULL ON NULL by
-- default, ABSENT ON NULL, and a grouped one.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '20',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '20');
SELECT JSON_OBJECTAGG(KEY 'k' || CAST(id AS STRING) VALUE id) FROM t;
SELECT JSON_OBJECTAGG(KEY CAST(id AS STRING) VALUE CASE WHEN id % 3 = 0 THEN NULL ELSE JSON_OBJECT('v' VALUE id) END) FROM t WHERE id <= 8;
SELECT JSON_OBJECTAGG(KEY CAST(id AS STRING) VALUE CASE WHEN id % 3 = 0 THEN NULL ELSE 'x' END ABSENT ON NULL) FROM t WHERE id <= 8;
SELECT id % 2, JSON_OBJECTAGG(KEY 'key' || CAST(id AS STRING) VALUE id * 1.5) FROM t GROUP BY id % 2;
