// Package report runs a script and describes everything it did as one JSON-ready value: each
// statement's outcome (its rows, or its error with the line and column in the script), each
// sink's rows, the files a job left, and the tables the script created, for autocomplete.
//
// The playground's Web Worker, the server's /api/run and the Cloudflare Worker all answer with a
// Report, so a page and a grading script see the same thing. Rows are capped per table (the
// total is kept, so a page can say "showing N of M"); values are formatted as Flink's print
// sink prints them, and NULL is JSON null.
//
// Sink rows are observed as batches reach a sink, through connector.Env's SinkObserver, so a
// print sink's rows arrive as cells rather than as printed lines to be parsed again; a query's
// rows through engine.Settings.QueryObserver. While a job runs, Options.Progress receives what
// each sink and the running query gained since its previous call (progress.go), which a page
// appends to its tables. A statement stopped by its context (a time limit) keeps the query rows
// it had produced, beside its error, and the sinks keep theirs.
//
// The report's JSON types live in package wire (aliased here), which imports none of the engine,
// so that the page reads reports without depending on the engine's packages.
//
// An error without a position of its own (one raised after binding: the optimizer's, the
// executor's) is placed at the span of the plan node it is about, when it names one.
//
// Kafka topics live in an in-memory broker that each run starts afresh (topics.go):
// Options.Topics preloads it, and the report lists every topic after the run, each with its first
// messages per partition up to a cap of messages and bytes (Total counts them all, Truncated marks
// the cut). A page or a client of /api/run keeps them between runs as it keeps its files. Keys and
// values travel as wire.Bytes: a string when UTF-8, {"base64": ...} otherwise, null for null.
//
// For scripts a server does not trust (untrusted.go), Options.CheckSet vets the keys SET may change
// before anything runs, and UnboundedTables names the declared tables whose source never ends, so
// that such a run can be refused unless it has a time limit.
package report
