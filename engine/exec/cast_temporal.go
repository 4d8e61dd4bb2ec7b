package exec

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

const millisPerDay = 86_400_000

// castTemporalToStringKernel casts DATE, TIME, TIMESTAMP and TIMESTAMP_LTZ columns to VARCHAR
// with the formatting types.CastValue uses (types.FormatDate, FormatTime, FormatTimestamp,
// FormatTimestampLTZ in the session zone), whose text is ASCII, cut to the VARCHAR's length.
func castTemporalToStringKernel(x arrow.Array, from, to types.Type, _ bool, loc *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	if to.Kind != types.KindVarChar {
		return nil, false, nil
	}
	switch a := x.(type) {
	case *array.Date32:
		if from.Kind != types.KindDate {
			return nil, false, nil
		}
		days := a.Date32Values()
		return castToVarChar(x, to, 10, alloc, func(b []byte, i int) []byte { return append(b, types.FormatDate(int32(days[i]))...) }), true, nil
	case *array.Time32:
		if from.Kind != types.KindTime {
			return nil, false, nil
		}
		millis := a.Time32Values()
		return castToVarChar(x, to, 12, alloc, func(b []byte, i int) []byte {
			return append(b, types.FormatTime(int32(millis[i]), from.Precision)...)
		}), true, nil
	case *array.Struct:
		if !from.IsTimestamp() {
			return nil, false, nil
		}
		millis, nanos := types.TimestampColumns(a)
		format := func(b []byte, i int) []byte {
			ts := types.TimestampData{Millis: millis[i], NanoOfMilli: nanos[i]}
			return append(b, types.FormatTimestamp(ts, from.Precision)...)
		}
		if from.Kind == types.KindTimestampLTZ {
			format = func(b []byte, i int) []byte {
				ts := types.TimestampData{Millis: millis[i], NanoOfMilli: nanos[i]}
				return append(b, types.FormatTimestampLTZ(ts, from.Precision, loc)...)
			}
		}
		return castToVarChar(x, to, 23, alloc, format), true, nil
	}
	return nil, false, nil
}

// castStringToTemporalKernel parses a CHAR/VARCHAR column into DATE, TIME, TIMESTAMP or
// TIMESTAMP_LTZ (in the session zone) with the parsers types.CastValue uses, failing at the
// same row with the same error.
func castStringToTemporalKernel(x arrow.Array, from, to types.Type, try bool, loc *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	strs, ok := x.(*array.String)
	if !ok || !from.IsCharString() {
		return nil, false, nil
	}
	var out arrow.Array
	var err error
	switch to.Kind {
	case types.KindDate:
		out, err = castToFixed(x, to, try, alloc, func(i int) (int32, bool, error) {
			d, err := types.ParseDateString(strs.Value(i))
			return d, false, err
		})
	case types.KindTime:
		out, err = castToFixed(x, to, try, alloc, func(i int) (int32, bool, error) {
			t, err := types.ParseTimeString(strs.Value(i), to.Precision)
			return t, false, err
		})
	case types.KindTimestamp:
		out, err = castToTimestamps(x, to, try, alloc, func(i int) (types.TimestampData, error) {
			return types.ParseTimestampString(strs.Value(i), to.Precision)
		})
	case types.KindTimestampLTZ:
		out, err = castToTimestamps(x, to, try, alloc, func(i int) (types.TimestampData, error) {
			return types.ParseTimestampLTZString(strs.Value(i), to.Precision, loc)
		})
	default:
		return nil, false, nil
	}
	return out, true, err
}

// castBetweenTemporalKernel casts TIMESTAMP and TIMESTAMP_LTZ columns to DATE, and DATE columns
// to TIMESTAMP and TIMESTAMP_LTZ, as types.CastValue does: a TIMESTAMP's day is its millis
// divided toward zero (Java's int division), a TIMESTAMP_LTZ's the floor of its wall-clock
// millis in the session zone; a DATE is its midnight, read in the session zone for an LTZ.
func castBetweenTemporalKernel(x arrow.Array, from, to types.Type, try bool, loc *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	switch a := x.(type) {
	case *array.Struct:
		if !from.IsTimestamp() || to.Kind != types.KindDate {
			return nil, false, nil
		}
		millis, nanos := types.TimestampColumns(a)
		day := func(i int) (int32, bool, error) { return int32(millis[i] / millisPerDay), false, nil }
		if from.Kind == types.KindTimestampLTZ {
			day = func(i int) (int32, bool, error) {
				local := types.LTZToTimestamp(types.TimestampData{Millis: millis[i], NanoOfMilli: nanos[i]}, loc)
				return int32(floorDivInt64(local.Millis, millisPerDay)), false, nil
			}
		}
		out, err := castToFixed(x, to, try, alloc, day)
		return out, true, err
	case *array.Date32:
		if from.Kind != types.KindDate || !to.IsTimestamp() {
			return nil, false, nil
		}
		days := a.Date32Values()
		ltz := to.Kind == types.KindTimestampLTZ
		out, err := castToTimestamps(x, to, try, alloc, func(i int) (types.TimestampData, error) {
			ts := types.TimestampData{Millis: int64(days[i]) * millisPerDay}
			if ltz {
				ts = types.TimestampToLTZ(ts, loc)
			}
			return ts, nil
		})
		return out, true, err
	}
	return nil, false, nil
}

func floorDivInt64(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// castToTimestamps casts x into a TIMESTAMP or TIMESTAMP_LTZ column, the struct of millis and
// nano_of_milli; a NULL row is NULL in both children too, as Arrow's struct builder leaves it.
func castToTimestamps(x arrow.Array, to types.Type, try bool, alloc memory.Allocator,
	convert func(i int) (types.TimestampData, error)) (arrow.Array, error) {
	n := x.Len()
	millis, nanos := newFixedColumn[int64](alloc, n), newFixedColumn[int32](alloc, n)
	valid, err := castRows(x, try, func(i int) (bool, error) {
		ts, err := convert(i)
		millis.values[i], nanos.values[i] = ts.Millis, ts.NanoOfMilli
		return false, err
	})
	if err != nil {
		millis.buf.Release()
		nanos.buf.Release()
		return nil, err
	}
	for i, ok := range valid { // a NULL holds zeros, as types.TimestampColumns says
		if !ok {
			millis.values[i], nanos.values[i] = 0, 0
		}
	}
	children := []arrow.Array{
		millis.finish(arrow.PrimitiveTypes.Int64, valid, alloc),
		nanos.finish(arrow.PrimitiveTypes.Int32, valid, alloc),
	}
	defer releaseAll(children)
	childData := []arrow.ArrayData{children[0].Data(), children[1].Data()}
	bitmap, nulls := validityBuffer(valid, alloc)
	if bitmap != nil {
		defer bitmap.Release()
	}
	d := array.NewData(types.ArrowType(to), n, []*memory.Buffer{bitmap}, childData, nulls, 0)
	defer d.Release()
	return array.MakeFromData(d), nil
}
