package report

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/report/wire"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// DefaultMaxRows is how many rows of one table a report keeps when Options leave it unset.
const DefaultMaxRows = 1000

// Options configure a run.
type Options struct {
	// FS is the file system of 'filesystem' tables: for untrusted scripts a fresh memory one.
	FS vfs.FS
	// Config holds configuration defaults, as SET would set them (the page's reuse switch).
	Config map[string]string
	// MaxRows caps the rows kept per statement result and per sink; the totals are still counted.
	MaxRows int
	// MaxFileBytes caps how much of each file the report carries (0: names and sizes only).
	MaxFileBytes int
	// Topics preload the run's in-memory Kafka broker (topics.go); the report lists every topic
	// after the run, each with its first messages up to MaxTopicMessages and MaxTopicBytes
	// (DefaultMaxTopicMessages and DefaultMaxTopicBytes when 0).
	Topics                          []Topic
	MaxTopicMessages, MaxTopicBytes int
	// Progress, when set, is called while the script runs with the rows that reached the sinks
	// and the running query's rows since its previous call, at most every ProgressEvery
	// (DefaultProgressEvery when 0): the playground shows the tables growing while a job runs.
	// It is called from the goroutines that run jobs, one call at a time, and must not keep
	// the Progress it is given: its slices are the report's own.
	Progress      func(Progress)
	ProgressEvery time.Duration
	// CheckSet, when set, vets every SET's key before the script runs; the first SET it refuses
	// fails with its error, and nothing from there on runs (OnlyRuntimeSwitches, for servers).
	CheckSet func(key string) error
	// Finished, when set, is called after each statement with its entry and, when it ran a
	// job or failed, every sink so far: a run whose process may be killed streams them, so that what had
	// finished survives the kill. It is called with the sinks locked, and must not keep them.
	Finished func(s Statement, sinks []*Sink)
}

// The report's JSON form lives in package wire, which a reader of reports imports without
// the engine.
type (
	Report    = wire.Report
	Statement = wire.Statement
	Rows      = wire.Rows
	Column    = wire.Column
	Sink      = wire.Sink
	Error     = wire.Error
	File      = wire.File
	Table     = wire.Table
)

// Run runs a script as the SQL client would, stopping at the first error, and reports it.
func Run(ctx context.Context, script string, o Options) *Report {
	if o.FS == nil {
		o.FS = vfs.NewMemory()
	}
	if o.MaxRows <= 0 {
		o.MaxRows = DefaultMaxRows
	}
	start := time.Now()
	if o.MaxTopicMessages <= 0 {
		o.MaxTopicMessages = DefaultMaxTopicMessages
	}
	if o.MaxTopicBytes <= 0 {
		o.MaxTopicBytes = DefaultMaxTopicBytes
	}
	r := &Report{Statements: []Statement{}, Sinks: []*Sink{}, Files: []File{}, Tables: []Table{}, Topics: []Topic{}}
	topics := broker.NewMemory()
	if err := loadTopics(ctx, topics, o.Topics); err != nil {
		// Nothing runs against topics other than those asked for; Topics is null, so that a
		// page keeps the topics it has.
		r.Error, r.Topics = &Error{Message: err.Error()}, nil
		r.Files = listFiles(o.FS, o.MaxFileBytes)
		r.ElapsedMs = time.Since(start).Milliseconds()
		return r
	}
	if o.ProgressEvery <= 0 {
		o.ProgressEvery = DefaultProgressEvery
	}
	sinks := &sinkLog{max: o.MaxRows, byName: map[string]*Sink{}, list: []*Sink{}, progress: o.Progress,
		progressEvery: o.ProgressEvery, start: start, statement: 1}
	var discard bytes.Buffer
	te := engine.NewTableEnvironment(engine.Settings{Config: o.Config, Env: connector.Env{
		FS: o.FS, Stdout: &discard, Stderr: &discard, Parallelism: 1, SinkObserver: sinks.observe, Topics: topics,
	}, QueryObserver: sinks.observeQuery})
	lines := newLineIndex(script)
	allowed, refused := cutAtRefusedSet(ctx, script, o.CheckSet)
	lastJob := 0
	_ = te.RunScript(ctx, allowed, func(out engine.Outcome) {
		discard.Reset()
		line, col := lines.at(out.Offset)
		s := Statement{Index: out.Index, Line: line, Column: col, Kind: statementKind(out.Text)}
		partial := sinks.endStatement(out.Index + 1)
		switch {
		case out.Err != nil:
			s.Error = newError(out.Err, lines, out.Offset, len(out.Text))
			r.Error = s.Error
			// A query stopped by a limit or a cancellation keeps the rows it had produced.
			s.Result = partial
		case out.Result != nil && out.Result.Kind == engine.SuccessWithContent:
			s.Result = resultRows(out.Result, o.MaxRows)
		}
		if out.Err == nil {
			lastJob = attachPlan(ctx, te, out, &s, lastJob)
		}
		r.Statements = append(r.Statements, s)
		if o.Finished != nil {
			// Under the log's lock: a streaming job may still be writing to its sinks.
			sinks.mu.Lock()
			var ran []*Sink
			if out.Err != nil {
				ran = sinks.list // the script ends here, with the rows its sinks had
			} else if out.Result != nil {
				if _, job := out.Result.GetJobClient(); job {
					ran = sinks.list
				}
			}
			o.Finished(s, ran)
			sinks.mu.Unlock()
		}
	})
	if refused != nil && r.Error == nil {
		s := refused.statement(lines)
		r.Statements, r.Error = append(r.Statements, s), s.Error
	}
	r.Sinks = sinks.list
	r.Files = listFiles(o.FS, o.MaxFileBytes)
	r.Tables = listTables(te)
	r.Topics = listTopics(ctx, topics, o.MaxTopicMessages, o.MaxTopicBytes)
	r.ElapsedMs = time.Since(start).Milliseconds()
	return r
}

func statementKind(text string) string {
	text = stripComments(text)
	fields := strings.Fields(strings.ToUpper(text))
	switch {
	case len(fields) == 0:
		return ""
	case fields[0] == "EXECUTE" && len(fields) > 1 && fields[1] == "STATEMENT":
		return "STATEMENT SET"
	case fields[0] == "EXECUTE" && len(fields) > 1:
		return fields[1]
	case fields[0] == "BEGIN" || fields[0] == "END":
		return fields[0]
	}
	return fields[0]
}

func stripComments(text string) string {
	for {
		text = strings.TrimSpace(text)
		if !strings.HasPrefix(text, "--") {
			return text
		}
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			return ""
		}
		text = text[i+1:]
	}
}

func resultRows(res *engine.TableResult, max int) *Rows {
	ts := res.ColumnTypes()
	rows := &Rows{Columns: make([]Column, len(res.Columns)), Kinds: []string{}, Rows: [][]*string{}}
	for i, c := range res.Columns {
		rows.Columns[i] = Column{Name: c.Name, Type: c.Type.String()}
	}
	for _, row := range res.Rows {
		addRow(rows, row.Kind, ts, row.Values, max)
	}
	return rows
}

// addRow adds a row to r, formatted as Flink prints its values, while r keeps fewer than max.
func addRow(r *Rows, kind types.RowKind, ts []types.Type, values []any, max int) {
	r.Total++
	if len(r.Rows) >= max {
		return
	}
	cells := make([]*string, len(values))
	for i, v := range values {
		if v != nil {
			s := types.FormatValue(ts[i], v)
			cells[i] = &s
		}
	}
	r.Kinds = append(r.Kinds, kind.ShortString())
	r.Rows = append(r.Rows, cells)
}

// sinkLog collects the rows that reach each sink, in the order the sinks first receive rows,
// and the rows of the running query, and reports them as they grow (progress.go).
type sinkLog struct {
	mu     sync.Mutex
	max    int
	byName map[string]*Sink
	list   []*Sink
	rows   int64 // every row every sink received so far

	live          []*liveTable // the sinks, with what Progress has reported of them
	query         *liveTable   // the running query's rows, nil when no query runs
	queryTypes    []types.Type
	statement     int // the running statement's index
	progress      func(Progress)
	progressEvery time.Duration
	start         time.Time
	lastProgress  time.Time
}

func (l *sinkLog) observe(t *connector.Table, names []string, ts []types.Type, b connector.Batch) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.rows += int64(b.Len())
	defer l.report(false)
	name := t.ID.String()
	s := l.byName[name]
	if s == nil {
		opts := t.Table.OptionMap()
		s = &Sink{Name: name, Connector: opts["connector"]}
		if s.Connector == "print" {
			s.Identifier = opts["print-identifier"]
		}
		s.Columns = make([]Column, len(names))
		for i, n := range names {
			s.Columns[i] = Column{Name: n, Type: ts[i].String()}
		}
		s.Kinds, s.Rows.Rows = []string{}, [][]*string{}
		l.byName[name] = s
		l.list = append(l.list, s)
		l.live = append(l.live, &liveTable{Sink: s})
	}
	rec := b.Record
	for i := range int(rec.NumRows()) {
		if len(s.Rows.Rows) >= l.max {
			s.Total += int(rec.NumRows()) - i
			return
		}
		values := make([]any, len(ts))
		for c := range ts {
			v, err := types.ValueFromArrow(ts[c], rec.Column(c), i)
			if err != nil {
				continue
			}
			values[c] = v
		}
		addRow(&s.Rows, b.Kind(i), ts, values, l.max)
	}
}

var placeRe = regexp.MustCompile(`[Ll]ine (\d+), column (\d+)`)

// newError locates a message's first "line L, column C", which Flink counts from the
// statement's first character, in the whole script.
func newError(err error, lines lineIndex, stmtOffset, stmtLen int) *Error {
	e := &Error{Message: engine.FlinkMessage(err), NotSupported: errors.Is(err, engine.ErrNotSupported)}
	m := placeRe.FindStringSubmatch(e.Message)
	if m == nil {
		e.Line, e.Column = lines.at(errorOffset(err, stmtOffset, stmtLen))
		return e
	}
	line, _ := strconv.Atoi(m[1])
	col, _ := strconv.Atoi(m[2])
	sl, sc := lines.at(stmtOffset)
	if line == 1 {
		col += sc - 1
	}
	e.Line, e.Column = sl+line-1, col
	return e
}

// errorOffset is where in the script an error without "line L, column C" in its message points:
// the construct a refusal or a binder error names, when it lies within the statement (an error
// raised while binding a view's text points into that text instead), else the statement's start.
// An error raised after binding points at its node's SQL, which for a node planned from a view
// the script created is in that view's statement, before this one.
func errorOffset(err error, stmtOffset, stmtLen int) int {
	off, from := -1, stmtOffset
	var placed *plan.SpanError
	if p, ok := flinkerr.PositionOf(err); ok {
		off = p.Offset()
	} else if errors.As(err, &placed) {
		off, from = placed.Span.Start.Offset(), 0 // raised after binding, about this node's SQL
	}
	if off < from || off > stmtOffset+stmtLen {
		return stmtOffset
	}
	return off
}

// lineIndex turns byte offsets into 1-based lines and columns counted in characters.
type lineIndex struct {
	src    string
	starts []int
}

func newLineIndex(src string) lineIndex {
	li := lineIndex{src: src, starts: []int{0}}
	for i := range len(src) {
		if src[i] == '\n' {
			li.starts = append(li.starts, i+1)
		}
	}
	return li
}

func (li lineIndex) at(off int) (line, column int) {
	off = min(max(off, 0), len(li.src))
	i := sort.Search(len(li.starts), func(i int) bool { return li.starts[i] > off }) - 1
	return i + 1, utf8.RuneCountInString(li.src[li.starts[i]:off]) + 1
}

func listFiles(fs vfs.FS, maxBytes int) []File {
	files := []File{}
	var walk func(dir string)
	walk = func(dir string) {
		entries, err := fs.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range entries {
			p := strings.TrimSuffix(dir, "/") + "/" + e.Name()
			if e.IsDir() {
				walk(p)
				continue
			}
			f := File{Path: p}
			if info, err := e.Info(); err == nil {
				f.Size = info.Size()
			}
			if maxBytes > 0 {
				f.Content, f.Truncated = readPrefix(fs, p, maxBytes)
			}
			files = append(files, f)
		}
	}
	walk("/")
	return files
}

func readPrefix(fs vfs.FS, p string, n int) (string, bool) {
	rc, err := fs.Open(p)
	if err != nil {
		return "", false
	}
	defer rc.Close()
	buf := make([]byte, n+1)
	read := 0
	for read < len(buf) {
		m, err := rc.Read(buf[read:])
		read += m
		if err != nil {
			break
		}
	}
	if read > n {
		return string(buf[:n]), true
	}
	return string(buf[:read]), false
}

func listTables(te *engine.TableEnvironment) []Table {
	m := te.Catalog()
	out := []Table{}
	names := append(m.Tables(), m.Views()...)
	sort.Strings(names)
	for _, name := range slicesCompact(names) {
		id := catalog.ObjectIdentifier{Catalog: m.CurrentCatalog(), Database: m.CurrentDatabase(), Object: name}
		t := Table{Name: name, Columns: []string{}}
		if obj, _, ok := m.Lookup(id); ok {
			t.Columns = columnNames(obj)
		}
		out = append(out, t)
	}
	return out
}

func slicesCompact(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func columnNames(obj catalog.Object) []string {
	schema := obj.ResolvedSchema()
	names := make([]string, 0, len(schema.Columns))
	for _, c := range schema.Columns {
		names = append(names, c.Name)
	}
	return names
}

// attachPlan gives a statement that ran a job (lastJob counts the jobs seen so far) that job's
// graph and EXPLAIN text, and an EXPLAIN statement the graph of what it explains.
func attachPlan(ctx context.Context, te *engine.TableEnvironment, out engine.Outcome, s *Statement, lastJob int) int {
	if seq, graph, text, err := te.LastJobPlanContext(ctx); err == nil && seq > lastJob {
		s.Graph = graph
		if !out.Streaming {
			s.Plan = text
		}
		return seq
	}
	if _, ok := out.Stmt.(*sql.ExplainStmt); ok {
		if graph, err := te.ExplainStatementJSON(ctx, out.Stmt); err == nil {
			s.Graph = graph
		}
	}
	return lastJob
}
