package print

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Option keys, Flink's PrintConnectorOptions.
const (
	OptIdentifier  = "print-identifier"
	OptStdErr      = "standard-error"
	OptParallelism = "sink.parallelism"
)

// OverwriteError is the planner's message for INSERT OVERWRITE into a sink that does not
// implement SupportsOverwrite (print, blackhole); table is the full name,
// "default_catalog.default_database.t".
func OverwriteError(table string) error {
	return connector.NewError(nil, connector.ClassValidation, "INSERT OVERWRITE requires that the underlying DynamicTableSink of table '%s' "+
		"implements the SupportsOverwrite interface.", table)
}

// Factory returns the print connector.
func Factory() connector.SinkFactory { return factory{} }

type factory struct{}

var _ connector.SinkFactory = factory{}

func (factory) Identifier() string { return "print" }

func (factory) Spec(*connector.Table) connector.Spec {
	return connector.Spec{Identifier: "print",
		Optional: append([]string{OptIdentifier, OptStdErr, OptParallelism}, connector.FactoryHelperOptions...)}
}

// CreateSink validates as Flink's TableFactoryHelper does: option values first, then unknown keys.
func (f factory) CreateSink(t *connector.Table, env *connector.Env) (connector.Sink, error) {
	if t == nil || t.Table == nil {
		return nil, fmt.Errorf("print: no table")
	}
	opts := t.Table.OptionMap()
	s := &Sink{table: t.ID.String(), partitionKeys: t.Table.PartitionKeys}
	if v, ok := opts[OptStdErr]; ok {
		switch {
		case equalFold(v, "true"):
			s.stdErr = true
		case equalFold(v, "false"):
		default:
			return nil, connector.NewError(connector.ErrInvalidOptions, "java.lang.IllegalArgumentException",
				"Unrecognized option for boolean: %s. Expected either true or false(case insensitive)", v)
		}
	}
	if v, ok := opts[OptParallelism]; ok {
		p, err := strconv.ParseInt(v, 10, 32)
		if err != nil || !isJavaInt(v) {
			return nil, connector.NewError(connector.ErrInvalidOptions, "java.lang.NumberFormatException", "For input string: \"%s\"", v)
		}
		s.parallelism = int(p)
	}
	if err := f.Spec(t).Validate(opts); err != nil {
		return nil, err
	}
	if id, ok := opts[OptIdentifier]; ok {
		s.identifier = &id
	}
	if env != nil {
		s.out, s.err = env.Stdout, env.Stderr
		if s.parallelism == 0 {
			s.parallelism = env.Parallelism
		}
	}
	if s.parallelism < 1 {
		s.parallelism = 1
	}
	return s, nil
}

func isJavaInt(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// Sink is a print table: every row goes to standard output (or error) as Row.toString prints
// it, after Flink's PrintSinkOutputWriter prefix.
type Sink struct {
	table         string
	identifier    *string // nil when 'print-identifier' is not set
	stdErr        bool
	parallelism   int
	partitionKeys []string
	out, err      io.Writer
}

var (
	_ connector.Sink              = (*Sink)(nil)
	_ connector.Partitioner       = (*Sink)(nil)
	_ connector.ChangelogConsumer = (*Sink)(nil)
)

// SupportsPartitioning is true: Flink's PrintSink implements SupportsPartitioning, and a static
// partition becomes part of the printed identifier.
func (*Sink) SupportsPartitioning() bool { return true }

// ConsumesUpdates is true: print accepts every row kind.
func (*Sink) ConsumesUpdates() bool { return true }

// Parallelism is the number of subtasks the sink prints as: 'sink.parallelism', else the
// environment's parallelism.
func (s *Sink) Parallelism() int { return s.parallelism }

// Identifier is the identifier after static partitions are applied, as PrintSink's
// getSinkRuntimeProvider builds it: "id:k=v" per static partition, in partition-key order.
func (s *Sink) Identifier(static map[string]string) string {
	id := s.identifier
	for _, k := range s.partitionKeys {
		v, ok := static[k]
		if !ok {
			continue
		}
		next := ""
		if id != nil {
			next = *id + ":"
		}
		next += k + "=" + v
		id = &next
	}
	if id == nil {
		return ""
	}
	return *id
}

// Prefix is PrintSinkOutputWriter's line prefix for a subtask (0-based) of parallelism p.
func Prefix(identifier string, subtask, p int) string {
	prefix := identifier
	if p > 1 {
		if prefix != "" {
			prefix += ":"
		}
		prefix += strconv.Itoa(subtask + 1)
	}
	if prefix != "" {
		prefix += "> "
	}
	return prefix
}

// Open starts a write. INSERT OVERWRITE is the planner's to reject (print is not an
// Overwriter); Open rejects it too, with the planner's message, should it get that far.
func (s *Sink) Open(ctx context.Context, w connector.WriteSpec) (connector.Writer, error) {
	if w.Overwrite {
		return nil, OverwriteError(s.table)
	}
	target := s.out
	if s.stdErr {
		target = s.err
	}
	if target == nil {
		target = os.Stdout
		if s.stdErr {
			target = os.Stderr
		}
	}
	id := s.Identifier(w.StaticPartition)
	prefixes := make([]string, s.parallelism)
	for i := range prefixes {
		prefixes[i] = Prefix(id, i, s.parallelism)
	}
	return &Writer{target: target, types: w.Types, prefixes: prefixes}, nil
}

// outputMu serializes writes to the shared outputs: two sinks that print to the same
// Stdout never interleave within a line, even when Stdout is not safe for concurrent use.
var outputMu sync.Mutex

// Writer prints the rows of one INSERT. Rows go to the subtasks in turn when the sink's
// parallelism is above 1 (Flink's rebalance); WriteSubtask names the subtask explicitly.
type Writer struct {
	target   io.Writer
	types    []types.Type
	prefixes []string
	next     int
	buf      []byte
	values   []any
	rows     int64
}

var _ connector.Writer = (*Writer)(nil)

// Write prints the batch, assigning rows round-robin to the subtasks.
func (w *Writer) Write(ctx context.Context, b connector.Batch) error {
	return w.write(b, -1)
}

// WriteSubtask prints the batch as subtask (0-based) does, for an executor that knows which
// subtask produced the rows.
func (w *Writer) WriteSubtask(ctx context.Context, b connector.Batch, subtask int) error {
	if subtask < 0 || subtask >= len(w.prefixes) {
		return fmt.Errorf("print: subtask %d out of range (parallelism %d)", subtask, len(w.prefixes))
	}
	return w.write(b, subtask)
}

func (w *Writer) write(b connector.Batch, subtask int) error {
	n := b.Len()
	if n == 0 {
		return nil
	}
	cols := int(b.Record.NumCols())
	if cols != len(w.types) {
		return fmt.Errorf("print: batch has %d columns, the sink %d", cols, len(w.types))
	}
	if cap(w.values) < cols {
		w.values = make([]any, cols)
	}
	vals := w.values[:cols]
	w.buf = w.buf[:0]
	for i := range n {
		for c := range cols {
			v, err := types.ValueFromArrow(w.types[c], b.Record.Column(c), i)
			if err != nil {
				return err
			}
			vals[c] = v
		}
		p := subtask
		if p < 0 {
			p = w.next
			w.next = (w.next + 1) % len(w.prefixes)
		}
		w.buf = append(w.buf, w.prefixes[p]...)
		w.buf = append(w.buf, types.FormatRow(b.Kind(i), w.types, vals)...)
		w.buf = append(w.buf, '\n')
	}
	w.rows += int64(n)
	outputMu.Lock()
	defer outputMu.Unlock()
	_, err := w.target.Write(w.buf)
	return err
}

// Rows is the number of rows written so far.
func (w *Writer) Rows() int64 { return w.rows }

// Close ends the write; print has nothing to commit.
func (w *Writer) Close() error { return nil }
