package types

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
)

// Arrow layout of Flink types. The executor keeps data in Arrow record
// batches with this layout:
//
//	BOOLEAN             boolean
//	TINYINT..BIGINT     int8, int16, int32, int64
//	FLOAT, DOUBLE       float32, float64
//	DECIMAL(p, s)       decimal128(p, s): the unscaled value, like DecimalData
//	CHAR, VARCHAR       utf8 (32-bit offsets: a batch holds < 2 GiB of text)
//	BINARY, VARBINARY   binary
//	DATE                date32 (days)
//	TIME(p)             time32[ms]: Flink keeps TIME in milliseconds for every p
//	TIMESTAMP(p)        struct<millis: int64, nano_of_milli: int32>, Flink's
//	                    TimestampData, for every p: it spans the years
//	                    0000-9999 at nanosecond resolution, which no int64
//	                    count does, and it keeps the nanoseconds a source
//	                    gives a TIMESTAMP(3) or TIMESTAMP(6) column, as Flink's
//	                    json and csv readers do
//	TIMESTAMP_LTZ(p)    the same struct: instants since the epoch
//	INTERVAL Y TO M     month_interval (int32 months)
//	INTERVAL D TO S     duration[ms]
//	ARRAY<T>            list<item: T>
//	MAP<K, V>           list<entries: struct<key: K, value: V>>, in insertion
//	                    order; not Arrow's map type, whose keys cannot be NULL
//	                    while Flink's MAP keys can
//	MULTISET<T>         list<entries: struct<key: T, value: int32 count>>
//	ROW<...>            struct with the field names
//	NULL                null
//
// Kernels over timestamps read the two children as typed slices
// (TimestampColumns).

// ArrowType returns the Arrow data type for a Flink type.
func ArrowType(t Type) arrow.DataType {
	switch t.Kind {
	case KindNull:
		return arrow.Null
	case KindBoolean:
		return arrow.FixedWidthTypes.Boolean
	case KindTinyInt:
		return arrow.PrimitiveTypes.Int8
	case KindSmallInt:
		return arrow.PrimitiveTypes.Int16
	case KindInt:
		return arrow.PrimitiveTypes.Int32
	case KindBigInt:
		return arrow.PrimitiveTypes.Int64
	case KindFloat:
		return arrow.PrimitiveTypes.Float32
	case KindDouble:
		return arrow.PrimitiveTypes.Float64
	case KindDecimal:
		return &arrow.Decimal128Type{Precision: int32(t.Precision), Scale: int32(t.Scale)}
	case KindChar, KindVarChar:
		return arrow.BinaryTypes.String
	case KindBinary, KindVarBinary, KindBitmap:
		return arrow.BinaryTypes.Binary
	case KindDate:
		return arrow.FixedWidthTypes.Date32
	case KindTime:
		return arrow.FixedWidthTypes.Time32ms
	case KindTimestamp, KindTimestampLTZ:
		return timestampStruct
	case KindIntervalYearMonth:
		return arrow.FixedWidthTypes.MonthInterval
	case KindIntervalDayTime:
		return arrow.FixedWidthTypes.Duration_ms
	case KindArray:
		return arrow.ListOfField(ArrowField("item", t.ElemType()))
	case KindMap, KindMultiset:
		key, value := mapEntryTypes(t)
		return arrow.ListOfField(arrow.Field{Name: "entries", Type: arrow.StructOf(
			ArrowField("key", key), ArrowField("value", value))})
	case KindRow:
		fields := make([]arrow.Field, len(t.Fields))
		for i, f := range t.Fields {
			fields[i] = ArrowField(f.Name, f.Type)
		}
		return arrow.StructOf(fields...)
	}
	return arrow.Null
}

// timestampStruct is the layout of TIMESTAMP and TIMESTAMP_LTZ.
var timestampStruct = arrow.StructOf(
	arrow.Field{Name: "millis", Type: arrow.PrimitiveTypes.Int64},
	arrow.Field{Name: "nano_of_milli", Type: arrow.PrimitiveTypes.Int32})

// TimestampColumns gives the two children of a TIMESTAMP or TIMESTAMP_LTZ
// column as typed slices; a NULL row holds zeros.
func TimestampColumns(arr arrow.Array) (millis []int64, nanoOfMilli []int32) {
	s := arr.(*array.Struct)
	return s.Field(0).(*array.Int64).Int64Values(), s.Field(1).(*array.Int32).Int32Values()
}

// AppendTimestamp appends a timestamp to a builder made for a TIMESTAMP or
// TIMESTAMP_LTZ column.
func AppendTimestamp(b *array.StructBuilder, ts TimestampData) {
	b.Append(true)
	b.FieldBuilder(0).(*array.Int64Builder).Append(ts.Millis)
	b.FieldBuilder(1).(*array.Int32Builder).Append(ts.NanoOfMilli)
}

// mapEntryTypes is the key and value type of a MAP, or the element and
// count type of a MULTISET.
func mapEntryTypes(t Type) (key, value Type) {
	if t.Kind == KindMap {
		return t.Elem[0], t.Elem[1]
	}
	return t.Elem[0], Int.AsNotNull()
}

// ArrowField is a named Arrow field with the type's nullability.
func ArrowField(name string, t Type) arrow.Field {
	return arrow.Field{Name: name, Type: ArrowType(t), Nullable: t.Nullable()}
}

// ArrowSchema is the schema of a batch with the given columns.
func ArrowSchema(names []string, types []Type) *arrow.Schema {
	fields := make([]arrow.Field, len(names))
	for i := range names {
		fields[i] = ArrowField(names[i], types[i])
	}
	return arrow.NewSchema(fields, nil)
}

// ValueFromArrow reads row i of arr, a column of type t, into the Go value
// representation (see value.go); nil for NULL. Byte slices are copied.
func ValueFromArrow(t Type, arr arrow.Array, i int) (any, error) {
	if arr.IsNull(i) {
		return nil, nil
	}
	switch t.Kind {
	case KindTimestamp, KindTimestampLTZ:
		millis, nanos := TimestampColumns(arr)
		return TimestampData{Millis: millis[i], NanoOfMilli: nanos[i]}, nil
	case KindMap, KindMultiset:
		return mapFromArrow(t, arr.(*array.List), i)
	}
	switch a := arr.(type) {
	case *array.Boolean:
		return a.Value(i), nil
	case *array.Int8:
		return a.Value(i), nil
	case *array.Int16:
		return a.Value(i), nil
	case *array.Int32:
		return a.Value(i), nil
	case *array.Int64:
		return a.Value(i), nil
	case *array.Float32:
		return a.Value(i), nil
	case *array.Float64:
		return a.Value(i), nil
	case *array.Decimal128:
		return a.Value(i), nil
	case *array.String:
		return a.Value(i), nil
	case *array.Binary:
		return append([]byte{}, a.Value(i)...), nil
	case *array.Date32:
		return int32(a.Value(i)), nil
	case *array.Time32:
		return int32(a.Value(i)), nil
	case *array.MonthInterval:
		return int32(a.Value(i)), nil
	case *array.Duration:
		return int64(a.Value(i)), nil
	case *array.List:
		start, end := a.ValueOffsets(i)
		out := make([]any, 0, end-start)
		for j := int(start); j < int(end); j++ {
			v, err := ValueFromArrow(t.ElemType(), a.ListValues(), j)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case *array.Struct:
		out := make([]any, a.NumField())
		for j := range out {
			v, err := ValueFromArrow(t.Fields[j].Type, a.Field(j), i)
			if err != nil {
				return nil, err
			}
			out[j] = v
		}
		return out, nil
	}
	return nil, fmt.Errorf("types: no reader for Arrow type %s", arr.DataType())
}

func mapFromArrow(t Type, a *array.List, i int) ([]MapEntry, error) {
	keyType, valueType := mapEntryTypes(t)
	entries := a.ListValues().(*array.Struct)
	start, end := a.ValueOffsets(i)
	out := make([]MapEntry, 0, end-start)
	for j := int(start); j < int(end); j++ {
		k, err := ValueFromArrow(keyType, entries.Field(0), j)
		if err != nil {
			return nil, err
		}
		v, err := ValueFromArrow(valueType, entries.Field(1), j)
		if err != nil {
			return nil, err
		}
		out = append(out, MapEntry{Key: k, Value: v})
	}
	return out, nil
}

// AppendToBuilder appends v, a value of type t, to a builder made for
// ArrowType(t); nil appends NULL.
func AppendToBuilder(t Type, b array.Builder, v any) error {
	if v == nil {
		b.AppendNull()
		return nil
	}
	var ok bool
	switch t.Kind {
	case KindTimestamp, KindTimestampLTZ:
		ts, ok := v.(TimestampData)
		if !ok {
			return fmt.Errorf("types: value %T does not match %s", v, t)
		}
		AppendTimestamp(b.(*array.StructBuilder), ts)
		return nil
	case KindMap, KindMultiset:
		entries, ok := v.([]MapEntry)
		if !ok {
			return fmt.Errorf("types: value %T does not match %s", v, t)
		}
		return appendMap(t, b.(*array.ListBuilder), entries)
	}
	switch bb := b.(type) {
	case *array.BooleanBuilder:
		var x bool
		if x, ok = v.(bool); ok {
			bb.Append(x)
		}
	case *array.Int8Builder:
		var x int8
		if x, ok = v.(int8); ok {
			bb.Append(x)
		}
	case *array.Int16Builder:
		var x int16
		if x, ok = v.(int16); ok {
			bb.Append(x)
		}
	case *array.Int32Builder:
		var x int32
		if x, ok = v.(int32); ok {
			bb.Append(x)
		}
	case *array.Int64Builder:
		var x int64
		if x, ok = v.(int64); ok {
			bb.Append(x)
		}
	case *array.Float32Builder:
		var x float32
		if x, ok = v.(float32); ok {
			bb.Append(x)
		}
	case *array.Float64Builder:
		var x float64
		if x, ok = v.(float64); ok {
			bb.Append(x)
		}
	case *array.Decimal128Builder:
		var x decimal128.Num
		if x, ok = v.(decimal128.Num); ok {
			bb.Append(x)
		}
	case *array.StringBuilder:
		var x string
		if x, ok = v.(string); ok {
			bb.Append(x)
		}
	case *array.BinaryBuilder:
		var x []byte
		if x, ok = v.([]byte); ok {
			bb.Append(x)
		}
	case *array.Date32Builder:
		var x int32
		if x, ok = v.(int32); ok {
			bb.Append(arrow.Date32(x))
		}
	case *array.Time32Builder:
		var x int32
		if x, ok = v.(int32); ok {
			bb.Append(arrow.Time32(x))
		}
	case *array.MonthIntervalBuilder:
		var x int32
		if x, ok = v.(int32); ok {
			bb.Append(arrow.MonthInterval(x))
		}
	case *array.DurationBuilder:
		var x int64
		if x, ok = v.(int64); ok {
			bb.Append(arrow.Duration(x))
		}
	case *array.ListBuilder:
		var elems []any
		if elems, ok = v.([]any); ok {
			bb.Append(true)
			for _, e := range elems {
				if err := AppendToBuilder(t.ElemType(), bb.ValueBuilder(), e); err != nil {
					return err
				}
			}
		}
	case *array.StructBuilder:
		var fields []any
		if fields, ok = v.([]any); ok && len(fields) == bb.NumField() {
			bb.Append(true)
			for j, f := range fields {
				if err := AppendToBuilder(t.Fields[j].Type, bb.FieldBuilder(j), f); err != nil {
					return err
				}
			}
		}
	case *array.NullBuilder:
		bb.AppendNull()
		return nil
	default:
		return fmt.Errorf("types: no writer for Arrow type %s", b.Type())
	}
	if !ok {
		return fmt.Errorf("types: value %T does not match %s", v, t)
	}
	return nil
}

func appendMap(t Type, b *array.ListBuilder, entries []MapEntry) error {
	keyType, valueType := mapEntryTypes(t)
	sb := b.ValueBuilder().(*array.StructBuilder)
	b.Append(true)
	for _, e := range entries {
		sb.Append(true)
		if err := AppendToBuilder(keyType, sb.FieldBuilder(0), e.Key); err != nil {
			return err
		}
		if err := AppendToBuilder(valueType, sb.FieldBuilder(1), e.Value); err != nil {
			return err
		}
	}
	return nil
}
