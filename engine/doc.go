// Package engine is Flinkpad's Table API: a TableEnvironment that executes Flink SQL
// statements against a catalog, and runs scripts the way Flink's SQL client runs a file.
//
// A statement goes through engine/sql (parse), engine/plan (bind), and, for queries and
// INSERTs, the optimizer and engine/exec. Today the environment executes SET and RESET,
// CREATE/DROP TABLE, CREATE VIEW, CREATE DATABASE, USE, SHOW and DESCRIBE, and runs SELECT and
// INSERT in batch mode (connectors are resolved here, in connectors.go; each INSERT is a job that
// finishes before the next statement, as with table.dml-sync), with joins, aggregates, sorting
// and set operations. In streaming mode, Flink's default, it runs the queries that only append
// rows (streaming.go); the ones that update (aggregates, joins) wait for the streaming issue.
// Queries and INSERTs go through the optimizer (engine/opt, wired in optimize.go); the INSERTs
// of a statement set are optimized together, so that a sub-plan they share runs once
// (insert.go). EXPLAIN prints Flink's batch plans (explain.go, engine/explain), and
// ExplainJSON and LastJobJSON give the plan graph, with per-node row counts after a run.
// Statements Flinkpad cannot run yet return an error that matches ErrNotSupported; the
// conformance suite lists the cases that need them in its known gaps.
//
// # Errors
//
// Errors keep Flink's message and the Java class Flink raises (a FlinkClass method on the
// error), because the SQL client prints the deepest cause as "class: message" and Flinkpad's
// output must match it. FlinkMessage renders an error that way. Positions inside messages count
// from the start of the statement's text, as Flink counts in the text it is given.
package engine
