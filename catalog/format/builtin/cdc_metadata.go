package builtin

import (
	"strconv"

	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The changelog formats' metadata (their DecodingFormat's ReadableMetadata): each key is a
// field of the message, converted as a json field of its JSON type, then to the key's type.

// metaSpec is one readable metadata key.
type metaSpec struct {
	key     string
	typ     types.Type
	payload bool   // debezium: the field is in the payload (inside "payload" with schema-include)
	field   string // the message's field
	ftype   types.Type
	// conv turns the field's value (not NULL) into the key's; nil keeps it.
	conv func(v any) (any, error)
}

var (
	ltz3      = types.TimestampLTZ(3)
	strMap    = types.MapOf(types.String, types.String)
	strArray  = types.ArrayOf(types.String)
	millisLTZ = func(v any) (any, error) { return types.TimestampData{Millis: v.(int64)}, nil }
)

// mapValue is GenericMapData.get of a string key: the first entry's value, NULL without one.
func mapValue(key string) func(v any) (any, error) {
	return func(v any) (any, error) {
		for _, e := range v.([]types.MapEntry) {
			if k, ok := e.Key.(string); ok && k == key {
				return e.Value, nil
			}
		}
		return nil, nil
	}
}

var debeziumMeta = []metaSpec{
	{key: "schema", typ: types.String, field: "schema", ftype: types.String},
	{key: "ingestion-timestamp", typ: ltz3, payload: true, field: "ts_ms", ftype: types.BigInt, conv: millisLTZ},
	{key: "source.timestamp", typ: ltz3, payload: true, field: "source", ftype: strMap, conv: func(v any) (any, error) {
		ts, _ := mapValue("ts_ms")(v)
		if ts == nil {
			return nil, nil
		}
		ms, err := strconv.ParseInt(ts.(string), 10, 64)
		if err != nil {
			return nil, errNumber(ts.(string))
		}
		return types.TimestampData{Millis: ms}, nil
	}},
	{key: "source.database", typ: types.String, payload: true, field: "source", ftype: strMap, conv: mapValue("db")},
	{key: "source.schema", typ: types.String, payload: true, field: "source", ftype: strMap, conv: mapValue("schema")},
	{key: "source.table", typ: types.String, payload: true, field: "source", ftype: strMap, conv: mapValue("table")},
	{key: "source.properties", typ: strMap, payload: true, field: "source", ftype: strMap},
}

var canalMeta = []metaSpec{
	{key: "database", typ: types.String, field: "database", ftype: types.String},
	{key: "table", typ: types.String, field: "table", ftype: types.String},
	{key: "sql-type", typ: types.MapOf(types.String, types.Int), field: "sqlType", ftype: types.MapOf(types.String, types.Int)},
	{key: "pk-names", typ: strArray, field: "pkNames", ftype: strArray},
	{key: "ingestion-timestamp", typ: ltz3, field: "ts", ftype: types.BigInt, conv: millisLTZ},
	{key: "event-timestamp", typ: ltz3, field: "es", ftype: types.BigInt, conv: millisLTZ},
}

var maxwellMeta = []metaSpec{
	{key: "database", typ: types.String, field: "database", ftype: types.String},
	{key: "table", typ: types.String, field: "table", ftype: types.String},
	{key: "primary-key-columns", typ: strArray, field: "primary_key_columns", ftype: strArray},
	// Maxwell's ts is in seconds.
	{key: "ingestion-timestamp", typ: ltz3, field: "ts", ftype: types.BigInt, conv: func(v any) (any, error) {
		return types.TimestampData{Millis: v.(int64) * 1000}, nil
	}},
}

// metaSpecs are a format's readable metadata; ogg-json's are left out: Flink 2.3 reads its
// table and op_ts as maps of strings, which the messages Ogg writes do not hold.
func metaSpecs(id string) []metaSpec {
	switch id {
	case "debezium-json":
		return debeziumMeta
	case "canal-json":
		return canalMeta
	case "maxwell-json":
		return maxwellMeta
	case "ogg-json":
		return nil
	default:
		panic("builtin: metadata of a format it does not know: " + id)
	}
}

var _ format.MetadataReader = (*cdcFormat)(nil)

func (f *cdcFormat) ReadableMetadata() []format.Metadata {
	specs := metaSpecs(f.id)
	out := make([]format.Metadata, len(specs))
	for i, m := range specs {
		out[i] = format.Metadata{Key: m.key, Type: m.typ}
	}
	return out
}

func (f *cdcFormat) WithMetadata(keys []string) (format.Format, error) {
	cp := *f
	cp.meta = nil
	for _, k := range keys {
		found := false
		for _, m := range metaSpecs(f.id) {
			if m.key == k {
				cp.meta = append(cp.meta, m)
				found = true
				break
			}
		}
		if !found {
			return nil, flinkerr.Newf(flinkerr.ErrValidation, classValidation, "%s: no metadata key '%s'", f.id, k)
		}
	}
	return &cp, nil
}

// metaValues reads the requested metadata of a message.
func (f *cdcFormat) metaValues(root *jvalue) ([]any, error) {
	if len(f.meta) == 0 {
		return nil, nil
	}
	payload := root
	if d, ok := f.env.(debezium); ok && d.schemaInclude {
		payload = root.field("payload")
	}
	out := make([]any, len(f.meta))
	for i, m := range f.meta {
		node := root
		if m.payload {
			node = payload
		}
		fv := node.field(m.field)
		if fv.isNull() {
			continue
		}
		v, err := f.dec.nullable(m.ftype, fv)
		if err != nil {
			if !hasMessage(err) {
				err = formatError(classJSONParse, "Fail to deserialize at field: %s.", m.field)
			}
			return nil, err
		}
		if v == nil {
			continue // ignore-parse-errors made it NULL
		}
		if m.conv != nil {
			if v, err = m.conv(v); err != nil {
				return nil, err
			}
		}
		out[i] = v
	}
	return out, nil
}
