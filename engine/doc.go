// Package engine is Flinkpad's Table API: a TableEnvironment that executes Flink SQL
// statements against a catalog, and runs scripts the way Flink's SQL client runs a file.
//
// A statement goes through engine/sql (parse), engine/plan (bind), and, for queries and
// INSERTs, the optimizer and engine/exec. Today the environment executes SET and RESET,
// CREATE/DROP TABLE, CREATE VIEW, CREATE/ALTER/DROP DATABASE, ALTER TABLE and ALTER VIEW
// (ddl_alter.go, ddl_alter_view.go: only permanent objects, as in Flink), USE, SHOW and
// DESCRIBE, the catalog statements (ddl_catalog.go, show_catalog.go: CREATE, DROP, ALTER,
// DESCRIBE and SHOW CREATE CATALOG over the catalog package's in-memory catalogs) and the
// module statements (module.go: core is the only module; while it is unloaded, statements that
// may resolve a function are refused as not supported), and runs SELECT and
// INSERT in batch mode (connectors are resolved here, in connectors.go; each environment keeps
// an in-memory Kafka broker for its kafka and upsert-kafka tables unless its Settings give
// brokers, topics.go), with joins, aggregates,
// sorting and set operations. In streaming mode, Flink's default, stateful nodes run as
// streaming operators that emit changelogs row by row (group aggregates, regular joins, Top-N
// for ORDER BY ... LIMIT, set operations; window operators emit once per window: window
// aggregates, Top-N and joins; streaming.go checks what streams, and the sinks'
// changelog checks: the filesystem sink's update error, the primary-key sink's upsert key).
// A source that is a connector.ChangelogProducer (a filesystem table in a CDC format) tells the
// binder its changelog (source_changelog.go); with table.exec.source.cdc-events-duplicate and
// a primary key Flink would normalize it, which is refused as not supported.
// Queries and INSERTs go through the optimizer (engine/opt, wired in optimize.go); the
// INSERTs of a statement set are optimized together, so that a sub-plan they share runs once
// (insert.go). EXPLAIN prints Flink's batch plans (explain.go, engine/explain), and ExplainJSON
// and LastJobJSON give the plan graph, with per-node row counts after a run. Statements
// Flinkpad cannot run yet return an error that matches ErrNotSupported; the conformance suite
// lists the cases that need them in its known gaps.
//
// # Two ways in
//
// RunScript is the SQL client's path: statement by statement, each INSERT a job that finishes
// before the next statement (as the client runs with table.dml-sync), results collected whole.
// What the client's session keeps between statements (session.go) outlives one call: a BEGIN
// STATEMENT SET left open stays open for the next RunScript, so that a caller may run one
// statement at a time, as the REPL and the gateway's script tests do. An INSERT's result is
// "OK" with the finished job's client, whose id the gateway prints for DML.
//
// SET and RESET (set.go) take Flink's quoted and unquoted forms; SET checks the values the
// gateway checks when it sets them (runtime mode, SQL dialect, parallelism) and, without a
// key, lists the session's options. COMPILE PLAN, COMPILE AND EXECUTE PLAN and EXECUTE PLAN
// (plan_file.go) write and read a plan file of Flinkpad's own format, with Flink's rules for a
// file that exists; it runs only while the tables and views it recorded are unchanged. CALL
// and SHOW PROCEDURES fail as Flink's in-memory catalog fails them (procedure.go), HELP,
// CLEAR, QUIT and EXIT as executeSql refuses them (client_command.go).
//
// The Table API mirrors Flink's. ExecuteSQL submits a query or an INSERT as a job and returns at
// once, as Flink's executeSql does (an INSERT waits with table.dml-sync = true). SQLQuery, From
// and FromDescriptor make a Table; Select, Where, GroupBy(...).Select and Join derive Tables from
// SQL expression strings (table.go), each bound at once, its errors positioned within the
// expression given (ExprError); Execute runs a Table's query, ExecuteInsert writes it to a
// table path or a TableDescriptor. A descriptor (descriptor.go, schema.go) is written as the
// CREATE TABLE it stands for and bound as DDL is; as a source or a sink it becomes an inline
// table named as Flink names it, *anonymous_<connector>$<n>*, registered under an identifier
// no catalog lists. A sink descriptor whose schema declares no physical columns takes the
// query's, first, as Flink's SchemaTranslator does. StatementSet gathers INSERTs into one job.
//
// # Jobs
//
// A job (job_client.go) runs in its own goroutine on a copy of the environment that shares the
// catalog but has a snapshot of the configuration and its own connectors' environment, so that
// statements run meanwhile do not change it. Its JobClient has Flink's 32-hex-digit JobID, its
// status (CREATED, RUNNING, CANCELLING, FINISHED, FAILED, CANCELED), Await and Cancel. Cancelling
// the job or the context it was submitted with stops it within a batch: sources and blocking
// operators check the context at every batch, and the long loops inside operators (the join's
// pairs, the sort, the aggregate's output) check it every few thousand steps. Under WebAssembly,
// where goroutines share one thread and cannot be preempted, a job's context yields whenever it
// is checked (yield_js.go), so that the caller runs while a job does. A query's job
// (query_stream.go) is read by its caller: Collect and Print pull its batches, stopping early
// cancels it, as closing Flink's result iterator does, and a cancelled job nobody reads ends at
// once. A job over an unbounded source (datagen without number-of-rows, paced by
// rows-per-second in streaming mode) runs until cancelled, and ends CANCELED with Flink's
// JobCancellationException; so does a script's INSERT or query whose context the user cancelled
// (Ctrl-C in the CLI), while a context that ended for a reason of its own (a run's time limit)
// keeps that reason. A script's queries show their rows batch by batch to
// Settings.QueryObserver, so that the CLI and the playground show them while they run. TableResult prints as Flink's print()
// does (result_print.go): queries in a tableau whose widths come from the column types, SHOW,
// DESCRIBE and SHOW CREATE in one sized by their values, never cut, NULL empty (Flink's
// TableResultUtils), EXPLAIN, INSERT results and OK raw. FprintTableau is the SQL client's
// tableau sized by the values, which the CLI prints batch queries and every other result with;
// widths count as Java does (UTF-16 units, East Asian wide characters twice; tableau_width.go).
// A query fails, once planned and before it runs, when table.display.max-column-width is no
// positive integer, as Flink's does when it builds the result's print style (display_width.go).
// A ClientSession (client_session.go) runs the interactive client's entries with one statement
// set that stays open from the BEGIN STATEMENT SET of one entry to the END of another.
//
// Errors Flink raises while it translates a job (connector options, a source used as a sink,
// INSERT OVERWRITE into a sink that cannot) are raised at submission; errors at run time come
// from Await, Collect or Print.
//
// # Memory
//
// 'flinkpad.memory.max-bytes' (default Settings.MemoryMaxBytes) caps the Arrow memory one job,
// or one statement of a script, holds at once (memory.go). Each gets a counting allocator around
// the one Settings gave; an allocation past the cap panics inside Arrow's builders, the job's
// runner recovers it, and the job fails with an error matching ErrMemoryLimit. Operator state
// kept in Go values (an aggregate's groups, a sort's rows) is not counted until it becomes
// Arrow batches again.
//
// # Work outside the job
//
// The stages that are not a job (parsing, binding with its view expansion, the optimizer and
// its constant evaluator, EXPLAIN, the JSON graph) are bounded by a work.Meter (metered.go):
// every entry point (RunScript's statements, ExecuteSQL, Table.Execute and ExecuteInsert,
// StatementSet.Execute, ExplainJSON, and with a background context SQLQuery, AddInsertSQL and
// LastJobJSON) gives its statement one Meter over the context it runs under, kept in te.work
// while the statement is planned and read by binder(), optimizerConfig() and explainOptions().
// A job's copy of the environment has none: the job is bounded by its own context. RunScript
// scans and splits the whole script under a Meter of its own (sql.ParseStatementsMetered). The
// budget is work.DefaultMaxSteps steps per statement unless 'flinkpad.planner.max-steps' sets
// it. A Meter stops by panicking with a *work.Stopped, which guard (or metered, for the entry
// points without a guard) recovers into the statement's error: the context's cause (a time or
// memory limit, a cancellation) or an error matching work.ErrTooComplex, never an internal
// error.
//
// # Errors
//
// Errors keep Flink's message and the Java class Flink raises, because the SQL client prints the
// deepest cause as "class: message" and Flinkpad's output must match it. Every layer returns
// the shared *flinkerr.Error, which carries both, a position and a kind; the parser's sql.Error
// and the Table API's ExprError are the two types of their own, as they carry more.
// FlinkMessage renders an error that way: the class of the first error in the chain that names
// one. Positions inside messages count from the start of the statement's text, as Flink counts
// in the text it is given. A panic in a statement or a job becomes an error matching
// ErrInternal (flinkerr.ErrInternal); a refusal matches ErrNotSupported (flinkerr's); a job over
// its memory cap panics with, and fails with, an error of kind ErrMemoryLimit.
package engine
