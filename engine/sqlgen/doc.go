// Package sqlgen writes random Flink SQL scripts from a grammar and runs them through an
// oracle that holds the engine to the rules for untrusted scripts: no internal error, no crash,
// every run inside its time limit, no heap far past its memory cap.
//
// # The grammar
//
// A Generator is seeded (math/rand/v2's PCG) and writes the same script for the same seed, so a
// seed alone names a failing script. A script is a list of statements:
//
//	script     = [SET runtime-mode] ddl{1,3} statement{1,4}
//	ddl        = datagen table | filesystem table + the INSERT that fills it | view | VALUES view
//	statement  = query | sink + INSERT | statement set (both syntaxes) | EXPLAIN query | SET | odd
//	query      = select | aggregate | semi/anti join | set operation | window TVF | OVER
//	           | ROW_NUMBER Top-N | CTE | CTE chain | ORDER BY/LIMIT | scalar subquery
//	from       = table | VALUES | (query) | from JOIN from ON condition
//	expr(kind) = column | literal | cast of an odd value | call | stress
//
// The generator keeps a catalog of what the script has declared (each relation's columns, with
// their types, its event-time attribute, whether it is bounded, whether it can be read), so
// that most statements bind: an expression is written for a kind (integer, approximate,
// decimal, string, boolean, date, timestamp) over the columns in scope, and a query returns its
// output columns, which later views, sinks and set operations use. Outputs whose types must be
// exact (sinks, set operations) are cast to one canonical type per kind.
//
// The weights favour what the engine supports (datagen with a sequence id and a derived event
// time, windows over it, joins on columns of one kind), with a share of what it refuses or the
// user gets wrong: literals out of range, ESTIMATED_COST, FILTER, frames on ranking functions,
// unknown connectors, SETs the server forbids, syntax errors, nesting past the parser's cap.
// User errors are fine outcomes; only their share is watched (Summary.ErrorTable), since a run
// stops at its first error and a script that fails early tests little.
//
// Values go to the edges: casts of empty strings, NaN and Infinity, numbers past a long,
// impossible dates; DECIMAL(38, x) extremes, negative zero; REPEAT, LPAD, RPAD and LEFT with
// counts up to 2^63-1; ROUND with scales up to ±2^31. A small share of expressions is written to
// stress the planner (Generator.stress): nesting near MaxDepth, IN lists of up to 2,000 items,
// CASE chains of 200 arms, chains of 500 operators, and CTE chains where each level uses the
// last twice (a DAG of 2^30 leaves as a tree). Unbounded sources ('rows-per-second') are rare,
// because a query over one runs until the time limit.
//
// # The oracle
//
// Check runs a script as the server's /api/run does: report.Run with a fresh in-memory file
// system, SET limited by report.OnlyRuntimeSwitches, and the engine's memory cap
// (flinkpad.memory.max-bytes) set and not settable. The run has a context deadline (Limits.Time)
// and a watchdog at Limits.Time + Limits.Grace; the oracle samples runtime/metrics' heap
// objects every 5 ms after a GC at the start. A run fails the oracle when a statement's error is
// engine.ErrInternal (a panic the engine caught), when a panic escapes report.Run, when it has
// not returned by the watchdog, or when the heap grew by more than Limits.MaxHeapGrowth. A
// fatal error (an allocation the machine cannot give, an unlock of an unlocked mutex) kills
// the process: in the package's test that is a failed test; cmd/sqlgen runs the scripts in a
// child process, so it reports the crash with its seed and goes on. A heap growing past
// Limits.Runaway stops the process at once, naming the seed, before it takes the machine's
// memory.
//
// Failures are grouped by Outcome.Signature (the kind and the message with numbers blanked);
// the first script of each group is minimized by Reduce, which drops statements, then cuts
// parenthesized groups to one of their items or a literal and halves long lists, while the
// signature holds. Every step shortens the script, so the reduction ends.
//
// # Running it
//
// The package's test runs 2,000 scripts from seed 1 (200 with -short). SQLGEN_SCRIPTS and
// SQLGEN_SEED choose others; SQLGEN_TRACE=1 prints each seed before its run, so that a crash
// names its script; SQLGEN_ERRORS=1 lists the user errors that stopped scripts; SQLGEN_REDUCE=0
// skips minimizing. The seed of a failure alone reproduces it: SQLGEN_SEED=S SQLGEN_SCRIPTS=1.
// For long runs, cmd/sqlgen -seed S -n N runs the campaign in child processes and goes on
// after a crash; -print writes the scripts instead.
package sqlgen
