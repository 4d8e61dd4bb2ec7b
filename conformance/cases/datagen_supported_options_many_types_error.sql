-- datagen: the supported-options list for many types and kinds
-- An unknown option lists which options each declared field accepts, by type and kind: no min/max for
-- BOOLEAN, CHAR or temporal types, length/var-len only for variable-length types, and a DATE sequence
-- field has no start/end (so they are reported as unsupported).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (b BOOLEAN, ti TINYINT, si SMALLINT, i INT, bi BIGINT, f FLOAT, d DOUBLE, de DECIMAL(10, 2), c CHAR(5), vc VARCHAR(10), s STRING, bn BINARY(4), vb VARBINARY(8), by1 BYTES, dt DATE, tm TIME, ts TIMESTAMP(3), ltz TIMESTAMP_LTZ(3), sq INT, ss STRING, sb BIGINT, sd DATE) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.sq.kind' = 'sequence', 'fields.sq.start' = '1', 'fields.sq.end' = '5', 'fields.ss.kind' = 'sequence', 'fields.ss.start' = '1', 'fields.ss.end' = '5', 'fields.sb.kind' = 'sequence', 'fields.sb.start' = '1', 'fields.sb.end' = '5', 'fields.sd.kind' = 'sequence', 'fields.sd.start' = '1', 'fields.sd.end' = '5', 'bogus' = 'x');
SELECT * FROM g;
