//go:build js && wasm

// Package ui is the playground page, in Go on the page's thread. It reaches the DOM through
// syscall/js, by the small wrapper in dom.go: a DOM library's generated bindings cost the module
// 715 KB of code for the dozen calls the page makes.
//
// The page has a toolbar (lessons, Run, Cancel, the job's status, the reuse switch, Share,
// Export, the theme), the editor on the left (CodeMirror 6, from web/src through
// window.FlinkpadWeb), and tabs on the right: Results (a table per statement result and per
// sink), Plan (the job graph), EXPLAIN, Files and Topics.
//
// The package does not build that page: the shell (web/src/shell.js) has drawn it from the
// bundle before the module arrived, with the editor already holding its starting script (a
// shared link's or the first lesson, and whatever the user typed since). Run adopts it (app.go):
// it waits for the shell's ready promise (a shared link's script fetched, the editor's second
// half and the graph's layout loaded), takes the elements by id and attaches its handlers, takes the editor the shell made, and gives the shell the hooks
// the editor's runs and changes go to from then on. The shell answers whether the editor's text
// is confirmed (see below) and the status line to keep; the DOM is not rebuilt, so nothing
// moves when the engine is ready.
// The start does only what a usable page needs: the Files and Topics panels get their content
// once the engine's worker is ready or their tab is opened (app.go drawPanels), and the
// lessons' scripts are read when one is chosen. The UI's marks (marks.go) time the start.
//
// Scripts run in a Web Worker started from the same wasm module (see wasm/playground), so a long
// job never freezes the page: the page shows RUNNING with the elapsed time and the rows so far,
// and Cancel terminates the worker and starts a new one. While a job runs the worker posts each
// sink's and the running query's new rows (wire.Progress, every 250 ms at most), which
// live.go appends to tables that grow in place; Cancel keeps them, marked CANCELED, so a job
// over an unbounded source needs no time limit to be useful. The worker answers each run with a report
// (engine/report) as JSON, its values already formatted as Flink prints them. Arrow IPC was
// measured against it (BenchmarkResultEncoding in engine/report: 1000 rows of four columns are
// 39.5 KB and 91 µs to encode as IPC, 49.6 KB and 274 µs as JSON): the difference is small for
// results capped at 1000 rows a table, while IPC would add its reader and Flink's value
// formatting to the page's module, which is near its download budget.
//
// The page depends on none of the engine's packages: it reads the report's JSON through package
// wire, the plan graph's JSON through its own planGraph (source.go), and the words the editor
// highlights from vocabulary.go, which a test keeps equal to the parser's keywords and the
// binder's functions (go test ./wasm/ui -run Vocabulary -update rewrites it); tools/shellgen
// writes them, through EditorWords, into the shell's data, which hands them to the editor.
// Clicking a node of the plan marks in the editor the lines of the span the node carries: the
// SQL the binder made it from, which the optimizer's and the physical plan's nodes keep; for a node planned
// from a view the script created, lines of that CREATE VIEW.
//
// The Topics tab (topics.go, with its data in topicdata.go) holds the session's Kafka topics as
// Files holds uploads: the page keeps them, each run's in-memory broker starts with them (the
// run request's topics), and the report's topics after the run replace them, so a topic written
// in one run is read in the next. A report keeps each topic's first messages per partition up to
// a cap (report.DefaultMaxTopicMessages, DefaultMaxTopicBytes); a topic cut so says it, and the
// next run starts from what was kept. A cancelled run leaves the topics as they were before it.
// The tab lists each topic's messages (partition, offset, key, value, timestamp, headers; keys
// and values as text when UTF-8, else as hex), adds a message from a form (a key left empty is
// no key; the timestamp is epoch milliseconds or a UTC date and time, now when left empty), and
// adds a file of messages, one a line: a line that is a JSON object with only the fields key,
// value, timestamp, partition and headers, and a key or value among them, is a message with
// those (a value written as a JSON object is its compact text; {"base64": "..."} is bytes);
// any other line is a value, with no key. A message whose partition the page cannot know (a
// topic of several partitions, none given) shows "next run" until a run's broker places it.
//
// Everything a script or a report contains is shown as text (textContent), never parsed as HTML:
// a shared link's script is untrusted.
//
// For the same reason a shared link (/s/{id} or #code=) never runs anything by itself. The schema
// pass, which runs the script's DDL in the worker to give autocomplete the tables, runs only for
// text the user confirmed: typed in the editor (a paste or a drop is not typing), a lesson the
// page ships, or a script the user pressed Run on. The worker bounds the pass by a deadline and a
// memory cap (wasm/playground/schema.go); the page bounds it too, since under wasm the engine may
// not notice its context: a pass that has not answered in schemaWatchdogMs gets the worker
// replaced, as Cancel does, without a word to the user, and its text is not tried again. A run
// asked for while a pass is out waits for it.
package ui
