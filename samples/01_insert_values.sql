-- INSERT ... VALUES: write rows into a table, and see them arrive in a print sink
-- A table is a name, a schema and a connector. The 'print' connector writes every row it
-- receives to standard output as +I[...] ("+I" means: an inserted row). INSERT INTO ... VALUES
-- runs a job that writes the listed rows; in Flinkpad each sink's rows appear in its own table.
CREATE TABLE students (
  name STRING,
  age INT,
  gpa DECIMAL(3, 2)
) WITH ('connector' = 'print', 'print-identifier' = 'students');

INSERT INTO students
  VALUES ('fred flintstone', 35, 1.28), ('barney rubble', 32, 2.32);
