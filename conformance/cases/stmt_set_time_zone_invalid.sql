-- title: SET of an unknown local time zone
SET 'execution.runtime-mode' = 'batch';
SET 'table.local-time-zone' = 'Mars/Olympus';
SELECT 1 AS x;
