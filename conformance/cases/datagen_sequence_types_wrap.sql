-- datagen: sequences of TINYINT, FLOAT, DOUBLE, STRING, CHAR, BYTES, BINARY, SMALLINT
-- Integer sequences wrap to the type (127 then -128, 32767 then -32768), string sequences are the
-- decimal text, and BYTES/BINARY sequences are the 8 big-endian bytes of the long, whatever the length.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (t TINYINT, f FLOAT, d DOUBLE, s STRING, c CHAR(3), b BYTES, bn BINARY(2), si SMALLINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
 'fields.t.kind' = 'sequence', 'fields.t.start' = '126', 'fields.t.end' = '300',
 'fields.f.kind' = 'sequence', 'fields.f.start' = '1', 'fields.f.end' = '5',
 'fields.d.kind' = 'sequence', 'fields.d.start' = '-1', 'fields.d.end' = '5',
 'fields.s.kind' = 'sequence', 'fields.s.start' = '98', 'fields.s.end' = '500',
 'fields.c.kind' = 'sequence', 'fields.c.start' = '98', 'fields.c.end' = '500',
 'fields.b.kind' = 'sequence', 'fields.b.start' = '255', 'fields.b.end' = '500',
 'fields.bn.kind' = 'sequence', 'fields.bn.start' = '1', 'fields.bn.end' = '500',
 'fields.si.kind' = 'sequence', 'fields.si.start' = '32766', 'fields.si.end' = '40000');
CREATE TABLE p (t TINYINT, f FLOAT, d DOUBLE, s STRING, c CHAR(3), b BYTES, bn BINARY(2), si SMALLINT) WITH ('connector' = 'print', 'print-identifier' = 'seq');
INSERT INTO p SELECT * FROM g;
