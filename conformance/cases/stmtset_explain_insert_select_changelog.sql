-- EXPLAIN of a single INSERT, of a SELECT, and EXPLAIN CHANGELOG_MODE of a streaming aggregate
-- EXPLAIN INSERT shows a Sink(table=[...]) root; EXPLAIN SELECT has no sink. EXPLAIN
-- CHANGELOG_MODE annotates each physical node with changelogMode=[I] or [I,UB,UA] so a learner
-- can see where updates start (the GroupAggregate) in streaming mode. For a bare SELECT the
-- aggregate is planned as [I,UA] (no update-before); INSERT into a print sink without a primary
-- key needs [I,UB,UA], and so does a print sink with PRIMARY KEY NOT ENFORCED on k (print
-- accepts every change kind, so the primary key does not turn it into an upsert sink). The Sink
-- node itself is shown with changelogMode=[NONE].
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (k STRING, v INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
CREATE TABLE snk (k STRING, v INT) WITH ('connector' = 'blackhole');
EXPLAIN INSERT INTO snk SELECT k, v * 2 FROM src WHERE v > 1;
EXPLAIN SELECT k, SUM(v) AS total FROM src GROUP BY k;
SET 'execution.runtime-mode' = 'streaming';
EXPLAIN CHANGELOG_MODE SELECT k, SUM(v) AS total FROM src GROUP BY k;
CREATE TABLE pr (k STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 'pr');
EXPLAIN CHANGELOG_MODE INSERT INTO pr SELECT k, SUM(v) FROM src GROUP BY k;
CREATE TABLE pr_pk (k STRING, total INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'prpk');
EXPLAIN CHANGELOG_MODE INSERT INTO pr_pk SELECT k, SUM(v) FROM src GROUP BY k;
