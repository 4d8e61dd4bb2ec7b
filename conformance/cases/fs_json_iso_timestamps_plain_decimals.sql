-- json: ISO-8601 timestamps and plain decimals
-- json.timestamp-format.standard ISO-8601 writes 'T' timestamps with trimmed fractions, and
-- json.encode.decimal-as-plain-number keeps the scale (100.00).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, m DECIMAL(10, 2), ts TIMESTAMP(3), ltz TIMESTAMP_LTZ(3), tm TIME(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json', 'json.timestamp-format.standard' = 'ISO-8601', 'json.encode.decimal-as-plain-number' = 'true');
INSERT INTO t VALUES (1, 100.00, TIMESTAMP '2024-01-05 10:20:30.120', TO_TIMESTAMP_LTZ(1704450030120, 3), TIME '10:20:30.120'), (2, 0.10, TIMESTAMP '2024-01-05 10:20:30', TO_TIMESTAMP_LTZ(0, 3), TIME '10:20:30');
SELECT * FROM t;
