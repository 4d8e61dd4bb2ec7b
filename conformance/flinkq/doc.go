// Package flinkq runs Flink's own SQL script tests on Flinkpad: the .q files of Flink 2.3.0's
// SQL gateway tests, kept in ../flink-q/gateway (see ../flink-q/SOURCE.md).
//
// A .q file is a list of statements, each followed by "!output", what Flink printed for it, and
// a tag: "!ok" for a result, "!info" for a job's submission, "!error" for a failure. Flink's
// AbstractSqlGatewayStatementITCase runs each file in a fresh gateway session and checks that
// what it prints for every statement rebuilds the file. This package does the same, statement
// by statement, as that test does:
//
//   - Parse splits a file as SqlScriptReader does, after the $VAR_... names are replaced by
//     fresh folders (variables, substitute).
//   - Session.Run hands the statement, trimmed and without its final semicolon, to the engine's
//     RunScript, the path Flinkpad's CLI runs statements on, in one environment per file.
//   - A failure prints as the deepest cause's "class: message", with "at line N" made
//     "at line 0"; an EXPLAIN or SHOW CREATE prints its text with JSON node ids removed; a
//     statement that ran a job and is not a query prints "Job ID:"; every other result prints
//     as a tableau through the engine's own printers (types.RenderTableau and
//     types.FormatTableau), with widths from the data, NULL as an empty cell, and an "op"
//     column for a SELECT in streaming mode.
//
// Each statement passes, fails or is skipped. ../flink-q/skip.txt names the statements that
// need what Flinkpad cannot have (Java test catalogs, JARs, UDF classes, Hive); they do not run.
// ../flink-q/known-failures.txt names the statements that fail today, so that the suite stays
// green while they are worked on: a listed statement counts as failed, an unlisted failure
// fails the test, and so does a listed statement that passes. A statement that depends on an
// earlier failed one counts as it comes out.
//
// The test prints one line per file and the summary "flink-q: N passed, M failed, K skipped"
// (make flink-q; go test shows it with -v). FLINKQ_SHOW=1 or -v prints each failing statement
// with Flink's and Flinkpad's output. -write-known rewrites known-failures.txt from a run.
//
// TestFlinkQWithOptionalPassesOff runs the files once more with the optimizer's optional passes
// and sub-plan reuse off (conformance.PassesOffConfig): every statement that passes must pass
// there too, except EXPLAIN, whose plan differs by design, and SET's listing of the options.
package flinkq
