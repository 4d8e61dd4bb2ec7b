package kafka

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/engine/types"
)

// batchRows is the most rows a source batch holds.
const batchRows = 1024

// pollWait is how long one poll waits for messages before a reader checks its context again.
const pollWait = 200 * time.Millisecond

type source struct {
	tb     *table
	broker broker.Broker
	alloc  memory.Allocator
}

var (
	_ connector.Source            = (*source)(nil)
	_ connector.ChangelogProducer = (*source)(nil)
)

// Bounded is true with a scan.bounded.mode other than unbounded, as Flink's KafkaSource is.
func (s *source) Bounded() bool { return s.tb.bounded != "unbounded" }

// ChangelogMode: upsert-kafka produces an upsert changelog (updates and deletes by key), which
// the planner normalizes with ChangelogNormalize; kafka produces what its value format decodes:
// every kind for a CDC format (debezium-json...), as Flink's KafkaDynamicSource answers its
// value decoding format's mode, else inserts.
func (s *source) ChangelogMode() connector.ChangelogMode {
	switch {
	case s.tb.upsert:
		return connector.UpsertMode
	case !s.tb.valueFmt.InsertOnly():
		return connector.AllMode
	default:
		return connector.InsertOnlyMode
	}
}

func newSource(t *connector.Table, env *connector.Env, upsert bool) (connector.Source, error) {
	tb, err := resolve(t, upsert, false)
	if err != nil {
		return nil, err
	}
	if err := tb.checkMetadata(false); err != nil {
		return nil, err
	}
	b, err := tb.brokerOf(env)
	if err != nil {
		return nil, err
	}
	s := &source{tb: tb, broker: b, alloc: memory.DefaultAllocator}
	if env != nil && !env.Streaming && upsert && s.Bounded() {
		// After the engine's check that batch mode reads a bounded table, Flink's
		// DynamicSourceUtils refuses a batch read of a source that is not insert-only; the
		// engine refuses an unbounded one first.
		return nil, optionError(classTable, "Querying a table in batch mode is currently only possible for INSERT-only table sources. "+
			"But the source for table '%s' produces other changelog messages than just INSERT.", t.ID)
	}
	if env != nil && env.Alloc != nil {
		s.alloc = env.Alloc
	}
	return s, nil
}

func (tb *table) brokerOf(env *connector.Env) (broker.Broker, error) {
	if env == nil || env.Topics == nil {
		return nil, runError(classTable, "kafka: this environment has no Kafka broker")
	}
	b, err := env.Topics.Broker(tb.servers, tb.props)
	if err != nil {
		return nil, runError(classRuntime, "Failed to create Kafka client for %s: %v", tb.servers, err)
	}
	return b, nil
}

// split is one partition to read, from its start to its end (-1: no end).
type split struct {
	topic     string
	partition int32
	from, end int64
}

// Open works out the partitions and their start and end offsets, as Flink's split enumerator
// does when the job starts, and starts reading them.
func (s *source) Open(ctx context.Context, columns []int) (connector.Reader, error) {
	if (s.tb.startup == "group-offsets" || s.tb.bounded == "group-offsets") && s.group() == "" {
		// KafkaSourceBuilder's sanity check, when the job's source is built, whatever the
		// topics hold (case kafka_error_group_offsets_no_group); the planner's checks come first.
		return nil, errNoGroupID()
	}
	for _, c := range columns {
		if c < 0 || c >= len(s.tb.stored) {
			return nil, runError(classTable, "kafka: column %d out of range", c)
		}
	}
	topics, err := s.topics(ctx)
	if err != nil {
		return nil, err
	}
	r := &reader{src: s, columns: columns}
	for _, c := range columns {
		col := s.tb.stored[c]
		t := col.Type
		if col.Kind == catalog.Metadata {
			if rt, ok := ReadType(col.Type, metadataKey(col)); ok {
				t = rt // the planner casts it to col.Type
			} // else the value format's metadata, read in its declared type (readValueMetadata)
		}
		r.names = append(r.names, col.Name)
		r.types = append(r.types, t)
	}
	for _, topic := range topics {
		splits, err := s.splits(ctx, topic)
		if err != nil {
			return nil, err
		}
		from := map[int32]int64{}
		var live []split
		for _, sp := range splits {
			if sp.end >= 0 && sp.from >= sp.end {
				continue // nothing to read
			}
			from[sp.partition] = sp.from
			live = append(live, sp)
		}
		if len(live) == 0 {
			continue
		}
		c, err := s.broker.Consume(ctx, topic, from)
		if err != nil {
			return nil, runError(classRuntime, "%v", err)
		}
		r.consumers = append(r.consumers, &topicReader{consumer: c, splits: live})
	}
	return r, nil
}

// topics are the topics the table reads: its 'topic' list, or those 'topic-pattern' matches.
// A listed topic that does not exist yet reads as empty (Kafka would create it on first
// metadata request with auto-creation, with nothing in it).
func (s *source) topics(ctx context.Context) ([]string, error) {
	if s.tb.pattern == nil {
		return s.tb.topics, nil
	}
	all, err := s.broker.Topics(ctx)
	if err != nil {
		return nil, runError(classRuntime, "%v", err)
	}
	var out []string
	for _, t := range all {
		if s.tb.pattern.MatchString(t) {
			out = append(out, t)
		}
	}
	return out, nil
}

// splits are the partitions of a topic with the offsets the startup and bounded modes give.
func (s *source) splits(ctx context.Context, topic string) ([]split, error) {
	tb := s.tb
	start, end, err := s.broker.Offsets(ctx, topic)
	if errors.Is(err, broker.ErrUnknownTopic) {
		if tb.bounded == "unbounded" {
			// An unbounded read waits for the topic: the first write creates it with one partition.
			return []split{{topic: topic, partition: 0, from: 0, end: -1}}, nil
		}
		return nil, nil
	}
	if err != nil {
		return nil, runError(classRuntime, "%v", err)
	}
	from := slices.Clone(start)
	switch tb.startup {
	case "earliest-offset":
	case "latest-offset":
		from = slices.Clone(end)
	case "timestamp":
		if from, err = s.broker.OffsetsForTime(ctx, topic, tb.startupTS); err != nil {
			return nil, runError(classRuntime, "%v", err)
		}
	case "specific-offsets":
		for p := range from {
			if o, ok := tb.startupOffsets[int32(p)]; ok {
				from[p] = o
			}
		}
	case "group-offsets":
		if from, err = s.committedOrReset(ctx, topic, start, end); err != nil {
			return nil, err
		}
	default:
		return nil, runError(classTable, "kafka: unknown startup mode %q", tb.startup)
	}
	until := make([]int64, len(end))
	switch tb.bounded {
	case "unbounded":
		for i := range until {
			until[i] = -1
		}
	case "latest-offset":
		copy(until, end)
	case "timestamp":
		if until, err = s.broker.OffsetsForTime(ctx, topic, tb.boundedTS); err != nil {
			return nil, runError(classRuntime, "%v", err)
		}
	case "specific-offsets":
		// Partitions the option leaves out stop at their earliest offset, as Flink's
		// OffsetsInitializer.offsets does with its default reset strategy.
		copy(until, start)
		for p := range until {
			if o, ok := tb.boundedOffsets[int32(p)]; ok {
				until[p] = o
			}
		}
	case "group-offsets":
		c, err := s.broker.Committed(ctx, s.group(), topic)
		if err != nil {
			return nil, runError(classRuntime, "%v", err)
		}
		for p, o := range c {
			if o < 0 {
				return nil, noOffsetError(topic, c)
			}
			until[p] = o
		}
	default:
		return nil, runError(classTable, "kafka: unknown bounded mode %q", tb.bounded)
	}
	out := make([]split, len(from))
	for p := range from {
		out[p] = split{topic: topic, partition: int32(p), from: max(from[p], start[p]), end: until[p]}
	}
	return out, nil
}

func (s *source) group() string { return s.tb.props["group.id"] }

func errNoGroupID() error {
	return runError(classIllegalState, "Property group.id is required when using committed offset for offsets initializer")
}

// committedOrReset is group-offsets: the group's committed offsets, or for partitions without
// one what 'properties.auto.offset.reset' says; Flink's default is none, a failure.
func (s *source) committedOrReset(ctx context.Context, topic string, start, end []int64) ([]int64, error) {
	if s.group() == "" {
		return nil, errNoGroupID()
	}
	c, err := s.broker.Committed(ctx, s.group(), topic)
	if err != nil {
		return nil, runError(classRuntime, "%v", err)
	}
	reset := strings.ToLower(s.tb.props["auto.offset.reset"])
	out := make([]int64, len(c))
	for p, o := range c {
		switch {
		case o >= 0:
			out[p] = o
		case reset == "earliest":
			out[p] = start[p]
		case reset == "latest":
			out[p] = end[p]
		default:
			return nil, noOffsetError(topic, c)
		}
	}
	return out, nil
}

func noOffsetError(topic string, committed []int64) error {
	var parts []string
	for p, o := range committed {
		if o < 0 {
			parts = append(parts, fmt.Sprintf("%s-%d", topic, p))
		}
	}
	return runError(classNoOffset, "Undefined offset with no reset policy for partitions: [%s]", strings.Join(parts, ", "))
}

// topicReader reads the partitions of one topic until each reaches its end.
type topicReader struct {
	consumer broker.Consumer
	splits   []split
}

func (t *topicReader) done() bool {
	for _, sp := range t.splits {
		if sp.end < 0 || sp.from < sp.end {
			return false
		}
	}
	return true
}

// accept keeps the messages before their partition's end and advances the partitions.
func (t *topicReader) accept(msgs []broker.Message) []broker.Message {
	out := msgs[:0]
	for _, m := range msgs {
		for i := range t.splits {
			sp := &t.splits[i]
			if sp.partition != m.Partition || m.Offset < sp.from {
				continue
			}
			if sp.end >= 0 && m.Offset >= sp.end {
				break
			}
			sp.from = m.Offset + 1
			out = append(out, m)
			break
		}
	}
	return out
}

type reader struct {
	src       *source
	columns   []int
	names     []string
	types     []types.Type
	consumers []*topicReader
	next      int // the consumer to poll next, round robin
	rows      [][]any
	kinds     []types.RowKind
	closed    bool
}

func (r *reader) Next(ctx context.Context) (connector.Batch, error) {
	for len(r.rows) == 0 {
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, context.Cause(ctx)
		}
		live := r.consumers[:0]
		for _, c := range r.consumers {
			if c.done() {
				c.consumer.Close()
				continue
			}
			live = append(live, c)
		}
		r.consumers = live
		if r.closed || len(r.consumers) == 0 {
			return connector.Batch{}, io.EOF
		}
		c := r.consumers[r.next%len(r.consumers)]
		r.next++
		msgs, err := c.consumer.Poll(ctx, pollWait)
		if err != nil {
			if ctx.Err() != nil {
				return connector.Batch{}, context.Cause(ctx)
			}
			return connector.Batch{}, runError(classRuntime, "%v", err)
		}
		for _, m := range c.accept(msgs) {
			if err := r.decode(&m); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	n := min(len(r.rows), batchRows)
	rows, kinds := r.rows[:n], r.kinds[:n]
	r.rows, r.kinds = r.rows[n:], r.kinds[n:]
	b := array.NewRecordBuilder(r.src.alloc, types.ArrowSchema(r.names, r.types))
	defer b.Release()
	for _, row := range rows {
		for i, v := range row {
			if err := types.AppendToBuilder(r.types[i], b.Field(i), v); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	out := connector.Batch{Record: b.NewRecordBatch()}
	if slices.ContainsFunc(kinds, func(k types.RowKind) bool { return k != types.Insert }) {
		out.Kinds = slices.Clone(kinds)
	}
	return out, nil
}

// decode turns one message into rows, as Flink's DynamicKafkaDeserializationSchema: the key
// fields from the key, the value fields from the value (which wins for a field in both), the
// metadata from the record. A null value is skipped, except by upsert-kafka, where it is the
// tombstone that deletes its key.
func (r *reader) decode(m *broker.Message) error {
	tb := r.src.tb
	var key []any
	if tb.keyFmt != nil && m.Key != nil {
		err := tb.keyFmt.Decode(m.Key, func(_ types.RowKind, row []any) error {
			key = row
			return nil
		})
		if err != nil {
			return err
		}
	}
	emit := func(kind types.RowKind, value []any) error {
		phys := make([]any, len(tb.physical))
		for i, p := range tb.keyIdx {
			if i < len(key) {
				phys[p] = key[i]
			}
		}
		for i, p := range tb.valueIdx {
			if value != nil && i < len(value) {
				phys[p] = value[i]
			}
		}
		row := make([]any, len(r.columns))
		for i, c := range r.columns {
			col := tb.stored[c]
			if col.Kind == catalog.Metadata {
				key := metadataKey(col)
				if rest, ok := strings.CutPrefix(key, "value."); ok && slices.Contains(tb.valueMeta, rest) {
					// The value format appends its metadata after the value's fields.
					if j := len(tb.valueIdx) + slices.Index(tb.valueMeta, rest); value != nil && j < len(value) {
						row[i] = value[j]
					}
					continue
				}
				row[i] = metadataValue(key, m)
				continue
			}
			row[i] = phys[physicalIndex(tb, c)]
		}
		r.rows = append(r.rows, row)
		r.kinds = append(r.kinds, kind)
		return nil
	}
	if m.Value == nil {
		if tb.upsert {
			return emit(types.Delete, nil)
		}
		return nil
	}
	return tb.valueFmt.Decode(m.Value, emit)
}

// physicalIndex is the physical position of stored column c.
func physicalIndex(tb *table, c int) int {
	n := 0
	for i := 0; i < c; i++ {
		if tb.stored[i].Kind == catalog.Physical {
			n++
		}
	}
	return n
}

func (r *reader) Close() error {
	r.closed = true
	for _, c := range r.consumers {
		c.consumer.Close()
	}
	r.consumers, r.rows, r.kinds = nil, nil, nil
	return nil
}
