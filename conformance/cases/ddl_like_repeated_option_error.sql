-- CREATE TABLE ... LIKE naming one feature twice
-- Pins down: each LIKE feature may be named once, ALL included.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'blackhole');
CREATE TABLE l1 LIKE t (INCLUDING ALL EXCLUDING ALL);
