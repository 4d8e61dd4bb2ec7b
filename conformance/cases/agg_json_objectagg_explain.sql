-- EXPLAIN of JSON_OBJECTAGG: Flink's plan passes the key and the JSON_STRING value as two operands.
SET 'execution.runtime-mode' = 'batch';
EXPLAIN SELECT JSON_OBJECTAGG(KEY k VALUE v) FROM (VALUES ('a', 1), ('b', 2)) AS t(k, v);
SET 'execution.runtime-mode' = 'streaming';
EXPLAIN SELECT JSON_OBJECTAGG(KEY k VALUE v ABSENT ON NULL) FROM (VALUES ('a', 1), ('b', 2)) AS t(k, v);
CREATE VIEW v AS SELECT JSON_OBJECTAGG(KEY k VALUE v) AS j FROM (VALUES ('a', 1)) AS t(k, v);
DESCRIBE v;
