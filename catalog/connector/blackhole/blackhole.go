package blackhole

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// Factory returns the blackhole connector.
func Factory() connector.SinkFactory { return factory{} }

type factory struct{}

var _ connector.SinkFactory = factory{}

func (factory) Identifier() string { return "blackhole" }

func (factory) Spec(*connector.Table) connector.Spec {
	return connector.Spec{Identifier: "blackhole", Optional: append([]string(nil), connector.FactoryHelperOptions...)}
}

func (f factory) CreateSink(t *connector.Table, _ *connector.Env) (connector.Sink, error) {
	if t == nil || t.Table == nil {
		return nil, fmt.Errorf("blackhole: no table")
	}
	if err := f.Spec(t).Validate(t.Table.OptionMap()); err != nil {
		return nil, err
	}
	return &Sink{}, nil
}

// Sink swallows every row, of every kind, and counts them.
type Sink struct {
	rows atomic.Int64
}

var (
	_ connector.Sink              = (*Sink)(nil)
	_ connector.Partitioner       = (*Sink)(nil)
	_ connector.ChangelogConsumer = (*Sink)(nil)
)

// SupportsPartitioning is true: Flink's BlackHoleSink implements SupportsPartitioning.
func (*Sink) SupportsPartitioning() bool { return true }

// ConsumesUpdates is true: blackhole accepts inserts, updates and deletes.
func (*Sink) ConsumesUpdates() bool { return true }

// Rows is the number of rows all writes into this sink have swallowed.
func (s *Sink) Rows() int64 { return s.rows.Load() }

// Open starts a write. INSERT OVERWRITE is the planner's to reject (blackhole is not an
// Overwriter).
func (s *Sink) Open(context.Context, connector.WriteSpec) (connector.Writer, error) {
	return &Writer{sink: s}, nil
}

// Writer counts the rows of one write.
type Writer struct {
	sink *Sink
	rows int64
}

var _ connector.Writer = (*Writer)(nil)

func (w *Writer) Write(_ context.Context, b connector.Batch) error {
	n := int64(b.Len())
	w.rows += n
	w.sink.rows.Add(n)
	return nil
}

// Rows is the number of rows this write swallowed.
func (w *Writer) Rows() int64 { return w.rows }

func (w *Writer) Close() error { return nil }
