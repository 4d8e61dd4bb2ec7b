package kafka

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Metadata keys of Kafka records, in the order of Flink's ReadableMetadata and WritableMetadata
// enums, which its messages list.
var (
	readableKeys = []string{"topic", "partition", "headers", "leader-epoch", "offset", "timestamp", "timestamp-type"}
	writableKeys = []string{"headers", "timestamp"}
)

// metadataType is the type Flink gives each metadata key.
func metadataType(key string) types.Type {
	switch key {
	case "topic", "timestamp-type":
		return types.String.AsNotNull()
	case "partition":
		return types.Int.AsNotNull()
	case "leader-epoch":
		return types.Int
	case "offset":
		return types.BigInt.AsNotNull()
	case "timestamp":
		return types.TimestampLTZ(3).AsNotNull()
	case "headers":
		return types.MapOf(types.String, types.Bytes).AsNotNull()
	}
	return types.Type{}
}

// ReadType is the type a scan reads the metadata key of a column declared with the given type
// in: the declared type when it is the key's own (nullability and a TIMESTAMP_LTZ precision
// aside), else the key's type, which the planner then casts to the declared one as Flink's
// DynamicSourceUtils does. ok is false for a key Kafka does not have.
func ReadType(declared types.Type, key string) (t types.Type, ok bool) {
	mt := metadataType(key)
	if mt.Kind == types.KindInvalid {
		return types.Type{}, false
	}
	if declared.EqualIgnoringNullability(mt) || (mt.Kind == types.KindTimestampLTZ && declared.Kind == types.KindTimestampLTZ) {
		return declared, true
	}
	return mt, true
}

func metadataKey(c catalog.Column) string {
	if c.Key != "" {
		return c.Key
	}
	return c.Name
}

// checkMetadata validates the metadata columns of a table for reading (all of them) or writing
// (the persisted ones), with Flink's message for an unknown key. A column read with another type
// than its key's is read with the key's type and cast by the planner (ReadType); one written
// with another type would need the cast back, in the session time zone for a TIMESTAMP, which
// the sink cannot make, so it is refused.
func (tb *table) checkMetadata(sink bool) error {
	keys, kind, class, verb := readableKeys, "DynamicTableSource", "org.apache.flink.streaming.connectors.kafka.table.KafkaDynamicSource", "reading"
	if sink {
		keys, kind, class, verb = writableKeys, "DynamicTableSink", "org.apache.flink.streaming.connectors.kafka.table.KafkaDynamicSink", "writing"
	}
	for _, c := range tb.stored {
		if c.Kind != catalog.Metadata || (sink && c.Virtual) {
			continue
		}
		key := metadataKey(c)
		found := false
		for _, k := range keys {
			if k == key {
				found = true
			}
		}
		if !found && !sink && slices.Contains(tb.valueMeta, strings.TrimPrefix(key, "value.")) && strings.HasPrefix(key, "value.") {
			continue // the value format's metadata, checked by readValueMetadata
		}
		if !found && !sink && tb.formatMetadata(key) {
			// Flink's KafkaDynamicSource also offers its key format's metadata under "key.",
			// which no key format Flinkpad has reads: refused, never read as something else.
			return flinkerr.NotSupported("the format metadata '" + key + "' of a Kafka table (column '" + c.Name + "')")
		}
		if !found {
			return optionError(classValidation, "Invalid metadata key '%s' in column '%s' of table '%s'. The %s class '%s' supports "+
				"the following metadata keys for %s:\n%s", key, c.Name, tb.id, kind, class, verb, strings.Join(keys, "\n"))
		}
		mt := metadataType(key)
		if rt, _ := ReadType(c.Type, key); !sink && !types.SupportsExplicitCast(rt, c.Type) {
			return optionError(classValidation, "Invalid data type for metadata column '%s' of table '%s'. The column cannot be declared as '%s' "+
				"because the type must be castable from metadata type '%s'.", c.Name, tb.id, c.Type, mt)
		}
		if sink && !c.Type.EqualIgnoringNullability(mt) && !(mt.Kind == types.KindTimestampLTZ && c.Type.Kind == types.KindTimestampLTZ) {
			return flinkerr.NotSupported("writing a metadata column declared as " + c.Type.String() + " into the Kafka metadata '" + key +
				"' of type " + mt.String() + " (declare it as " + mt.WithNullable(true).String() + ")")
		}
	}
	return nil
}

// metadataValue is the value of a metadata key for a message.
func metadataValue(key string, m *broker.Message) any {
	switch key {
	case "topic":
		return m.Topic
	case "partition":
		return m.Partition
	case "headers":
		entries := make([]types.MapEntry, 0, len(m.Headers))
		for _, h := range m.Headers {
			var v any
			if h.Value != nil {
				v = h.Value
			}
			entries = append(entries, types.MapEntry{Key: h.Key, Value: v})
		}
		return entries
	case "leader-epoch":
		if m.LeaderEpoch < 0 {
			return nil
		}
		return m.LeaderEpoch
	case "offset":
		return m.Offset
	case "timestamp":
		return types.TimestampData{Millis: m.Timestamp}
	case "timestamp-type":
		return m.TimestampType
	}
	return nil
}

// formatMetadata reports whether a metadata key names one its key or value format reads
// ("value.source.timestamp" for a debezium-json value).
func (tb *table) formatMetadata(key string) bool {
	for prefix, f := range map[string]format.Format{"value.": tb.valueFmt, "key.": tb.keyFmt} {
		rest, ok := strings.CutPrefix(key, prefix)
		r, isReader := f.(format.MetadataReader)
		if !ok || f == nil || !isReader {
			continue
		}
		for _, m := range r.ReadableMetadata() {
			if m.Key == rest {
				return true
			}
		}
	}
	return false
}

// readValueMetadata makes the value format read the metadata keys the table's "value." columns
// name (debezium-json's value.source.timestamp...), as Flink's KafkaDynamicSource hands them to
// its value decoding format. Each is read in the format's own type; a column declared in another
// type would need the planner's cast, which Flinkpad does not plan for these keys yet.
func (tb *table) readValueMetadata() error {
	r, isReader := tb.valueFmt.(format.MetadataReader)
	if !isReader {
		return nil
	}
	metaTypes := map[string]types.Type{}
	for _, m := range r.ReadableMetadata() {
		metaTypes[m.Key] = m.Type
	}
	for _, c := range tb.stored {
		rest, ok := strings.CutPrefix(metadataKey(c), "value.")
		if c.Kind != catalog.Metadata || !ok {
			continue
		}
		t, known := metaTypes[rest]
		if !known {
			continue // checkMetadata gives Flink's invalid-key message
		}
		if !c.Type.EqualIgnoringNullability(t) {
			return flinkerr.NotSupported("reading the format metadata '" + metadataKey(c) + "' of type " + t.String() +
				" into a column declared as " + c.Type.String() + " (declare it as " + t.WithNullable(true).String() + ")")
		}
		if !slices.Contains(tb.valueMeta, rest) {
			tb.valueMeta = append(tb.valueMeta, rest)
		}
	}
	if len(tb.valueMeta) == 0 {
		return nil
	}
	f, err := r.WithMetadata(tb.valueMeta)
	if err != nil {
		return err
	}
	tb.valueFmt = f
	return nil
}
