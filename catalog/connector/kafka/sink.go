package kafka

import (
	"context"
	"time"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/engine/types"
)

type sink struct {
	tb     *table
	broker broker.Broker
	cols   []catalog.Column // persisted columns: the batches' columns
}

var _ connector.Sink = (*sink)(nil)

// ConsumesUpdates: kafka's sink takes what its value format writes, every kind for a CDC format
// (debezium-json...), as Flink's KafkaDynamicSink answers its encoding format's mode.
func (s *sink) ConsumesUpdates() bool { return !s.tb.valueFmt.InsertOnly() }

// upsertSink is upsert-kafka's sink, which consumes updates and deletes by key; kafka's sink
// takes inserts only, as its insert-only value formats do.
type upsertSink struct{ *sink }

var (
	_ connector.ChangelogConsumer   = upsertSink{}
	_ connector.PlannedUpdateBefore = upsertSink{}
)

// PlannedUpdateBeforeOnly: a -U is written as a tombstone, so the sink must get only those
// Flink's plan emits.
func (upsertSink) PlannedUpdateBeforeOnly() bool { return true }

// ConsumesUpdates: upsert-kafka writes updates as new values of their key and deletes as
// tombstones.
func (upsertSink) ConsumesUpdates() bool { return true }

func newSink(t *connector.Table, env *connector.Env, upsert bool) (connector.Sink, error) {
	tb, err := resolve(t, upsert, true)
	if err != nil {
		return nil, err
	}
	if err := tb.checkMetadata(true); err != nil {
		return nil, err
	}
	b, err := tb.brokerOf(env)
	if err != nil {
		return nil, err
	}
	s := &sink{tb: tb, broker: b, cols: t.Table.Schema.PersistedColumns()}
	if upsert {
		return upsertSink{s}, nil
	}
	return s, nil
}

// Open starts a write into the table's topic.
func (s *sink) Open(ctx context.Context, w connector.WriteSpec) (connector.Writer, error) {
	if w.Overwrite {
		return nil, runError(classValidation, "INSERT OVERWRITE requires that the underlying DynamicTableSink of table '%s' implements the SupportsOverwrite interface.", s.tb.id)
	}
	if len(w.Types) != 0 && len(w.Types) != len(s.cols) {
		return nil, runError(classTable, "kafka: the batches have %d columns, the table %d", len(w.Types), len(s.cols))
	}
	return &writer{sink: s, topic: s.tb.topics[0], buffered: map[string]int{}}, nil
}

// writer encodes rows into records and produces them batch by batch. upsert-kafka with
// sink.buffer-flush.* set keeps only the last record of each key until max-rows records are
// buffered or the input ends, as Flink's ReducingUpsertWriter does (its interval timer is not
// modelled: a job's rows arrive faster than any interval Flinkpad would wait for).
type writer struct {
	sink     *sink
	topic    string
	pending  []broker.Record
	buffered map[string]int // key bytes -> index in pending, when buffering
	closed   bool
}

func (w *writer) Write(ctx context.Context, b connector.Batch) error {
	if w.closed {
		return runError(classIllegalState, "kafka: write after close")
	}
	if b.Record == nil {
		return nil
	}
	tb := w.sink.tb
	n := int(b.Record.NumRows())
	row := make([]any, len(w.sink.cols))
	for r := range n {
		for i, c := range w.sink.cols {
			v, err := types.ValueFromArrow(c.Type, b.Record.Column(i), r)
			if err != nil {
				return err
			}
			row[i] = v
		}
		rec, err := w.record(b.Kind(r), row)
		if err != nil {
			return err
		}
		if tb.upsert && tb.flushMaxRows > 0 {
			k := string(rec.Key)
			if i, ok := w.buffered[k]; ok {
				w.pending[i] = rec
				continue
			}
			w.buffered[k] = len(w.pending)
			w.pending = append(w.pending, rec)
			if len(w.pending) >= tb.flushMaxRows {
				if err := w.flush(ctx); err != nil {
					return err
				}
			}
			continue
		}
		w.pending = append(w.pending, rec)
	}
	if tb.upsert && tb.flushMaxRows > 0 {
		return ctx.Err()
	}
	return w.flush(ctx)
}

// record encodes one row, as Flink's DynamicKafkaRecordSerializationSchema: the key fields
// into the key, the value fields into the value (null for upsert-kafka's deletes), and the
// writable metadata into the timestamp and headers.
func (w *writer) record(kind types.RowKind, row []any) (broker.Record, error) {
	tb := w.sink.tb
	rec := broker.Record{Partition: -1}
	if tb.partitioner == "fixed" {
		rec.Partition = 0 // the one sink subtask writes partition 0 (subtask % partitions)
	}
	phys := make([]any, 0, len(tb.physical))
	for i, c := range w.sink.cols {
		switch c.Kind {
		case catalog.Physical:
			phys = append(phys, row[i])
		case catalog.Metadata:
			switch metadataKey(c) {
			case "timestamp":
				if ts, ok := row[i].(types.TimestampData); ok {
					rec.Timestamp, rec.HasTimestamp = ts.Millis, true
				}
			case "headers":
				if entries, ok := row[i].([]types.MapEntry); ok {
					for _, e := range entries {
						k, _ := e.Key.(string)
						v, _ := e.Value.([]byte)
						rec.Headers = append(rec.Headers, broker.Header{Key: k, Value: v})
					}
				}
			}
		}
	}
	var err error
	if tb.keyFmt != nil {
		key := make([]any, len(tb.keyIdx))
		for i, p := range tb.keyIdx {
			key[i] = phys[p]
		}
		if rec.Key, err = tb.keyFmt.Encode(nil, types.Insert, key); err != nil {
			return rec, err
		}
		if rec.Key == nil {
			rec.Key = []byte{}
		}
	}
	if tb.upsert && (kind == types.Delete || kind == types.UpdateBefore) {
		// A tombstone, as Flink's DynamicKafkaRecordSerializationSchema writes both: the
		// engine drops the -U rows Flink's plan would not emit (a query keyed within the
		// primary key), so a -U that arrives is one whose +U may never come.
		return rec, nil
	}
	if !tb.upsert && kind != types.Insert && tb.valueFmt.InsertOnly() {
		return rec, runError(classTable, "kafka sink accepts inserts only, got %s", kind.ShortString())
	}
	valueKind := types.Insert
	if !tb.upsert {
		valueKind = kind // a CDC value format writes each kind in its envelope
	}
	value := make([]any, len(tb.valueIdx))
	for i, p := range tb.valueIdx {
		value[i] = phys[p]
	}
	if rec.Value, err = tb.valueFmt.Encode(nil, valueKind, value); err != nil {
		return rec, err
	}
	if rec.Value == nil {
		rec.Value = []byte{}
	}
	return rec, nil
}

func (w *writer) flush(ctx context.Context) error {
	if len(w.pending) == 0 {
		return nil
	}
	recs := w.pending
	w.pending = nil
	clear(w.buffered)
	if err := w.sink.broker.Produce(ctx, w.topic, recs); err != nil {
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
		return runError(classRuntime, "Failed to send data to Kafka: %v", err)
	}
	return nil
}

// Close flushes what is buffered: Flink flushes at the end of input.
func (w *writer) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return w.flush(ctx)
}
