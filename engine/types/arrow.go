package types

import (
	"errors"
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
//	TIMESTAMP(p)        timestamp[us] for p <= 6, timestamp[ns] for p 7..9,
//	                    with no time zone. Nanoseconds in int64 cover only
//	                    1677-2262; appending a value outside fails with
//	                    ErrArrowRange rather than wrapping.
//	TIMESTAMP_LTZ(p)    the same units, with time zone "UTC": instants
//	INTERVAL Y TO M     month_interval (int32 months)
//	INTERVAL D TO S     duration[ms]
//	ARRAY<T>            list<item: T>
//	MAP<K, V>           map<K, V> (Arrow map keys cannot be null; a NULL key
//	                    fails with ErrArrowRange)
//	MULTISET<T>         map<T, int32>: element to count
//	ROW<...>            struct with the field names
//	NULL                null
//
// Microseconds for p <= 6 keep the common TIMESTAMP(3) and TIMESTAMP(6)
// columns in one unit, so kernels need no unit conversion between them.

// ErrArrowRange is wrapped when a value cannot be stored in its Arrow layout.
var ErrArrowRange = errors.New("value outside the Arrow layout's range")

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
	case KindBinary, KindVarBinary:
		return arrow.BinaryTypes.Binary
	case KindDate:
		return arrow.FixedWidthTypes.Date32
	case KindTime:
		return arrow.FixedWidthTypes.Time32ms
	case KindTimestamp:
		return &arrow.TimestampType{Unit: timestampUnit(t.Precision)}
	case KindTimestampLTZ:
		return &arrow.TimestampType{Unit: timestampUnit(t.Precision), TimeZone: "UTC"}
	case KindIntervalYearMonth:
		return arrow.FixedWidthTypes.MonthInterval
	case KindIntervalDayTime:
		return arrow.FixedWidthTypes.Duration_ms
	case KindArray:
		return arrow.ListOfField(ArrowField("item", t.ElemType()))
	case KindMap:
		m := arrow.MapOf(ArrowType(t.KeyType()), ArrowType(t.ValueType()))
		m.SetItemNullable(t.ValueType().Nullable())
		return m
	case KindMultiset:
		m := arrow.MapOf(ArrowType(t.ElemType()), arrow.PrimitiveTypes.Int32)
		m.SetItemNullable(false)
		return m
	case KindRow:
		fields := make([]arrow.Field, len(t.Fields))
		for i, f := range t.Fields {
			fields[i] = ArrowField(f.Name, f.Type)
		}
		return arrow.StructOf(fields...)
	}
	return arrow.Null
}

func timestampUnit(precision int) arrow.TimeUnit {
	if precision > 6 {
		return arrow.Nanosecond
	}
	return arrow.Microsecond
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
	case *array.Timestamp:
		v := int64(a.Value(i))
		if a.DataType().(*arrow.TimestampType).Unit == arrow.Nanosecond {
			return TimestampFromNanos(v), nil
		}
		return TimestampFromMicros(v), nil
	case *array.MonthInterval:
		return int32(a.Value(i)), nil
	case *array.Duration:
		return int64(a.Value(i)), nil
	case *array.Map:
		start, end := a.ValueOffsets(i)
		keyType, valueType := t.Elem[0], Int.AsNotNull()
		if t.Kind == KindMap {
			valueType = t.Elem[1]
		}
		out := make([]MapEntry, 0, end-start)
		for j := int(start); j < int(end); j++ {
			k, err := ValueFromArrow(keyType, a.Keys(), j)
			if err != nil {
				return nil, err
			}
			v, err := ValueFromArrow(valueType, a.Items(), j)
			if err != nil {
				return nil, err
			}
			out = append(out, MapEntry{Key: k, Value: v})
		}
		return out, nil
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

// AppendToBuilder appends v, a value of type t, to a builder made for
// ArrowType(t); nil appends NULL.
func AppendToBuilder(t Type, b array.Builder, v any) error {
	if v == nil {
		b.AppendNull()
		return nil
	}
	var ok bool
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
	case *array.TimestampBuilder:
		var x TimestampData
		if x, ok = v.(TimestampData); ok {
			if bb.Type().(*arrow.TimestampType).Unit == arrow.Nanosecond {
				ns, fits := x.Nanos()
				if !fits {
					return fmt.Errorf("%w: %s does not fit in nanoseconds", ErrArrowRange, FormatValue(t, v))
				}
				bb.Append(arrow.Timestamp(ns))
			} else {
				bb.Append(arrow.Timestamp(x.Micros()))
			}
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
	case *array.MapBuilder:
		var entries []MapEntry
		if entries, ok = v.([]MapEntry); ok {
			keyType, valueType := t.Elem[0], Int.AsNotNull()
			if t.Kind == KindMap {
				valueType = t.Elem[1]
			}
			bb.Append(true)
			for _, e := range entries {
				if e.Key == nil {
					return fmt.Errorf("%w: Arrow map keys cannot be NULL", ErrArrowRange)
				}
				if err := AppendToBuilder(keyType, bb.KeyBuilder(), e.Key); err != nil {
					return err
				}
				if err := AppendToBuilder(valueType, bb.ItemBuilder(), e.Value); err != nil {
					return err
				}
			}
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
