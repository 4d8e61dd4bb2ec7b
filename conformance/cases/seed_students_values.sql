-- Seed: the students INSERT ... VALUES example with a DECIMAL(3, 2) column
-- The literals 1.28 and 2.32 are DECIMAL(3, 2) and go into gpa unchanged. Written to a print
-- sink and to a csv filesystem table, then read back.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE students (name STRING, age INT, gpa DECIMAL(3, 2)) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/students', 'format' = 'csv');
INSERT INTO students
  VALUES ('fred flintstone', 35, 1.28), ('barney rubble', 32, 2.32);
SELECT * FROM students;
CREATE TABLE students_print (name STRING, age INT, gpa DECIMAL(3, 2)) WITH ('connector' = 'print', 'print-identifier' = 'students');
INSERT INTO students_print
  VALUES ('fred flintstone', 35, 1.28), ('barney rubble', 32, 2.32);
