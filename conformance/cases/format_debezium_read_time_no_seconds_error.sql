-- debezium-json: a TIME without seconds in a row image
-- The node converters read TIME as HH:mm:ss: 10:20 fails (the first field that fails is reported).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"b":"abc","i":"12","d":"1.505","s":123,"o":{"k":[1,2]},"r":{"x":1,"y":"z"},"a":[1,null,3],"m":{"k":"v"},"f":4.7,"tm":"10:20","ts":"2024-01-05 10:20:30.123456"},"op":"c"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (b BOOLEAN, i INT, d DECIMAL(5, 2), s STRING, o STRING, r ROW<x INT, y STRING>, a ARRAY<INT>, m MAP<STRING, STRING>, f INT, tm TIME, ts TIMESTAMP(6)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
