-- JSON_OBJECTAGG lists its keys in the iteration order of Flink's MapView, a java.util.HashMap
-- of BinaryStringData keys: twenty keys resize the table past 16 buckets.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECTAGG(KEY k VALUE v) FROM (VALUES
  ('k1', 1), ('k2', 2), ('k3', 3), ('k4', 4), ('k5', 5), ('k6', 6), ('k7', 7), ('k8', 8), ('k9', 9), ('k10', 10),
  ('k11', 11), ('k12', 12), ('k13', 13), ('k14', 14), ('k15', 15), ('k16', 16), ('k17', 17), ('k18', 18),
  ('k19', 19), ('k20', 20), ('alpha', 21), ('beta', 22), ('gamma', 23), ('delta', 24)) AS t(k, v);
