-- Streaming mode: a grouped count is a changelog, not a table
-- Flink runs in streaming mode unless told otherwise. An aggregate then updates its result as
-- each row arrives: +I inserts a key's first result, and each change retracts the old row (-U)
-- and adds the new one (+U). The print sink prints every change; "Show final table" applies
-- them. Run the same query with 'execution.runtime-mode' = 'batch' to get only the final rows.
SET 'execution.runtime-mode' = 'streaming';

CREATE TEMPORARY VIEW clicks (user_name, url) AS
  VALUES ('Mary', './home'), ('Bob', './cart'), ('Mary', './prod?id=1'), ('Liz', './home'),
         ('Bob', './prod?id=3'), ('Mary', './prod?id=7');

CREATE TABLE clicks_per_user (user_name STRING, clicks BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 'counts');

INSERT INTO clicks_per_user
SELECT user_name, COUNT(*) FROM clicks GROUP BY user_name;
