-- Two window aggregates over one TUMBLE view over a source a third INSERT also reads
-- In the statement set the window function is read by both aggregates and the watermarked
-- source below it by the function and by the third INSERT; each window aggregate runs the
-- window function itself, over the one shared input. A second set adds a reader of the view
-- that is not an aggregate and a filter between the source and the window function, a third a
-- HOP view with a filter and a projection over the window function.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen', 'number-of-rows' = '12', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
CREATE VIEW w AS SELECT * FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '5' SECOND));
CREATE TABLE s1 (ws TIMESTAMP(3), c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's1');
CREATE TABLE s2 (ws TIMESTAMP(3), m BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's2');
CREATE TABLE s3 (id BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's3');
EXECUTE STATEMENT SET BEGIN
INSERT INTO s1 SELECT window_start, COUNT(id) FROM w GROUP BY window_start, window_end;
INSERT INTO s2 SELECT window_start, MAX(id) FROM w GROUP BY window_start, window_end;
INSERT INTO s3 SELECT id FROM src WHERE id > 10;
END;
CREATE VIEW odd_src AS SELECT * FROM src WHERE id % 2 = 1;
CREATE VIEW odd AS SELECT * FROM TABLE(TUMBLE(TABLE odd_src, DESCRIPTOR(ts), INTERVAL '4' SECOND));
CREATE TABLE s4 (ws TIMESTAMP(3), c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's4');
CREATE TABLE s5 (ws TIMESTAMP(3), m BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's5');
CREATE TABLE s6 (id BIGINT, ws TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 's6');
EXECUTE STATEMENT SET BEGIN
INSERT INTO s4 SELECT window_start, COUNT(id) FROM odd GROUP BY window_start, window_end;
INSERT INTO s5 SELECT window_start, SUM(id) FROM odd GROUP BY window_start, window_end;
INSERT INTO s6 SELECT id, window_start FROM odd WHERE id > 8;
INSERT INTO s3 SELECT id FROM src WHERE id < 3;
END;
CREATE VIEW h AS SELECT window_start, window_end, id * 10 AS v FROM TABLE(HOP(TABLE src, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND)) WHERE id <> 7;
CREATE TABLE s7 (ws TIMESTAMP(3), we TIMESTAMP(3), c BIGINT, m BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's7');
CREATE TABLE s8 (ws TIMESTAMP(3), s BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's8');
EXECUTE STATEMENT SET BEGIN
INSERT INTO s7 SELECT window_start, window_end, COUNT(v), MIN(v) FROM h GROUP BY window_start, window_end;
INSERT INTO s8 SELECT window_start, SUM(v) FROM h GROUP BY window_start, window_end;
INSERT INTO s3 SELECT id FROM src WHERE id = 7;
END;
