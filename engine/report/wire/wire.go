// Package wire is the JSON form of a script run's report and of its progress messages, which
// package report fills and the page reads. It imports nothing of the engine, so that a reader
// of reports (the page's UI) depends on none of the engine's packages.
package wire

import "encoding/json"

// Report is what a run did.
type Report struct {
	Statements []Statement `json:"statements"`
	Sinks      []*Sink     `json:"sinks"`
	Files      []File      `json:"files"`
	Tables     []Table     `json:"tables"`
	// Topics are the topics of the run's in-memory Kafka broker after the run; null when the
	// request's topics were refused and nothing ran.
	Topics []Topic `json:"topics"`
	// Error is the first error, which stopped the script, or nil.
	Error     *Error `json:"error,omitempty"`
	ElapsedMs int64  `json:"elapsedMs"`
}

// Statement is one statement's outcome.
type Statement struct {
	Index int `json:"index"`
	// Line and Column are where the statement's text starts in the script, 1-based.
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Kind   string `json:"kind"`
	// Result holds the rows of a statement that returns some (SELECT, SHOW, DESCRIBE, EXPLAIN).
	Result *Rows  `json:"result,omitempty"`
	Error  *Error `json:"error,omitempty"`
	// Graph is the plan of the job the statement ran, with rows in and out per node, or the plan
	// an EXPLAIN statement explains (without counts), as engine/explain's JSON graph.
	Graph json.RawMessage `json:"graph,omitempty"`
	// Plan is the job's plan as Flink's EXPLAIN prints it (batch mode).
	Plan string `json:"plan,omitempty"`
}

// Rows is a table of formatted values.
type Rows struct {
	Columns []Column    `json:"columns"`
	Kinds   []string    `json:"kinds"`
	Rows    [][]*string `json:"rows"`
	// Total counts every row, including those beyond the cap.
	Total int `json:"total"`
}

// Column is a column's name and Flink type.
type Column struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Sink is what one sink table received.
type Sink struct {
	Name      string `json:"name"`
	Connector string `json:"connector"`
	// Identifier is a print sink's print-identifier, which prefixes its printed lines.
	Identifier string `json:"identifier,omitempty"`
	Rows
}

// Error is a message as Flink's SQL client prints it after "Reason:", and where it is in the
// whole script when the message names a place.
type Error struct {
	Message string `json:"message"`
	Line    int    `json:"line,omitempty"`
	Column  int    `json:"column,omitempty"`
	// NotSupported marks what Flink runs and Flinkpad cannot yet.
	NotSupported bool `json:"notSupported,omitempty"`
}

// File is a file left in the file system after the run.
type File struct {
	Path    string `json:"path"`
	Size    int64  `json:"size"`
	Content string `json:"content,omitempty"`
	// Truncated is true when Content holds only the first bytes the run kept (report.Options).
	Truncated bool `json:"truncated,omitempty"`
}

// Table is a table or view of the current database, with its columns, for autocomplete.
type Table struct {
	Name    string   `json:"name"`
	Columns []string `json:"columns"`
}

// Progress is what a running script produced since its previous Progress: the rows that reached
// each sink, and the rows of the query that is running. A page appends them to what it shows,
// so that a job's tables grow while it runs, and stay when it is cancelled.
type Progress struct {
	ElapsedMs int64 `json:"elapsedMs"`
	// Statement is the 1-based index of the statement that is running.
	Statement int `json:"statement"`
	// Rows counts every row every sink received so far.
	Rows int64 `json:"rows"`
	// Sinks are the sinks that received rows since the previous Progress.
	Sinks []*TableProgress `json:"sinks,omitempty"`
	// Query is the running query's rows since the previous Progress; it is there from the
	// query's start, without rows, so that its columns show at once.
	Query *TableProgress `json:"query,omitempty"`
}

// TableProgress is one table's new rows: Rows holds the kept rows from index From on (a table
// keeps its first MaxRows rows), and Total counts every row so far.
type TableProgress struct {
	Sink
	From int `json:"from"`
}

// Topic is a Kafka topic of the run's in-memory broker. A request preloads topics in this shape
// and the report brings every topic back after the run, so that a page or a client keeps them
// between runs. A topic keeps its first messages of each partition up to the run's caps
// (report.Options): Total counts them all, and Truncated marks a topic that lost some.
type Topic struct {
	Name       string    `json:"name"`
	Partitions int       `json:"partitions"`
	Messages   []Message `json:"messages"`
	Total      int       `json:"total"`
	Truncated  bool      `json:"truncated,omitempty"`
}

// Message is one Kafka record. In a report every field is set. In a preload Offset is ignored
// (each partition's messages take the offsets 0, 1, ... in their order), a missing Partition
// lets the broker choose (the key's hash, else round robin) and a missing Timestamp is the time
// of the run.
type Message struct {
	Partition *int32   `json:"partition,omitempty"`
	Offset    *int64   `json:"offset,omitempty"`
	Key       Bytes    `json:"key"`
	Value     Bytes    `json:"value"`
	Timestamp *int64   `json:"timestamp,omitempty"` // epoch milliseconds
	Headers   []Header `json:"headers,omitempty"`
}

// Header is one record header.
type Header struct {
	Key   string `json:"key"`
	Value Bytes  `json:"value"`
}
