// Package conformance holds Flinkpad to its promise that a script gives the same rows on
// Flinkpad as on Apache Flink.
//
// The cases are SQL scripts in cases/. The Java runner in flink/ runs each one on an embedded
// Flink 2.3.0, through the SQL gateway's executor that Flink's SQL client uses, and records
// what it saw in expected/NAME.out (make conformance-golden). The Go test runs the same scripts
// on Flinkpad's engine, renders what it saw in the same form, and compares.
//
// # The recorded form
//
// A .out file is a list of sections. A section starts with a header line "@@ kind args..."
// (no line that Flink prints starts with "@@ ") and holds the lines up to the next header:
//
//	@@ print N ID ORDER      lines the print sink with identifier ID wrote in statement N
//	@@ print-stderr N ID ORDER   the same, for a sink with 'standard-error' = 'true'
//	@@ result N ORDER        rows of a SELECT, SHOW or DESCRIBE, as Row.toString prints them
//	@@ columns: a, b         (second header line of a result: its column names)
//	@@ explain N             the text of an EXPLAIN
//	@@ files DIR             at the end of the case, the lines of the files under DIR, sorted
//	@@ error N               the root cause of the first failing statement, "class: message"
//
// Statements are numbered from 1 in the order the script gives them; an
// EXECUTE STATEMENT SET BEGIN ... END block is one statement. ORDER says how to compare:
// "ordered" exactly, "unordered" as a multiset (the runner sorts such lines), "changelog" exactly
// (a streaming changelog in emission order), and "final" as the table the changelog
// materializes, which a case asks for with the line "-- conformance: final" where Flink's order
// across two inputs is not deterministic. The line "-- conformance: differs-from-batch" leaves a
// streaming case out of TestStreamingFinalStateEqualsBatch, where its rows rightly differ from
// the batch run's: late rows dropped, or values that follow the order of an update stream.
// The line "-- conformance: kafka-topic NAME PARTITIONS" has the runner create a Kafka topic with
// that many partitions before the case runs (others are created on first use with one); see
// kafka_topics.go.
//
// # Comparing
//
// Sections are compared one by one, in order. Errors compare the statement index and the first
// line of the message: Flink's parser appends a long "Was expecting one of" list that Flinkpad
// does not reproduce. A case listed in known-gaps.txt is reported as skipped; if it passes, the
// test says so, so that the list only shrinks. A gap whose reason starts "Flinkpad refuses" is
// skipped only while the case fails with flinkpad.NotSupported: any other failure, wrong rows
// above all, fails the test.
//
// # With the optional passes off
//
// TestResultsWithOptionalPassesOff runs every case that passes once more with the optimizer's
// optional passes (opt.Optional) and Flink's two reuse options off (PassesOffConfig), and
// compares it with Flink's recorded output as above, EXPLAIN sections aside: a pass that the
// optimizer may skip must not change a result. passes-off-skips.txt lists, with reasons, the
// cases whose results depend on such a pass; they are reported as skipped, and a listed case
// that passes fails the test.
package conformance
