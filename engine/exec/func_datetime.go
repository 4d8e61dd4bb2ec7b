package exec

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Date and time kernels: EXTRACT, FLOOR and CEIL to a unit, TIMESTAMPADD, TIMESTAMPDIFF and
// the arithmetic of dates, times and timestamps with intervals, after Flink's generated code
// and DateTimeUtils. Flink computes the day of a TIMESTAMP by truncating division of its
// milliseconds, so before 1970 EXTRACT(DAY ...) of an afternoon gives the next day and
// EXTRACT(HOUR ...) a negative hour; these kernels do the same.

func init() {
	registerKernels(map[plan.Op]kernel{
		"EXTRACT":       extractKernel,
		"TIMESTAMPADD":  timestampAddKernel,
		"TIMESTAMPDIFF": timestampDiffKernel,
	})
}

// temporal reads a DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ or interval column as Flink's
// internal values: days, milliseconds of the day, TimestampData, months or milliseconds.
type temporal struct {
	t   types.Type
	i64 func(i int) int64
	ts  func(i int) types.TimestampData
}

func temporalOf(arr arrow.Array, t types.Type) temporal {
	if t.IsTimestamp() {
		return temporal{t: t, ts: timestampsOf(arr)}
	}
	return temporal{t: t, i64: intsOf(arr)}
}

// timestampOut appends timestamps to a TIMESTAMP or TIMESTAMP_LTZ column (Flink's
// TimestampData in Arrow: millis and nano-of-milli, engine/types/arrow.go).
type timestampOut struct {
	b   *array.StructBuilder
	err *error
}

func newTimestampOut(k *kctx, t types.Type) timestampOut {
	b := array.NewBuilder(k.alloc, types.ArrowType(t)).(*array.StructBuilder)
	b.Reserve(k.n)
	return timestampOut{b: b, err: new(error)}
}

func (o timestampOut) append(ts types.TimestampData) { types.AppendTimestamp(o.b, ts) }

// finish returns the column, or the error an append met.
func (o timestampOut) finish() (arrow.Array, error) {
	defer o.b.Release()
	if *o.err != nil {
		return nil, *o.err
	}
	return o.b.NewArray(), nil
}

// zoneOffsetMillis is java.util.TimeZone.getOffset(millis): the zone's offset at an instant.
func zoneOffsetMillis(loc *time.Location, millis int64) int64 {
	if loc == time.UTC {
		return 0
	}
	_, off := time.UnixMilli(millis).In(loc).Zone()
	return int64(off) * 1000
}

// unitMultiplier is Calcite's TimeUnit.multiplier: months for the year-month units,
// milliseconds for the others.
var unitMultiplier = map[string]int64{"YEAR": 12, "QUARTER": 3, "MONTH": 1, "WEEK": 604_800_000, "DAY": 86_400_000,
	"HOUR": 3_600_000, "MINUTE": 60_000, "SECOND": 1000, "MILLISECOND": 1}

// unitFactor is the range a unit's value wraps at (DateTimeUtils.getFactor): hours within a
// day, months within a year; 1 when it does not wrap.
var unitFactor = map[string]int64{"DAY": 1, "HOUR": 86_400_000, "MINUTE": 3_600_000, "SECOND": 60_000,
	"MILLISECOND": 1000, "MICROSECOND": 1000, "NANOSECOND": 1000, "YEAR": 1, "MONTH": 12, "QUARTER": 12}

// extractMillis extracts a unit from milliseconds (of a timestamp, a time of day or a day-time
// interval) or months (of a year-month interval), as Flink's generated code does.
func extractMillis(unit string, v int64, nanoOfMilli int64) int64 {
	switch unit {
	case "QUARTER":
		return (v%12-1)/3 + 1
	case "MICROSECOND":
		return v%1000*1000 + nanoOfMilli/1000
	case "NANOSECOND":
		return v%1000*1_000_000 + nanoOfMilli
	}
	factor, mult := unitFactor[unit], unitMultiplier[unit]
	if factor != 1 {
		v %= factor
	}
	return v / mult
}

func extractKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	unit := flagOf(c.Args[0])
	xt := c.Args[1].Type()
	x := temporalOf(args[1], xt)
	loc := c.Session.Location()
	var f func(i int) int64
	switch xt.Kind {
	case types.KindDate:
		f = func(i int) int64 {
			d := x.i64(i)
			if v, ok := types.ExtractFromDate(unit, d); ok {
				return v
			}
			return extractMillis(unit, d, 0)
		}
	case types.KindTimestamp, types.KindTimestampLTZ:
		f = func(i int) int64 {
			ts := x.ts(i)
			ms := ts.Millis
			if xt.Kind == types.KindTimestampLTZ {
				ms += zoneOffsetMillis(loc, ms)
			}
			switch {
			case unit == "EPOCH":
				return ms / 1000
			case dateUnit(unit):
				v, _ := types.ExtractFromDate(unit, ms/types.MillisPerDay)
				return v
			}
			return extractMillis(unit, ms, int64(ts.NanoOfMilli))
		}
	default: // TIME and intervals
		f = func(i int) int64 { return extractMillis(unit, x.i64(i), 0) }
	}
	return int64Result(k, args[1:], func(i int) (int64, bool) { return f(i), true }), nil
}

func dateUnit(unit string) bool {
	switch unit {
	case "YEAR", "QUARTER", "MONTH", "WEEK", "DAY", "DOW", "DOY", "ISODOW", "ISOYEAR", "DECADE", "CENTURY", "MILLENNIUM":
		return true
	}
	return false
}

func flagOf(e plan.Expr) string {
	s, _ := plan.LiteralString(e)
	return s
}

// floorMillis and ceilMillis round to a multiple (SqlFunctionUtils.floor/ceil of longs).
func floorMillis(a, b int64) int64 {
	r := a % b
	if r < 0 {
		r += b
	}
	return a - r
}

func ceilMillis(a, b int64) int64 { return floorMillis(a+b-1, b) }

// floorCeilTemporal is FLOOR(x TO unit) and CEIL(x TO unit).
func floorCeilTemporal(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	ceil := c.Op == "CEIL"
	unit := flagOf(c.Args[1])
	xt := c.Args[0].Type()
	x := temporalOf(args[0], xt)
	round := func(v, unitMs int64) int64 {
		if ceil {
			return ceilMillis(v, unitMs)
		}
		return floorMillis(v, unitMs)
	}
	switch xt.Kind {
	case types.KindDate:
		return int32Like(k, xt, args, func(i int) int64 {
			if d, ok := types.FloorDays(unit, x.i64(i), ceil); ok {
				return d
			}
			return x.i64(i) // a DATE is already whole hours, minutes...
		}), nil
	case types.KindTime:
		var err error
		out := int32Like(k, xt, args, func(i int) int64 {
			if ms, ok := types.UnitMillis[unit]; ok && unit != "DAY" && unit != "WEEK" {
				r := round(x.i64(i), ms)
				if r >= types.MillisPerDay && err == nil {
					// 24:00 is no LocalTime: Flink fails converting the result.
					err = runtimeError("java.time.DateTimeException", "Invalid value for HourOfDay (valid values 0 - 23): %d", r/3_600_000)
				}
				return r
			}
			return x.i64(i)
		})
		return finishOrError(out, err)
	}
	loc := c.Session.Location()
	out := newTimestampOut(k, c.T)
	for i := range k.n {
		if args[0].IsNull(i) {
			out.b.AppendNull()
			continue
		}
		ts := x.ts(i)
		offset := int64(0)
		if xt.Kind == types.KindTimestampLTZ {
			offset = zoneOffsetMillis(loc, ts.Millis)
		}
		ms := ts.Millis + offset
		var r int64
		switch unit {
		case "MILLISECOND":
			r = ms
			if ceil && ts.NanoOfMilli > 0 {
				r++
			}
		case "SECOND", "MINUTE", "HOUR", "DAY":
			r = round(ms, types.UnitMillis[unit])
		default:
			d, _ := types.FloorDays(unit, ms/types.MillisPerDay, ceil)
			r = d * types.MillisPerDay
		}
		out.append(types.TimestampData{Millis: r - offset})
	}
	return out.finish()
}

// int32Like builds a DATE or TIME column from int64 values.
func int32Like(k *kctx, t types.Type, args []arrow.Array, f func(i int) int64) arrow.Array {
	b := array.NewBuilder(k.alloc, types.ArrowType(t))
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
			continue
		}
		switch bb := b.(type) {
		case *array.Date32Builder:
			bb.UnsafeAppend(arrow.Date32(f(i)))
		case *array.Time32Builder:
			bb.UnsafeAppend(arrow.Time32(f(i)))
		}
	}
	return b.NewArray()
}

// shift is an amount to add to a date or time: months or milliseconds (and, for
// MICROSECOND, nanoseconds).
type shift struct {
	months, millis, nanos int64
}

// addShift adds a shift to a temporal value of type xt, giving a value of type t, as Flink's
// generateTemporalPlusMinus does.
func addShift(xt, t types.Type, x temporal, i int, s shift) (int64, types.TimestampData) {
	switch xt.Kind {
	case types.KindDate:
		d := x.i64(i)
		if s.months != 0 {
			return types.AddMonths(d, s.months), types.TimestampData{}
		}
		if t.Kind == types.KindDate {
			return d + s.millis/types.MillisPerDay, types.TimestampData{}
		}
		return 0, addNanos(types.TimestampData{Millis: d*types.MillisPerDay + s.millis}, s.nanos)
	case types.KindTime:
		tod := x.i64(i)
		if s.months != 0 {
			return tod, types.TimestampData{}
		}
		r := (tod + types.MillisPerDay + s.millis%types.MillisPerDay) % types.MillisPerDay
		return truncateTime(r, t.Precision), types.TimestampData{}
	}
	ts := x.ts(i)
	if s.months != 0 {
		return 0, types.TimestampData{Millis: types.AddMonthsMillis(ts.Millis, s.months), NanoOfMilli: ts.NanoOfMilli}
	}
	return 0, addNanos(types.TimestampData{Millis: ts.Millis + s.millis, NanoOfMilli: ts.NanoOfMilli}, s.nanos)
}

func addNanos(ts types.TimestampData, nanos int64) types.TimestampData {
	if nanos == 0 {
		return ts
	}
	total := int64(ts.NanoOfMilli) + nanos
	ms := total / 1_000_000
	rem := total % 1_000_000
	if rem < 0 {
		rem += 1_000_000
		ms--
	}
	return types.TimestampData{Millis: ts.Millis + ms, NanoOfMilli: int32(rem)}
}

// truncateTime keeps precision fractional digits of a time of day in milliseconds.
func truncateTime(ms int64, precision int) int64 {
	switch {
	case precision >= 3:
		return ms
	case precision == 2:
		return ms / 10 * 10
	case precision == 1:
		return ms / 100 * 100
	}
	return ms / 1000 * 1000
}

// shiftColumn builds the result of x + shift(i) for every row.
func shiftColumn(k *kctx, c *plan.Call, xt types.Type, x temporal, args []arrow.Array, s func(i int) shift) (arrow.Array, error) {
	if c.T.IsTimestamp() {
		out := newTimestampOut(k, c.T)
		for i := range k.n {
			if anyNull(args, i) {
				out.b.AppendNull()
				continue
			}
			_, ts := addShift(xt, c.T, x, i, s(i))
			out.append(ts)
		}
		return out.finish()
	}
	return int32Like(k, c.T, args, func(i int) int64 {
		v, _ := addShift(xt, c.T, x, i, s(i))
		return v
	}), nil
}

// timestampAddKernel is TIMESTAMPADD(unit, n, x).
func timestampAddKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	unit := flagOf(c.Args[0])
	n := intsOf(args[1])
	xt := c.Args[2].Type()
	x := temporalOf(args[2], xt)
	s := func(i int) shift {
		v := n(i)
		switch unit {
		case "YEAR", "QUARTER", "MONTH":
			return shift{months: v * unitMultiplier[unit]}
		case "MICROSECOND":
			return shift{nanos: v * 1000}
		}
		return shift{millis: v * unitMultiplier[unit]}
	}
	return shiftColumn(k, c, xt, x, args[1:], s)
}

// millisOf reads a DATE, TIMESTAMP or TIMESTAMP_LTZ as milliseconds since the epoch.
func millisOf(x temporal) func(i int) int64 {
	if x.t.Kind == types.KindDate {
		return func(i int) int64 { return x.i64(i) * types.MillisPerDay }
	}
	if x.ts != nil {
		return func(i int) int64 { return x.ts(i).Millis }
	}
	return x.i64
}

// timestampDiffKernel is TIMESTAMPDIFF(unit, a, b): b - a in whole units, truncated toward zero.
func timestampDiffKernel(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	unit := flagOf(c.Args[0])
	at, bt := c.Args[1].Type(), c.Args[2].Type()
	a, b := millisOf(temporalOf(args[1], at)), millisOf(temporalOf(args[2], bt))
	bothDates := at.Kind == types.KindDate && bt.Kind == types.KindDate
	return int32Result(k, args[1:], func(i int) (int32, bool) {
		switch unit {
		case "YEAR", "QUARTER", "MONTH":
			var months int64
			if bothDates {
				months = types.SubtractMonths(b(i)/types.MillisPerDay, a(i)/types.MillisPerDay)
			} else {
				months = types.SubtractMonthsMillis(b(i), a(i))
			}
			return int32(months / unitMultiplier[unit]), true
		}
		return int32((b(i) - a(i)) / unitMultiplier[unit]), true
	}), nil
}

// temporalArithmetic is datetime ± interval and interval ± interval.
func temporalArithmetic(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	xe, ye := c.Args[0], c.Args[1]
	xa, ya := args[0], args[1]
	if xe.Type().Is(types.FamilyInterval) && !ye.Type().Is(types.FamilyInterval) && c.Op == plan.OpPlus {
		xe, ye, xa, ya = ye, xe, ya, xa // interval + datetime is datetime + interval
	}
	xt, yt := xe.Type(), ye.Type()
	sign := int64(1)
	if c.Op == plan.OpMinus {
		sign = -1
	}
	y := intsOf(ya)
	if xt.Is(types.FamilyInterval) {
		x := intsOf(xa)
		f := func(i int) int64 { return x(i) + sign*y(i) }
		if c.T.Kind == types.KindIntervalYearMonth {
			return intervalMonths(k, args, f), nil
		}
		return intervalMillis(k, args, f), nil
	}
	x := temporalOf(xa, xt)
	yearMonth := yt.Kind == types.KindIntervalYearMonth
	return shiftColumn(k, c, xt, x, args, func(i int) shift {
		if yearMonth {
			return shift{months: sign * y(i)}
		}
		return shift{millis: sign * y(i)}
	})
}

// intervalScale is interval * number and interval / number, with an integer number.
func intervalScale(k *kctx, c *plan.Call, args []arrow.Array) (arrow.Array, error) {
	iv, num := 0, 1
	if !c.Args[0].Type().Is(types.FamilyInterval) {
		iv, num = 1, 0
	}
	x, n := intsOf(args[iv]), intsOf(args[num])
	f := func(i int) int64 {
		if c.Op == plan.OpDivide {
			return x(i) / n(i)
		}
		return x(i) * n(i)
	}
	if c.Op == plan.OpDivide {
		for i := range k.n {
			if !anyNull(args, i) && n(i) == 0 {
				return nil, runtimeError(classArithmetic, "/ by zero")
			}
		}
	}
	if c.T.Kind == types.KindIntervalYearMonth {
		return intervalMonths(k, args, f), nil
	}
	return intervalMillis(k, args, f), nil
}

func intervalMonths(k *kctx, args []arrow.Array, f func(i int) int64) arrow.Array {
	b := array.NewMonthIntervalBuilder(k.alloc)
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
		} else {
			b.UnsafeAppend(arrow.MonthInterval(f(i)))
		}
	}
	return b.NewArray()
}

func intervalMillis(k *kctx, args []arrow.Array, f func(i int) int64) arrow.Array {
	b := array.NewDurationBuilder(k.alloc, &arrow.DurationType{Unit: arrow.Millisecond})
	defer b.Release()
	b.Reserve(k.n)
	for i := range k.n {
		if anyNull(args, i) {
			b.AppendNull()
		} else {
			b.UnsafeAppend(arrow.Duration(f(i)))
		}
	}
	return b.NewArray()
}
