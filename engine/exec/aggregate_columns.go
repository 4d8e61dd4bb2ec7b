package exec

import (
	"math/big"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// aggColumn is one aggregate call of a hash aggregate, for every group at once: typed slices
// indexed by group number, updated a batch at a time.
type aggColumn interface {
	// add folds the rows of arg (nil for COUNT(*)) into their groups, ids[i] for row i; groups
	// is the number of groups so far.
	add(ids []int32, arg arrow.Array, groups int) error
	// build appends every group's result to b, a builder of the call's type.
	build(b array.Builder, groups int) error
}

// newAggColumn picks the typed column for a call, or one that folds boxed values into an
// accumulator per group for the calls without one (DISTINCT, LISTAGG, MIN and MAX of other
// types...).
func newAggColumn(c plan.AggCall, fields []plan.Field) aggColumn {
	var argType types.Type
	var argLayout arrow.DataType = arrow.Null
	if c.Arg >= 0 {
		argType = fields[c.Arg].Type
		argLayout = types.ArrowType(argType)
	}
	outLayout := types.ArrowType(c.T)
	if len(c.MoreArgs) > 0 {
		return &boxedColumn{call: c, fields: fields, argType: operandsType(c, fields)}
	}
	if c.Func == "SINGLE_VALUE" {
		return &singleValueColumn{argType: argType}
	}
	if !c.Distinct {
		switch c.Func {
		case "COUNT":
			if outLayout.ID() == arrow.INT64 {
				return &countColumn{}
			}
		case "SUM", "AVG":
			switch {
			case isIntLayout(argLayout) && argType.IsIntegerNumeric() && c.T.IsIntegerNumeric():
				return &intSumColumn{avg: c.Func == "AVG"}
			case argType.IsApproxNumeric() && c.T.IsApproxNumeric():
				return &floatSumColumn{avg: c.Func == "AVG"}
			case argLayout.ID() == arrow.DECIMAL128 && c.T.Kind == types.KindDecimal:
				return &decimalSumColumn{avg: c.Func == "AVG", scale: argType.Scale, out: c.T}
			}
		case "MIN", "MAX":
			switch {
			case !arrow.TypeEqual(argLayout, outLayout):
			case isIntLayout(argLayout) && argLayout.ID() != arrow.BOOL:
				return newIntExtremeColumn(c.Func == "MAX")
			case argLayout.ID() == arrow.FLOAT32 || argLayout.ID() == arrow.FLOAT64:
				return newFloatExtremeColumn(c.Func == "MAX")
			case argLayout.ID() == arrow.STRING:
				return &stringExtremeColumn{max: c.Func == "MAX"}
			}
		}
	}
	return &boxedColumn{call: c, fields: fields, argType: argType}
}

func isIntLayout(dt arrow.DataType) bool {
	switch dt.ID() {
	case arrow.INT8, arrow.INT16, arrow.INT32, arrow.INT64, arrow.DATE32, arrow.TIME32,
		arrow.INTERVAL_MONTHS, arrow.DURATION, arrow.BOOL:
		return true
	}
	return false
}

// grown extends per-group state to n groups with zero values.
func grown[T any](s []T, n int) []T {
	for len(s) < n {
		var zero T
		s = append(s, zero)
	}
	return s
}

// countColumn counts rows (COUNT(*)) or non-NULL values.
type countColumn struct{ counts []int64 }

func (a *countColumn) add(ids []int32, arg arrow.Array, groups int) error {
	a.counts = grown(a.counts, groups)
	if arg == nil || arg.NullN() == 0 {
		for _, id := range ids {
			a.counts[id]++
		}
		return nil
	}
	for i, id := range ids {
		if arg.IsValid(i) {
			a.counts[id]++
		}
	}
	return nil
}

func (a *countColumn) build(b array.Builder, groups int) error {
	a.counts = grown(a.counts, groups)
	ib := b.(*array.Int64Builder)
	ib.AppendValues(a.counts[:groups], nil)
	return nil
}

// intSumColumn sums integers in int64, which wraps as Java's long does; SUM narrows to its type
// at the end (as adding in that type would have wrapped), AVG divides first, truncating, as
// Flink's integer AVG sums in BIGINT and divides.
type intSumColumn struct {
	avg          bool
	sums, counts []int64
	buf          []int64
}

func (a *intSumColumn) add(ids []int32, arg arrow.Array, groups int) error {
	a.sums, a.counts = grown(a.sums, groups), grown(a.counts, groups)
	a.buf = int64sOf(arg, a.buf)
	vals := a.buf
	if arg.NullN() == 0 {
		for i, id := range ids {
			a.sums[id] += vals[i]
			a.counts[id]++
		}
		return nil
	}
	for i, id := range ids {
		if arg.IsValid(i) {
			a.sums[id] += vals[i]
			a.counts[id]++
		}
	}
	return nil
}

func (a *intSumColumn) build(b array.Builder, groups int) error {
	a.sums, a.counts = grown(a.sums, groups), grown(a.counts, groups)
	for g := range groups {
		if a.counts[g] == 0 {
			b.AppendNull()
			continue
		}
		v := a.sums[g]
		if a.avg {
			v /= a.counts[g]
		}
		if !appendIntLayout(b, v) {
			return notSupported("SUM into " + b.Type().String())
		}
	}
	return nil
}

// floatSumColumn sums FLOAT and DOUBLE values in float64, in arrival order.
type floatSumColumn struct {
	avg    bool
	sums   []float64
	counts []int64
	buf    []float64
}

func (a *floatSumColumn) add(ids []int32, arg arrow.Array, groups int) error {
	a.sums, a.counts = grown(a.sums, groups), grown(a.counts, groups)
	a.buf = float64sOf(arg, a.buf)
	for i, id := range ids {
		if arg.IsValid(i) {
			a.sums[id] += a.buf[i]
			a.counts[id]++
		}
	}
	return nil
}

func (a *floatSumColumn) build(b array.Builder, groups int) error {
	a.sums, a.counts = grown(a.sums, groups), grown(a.counts, groups)
	for g := range groups {
		if a.counts[g] == 0 {
			b.AppendNull()
			continue
		}
		s := a.sums[g]
		if a.avg {
			s /= float64(a.counts[g])
		}
		if !appendFloat(b, s) {
			return notSupported("SUM into " + b.Type().String())
		}
	}
	return nil
}

// decimalSumColumn sums DECIMAL values exactly: unscaled in an int64 while the sum fits, in a
// big.Int once it does not; the result rounds as sumAcc's does. The sum's type is DECIMAL(38, s),
// and as in Flink a sum that leaves it is NULL: SUM then restarts from its next value (its
// NULL sum takes the next operand), AVG stays NULL (case agg_decimal_sum_overflow).
type decimalSumColumn struct {
	avg      bool
	scale    int
	out      types.Type
	sums     []int64
	bigs     []*big.Int // non-nil once a group's sum left int64
	counts   []int64
	overflow []bool // the group's sum is NULL after leaving 38 digits
}

// maxSumUnscaled is the largest unscaled value of a DECIMAL(38, s) sum.
var maxSumUnscaled = new(big.Int).Sub(types.Pow10(types.MaxDecimalPrecision), big.NewInt(1))

func (a *decimalSumColumn) add(ids []int32, arg arrow.Array, groups int) error {
	a.sums, a.bigs, a.counts = grown(a.sums, groups), grown(a.bigs, groups), grown(a.counts, groups)
	a.overflow = grown(a.overflow, groups)
	vals := arg.(*array.Decimal128).Values()
	for i, id := range ids {
		if arg.IsNull(i) {
			continue
		}
		a.counts[id]++
		v := vals[i]
		if a.overflow[id] {
			if a.avg {
				continue
			}
			a.overflow[id], a.sums[id], a.bigs[id] = false, 0, nil
		}
		x := int64(v.LowBits())
		fits := v.HighBits() == x>>63 // the high word only extends the low word's sign
		if a.bigs[id] == nil && fits {
			s := a.sums[id] + x
			if (x >= 0) == (s >= a.sums[id]) { // no overflow
				a.sums[id] = s
				continue
			}
		}
		if a.bigs[id] == nil {
			a.bigs[id] = big.NewInt(a.sums[id])
		}
		a.bigs[id].Add(a.bigs[id], v.BigInt())
		if a.bigs[id].CmpAbs(maxSumUnscaled) > 0 {
			a.overflow[id] = true
		}
	}
	return nil
}

func (a *decimalSumColumn) build(b array.Builder, groups int) error {
	a.sums, a.bigs, a.counts = grown(a.sums, groups), grown(a.bigs, groups), grown(a.counts, groups)
	a.overflow = grown(a.overflow, groups)
	for g := range groups {
		if a.counts[g] == 0 || a.overflow[g] {
			b.AppendNull()
			continue
		}
		unscaled := a.bigs[g]
		if unscaled == nil {
			unscaled = big.NewInt(a.sums[g])
		}
		v := exactSumResult(new(big.Rat).SetFrac(unscaled, types.Pow10(a.scale)), a.counts[g], a.avg, a.out)
		if err := types.AppendToBuilder(a.out, b, v); err != nil {
			return err
		}
	}
	return nil
}

// extremeColumn keeps the smallest or largest integer-layout value (int64) or FLOAT or DOUBLE
// (float64), read a batch at a time into a typed slice and appended to the result's builder; as
// the comparison operators, a NaN is neither smaller nor larger than anything.
type extremeColumn[T int64 | float64] struct {
	max       bool
	best      []T
	has       []bool
	buf       []T
	read      func(arrow.Array, []T) []T
	appendOne func(array.Builder, T) bool
}

func newIntExtremeColumn(largest bool) *extremeColumn[int64] {
	return &extremeColumn[int64]{max: largest, read: int64sOf, appendOne: appendIntLayout}
}

func newFloatExtremeColumn(largest bool) *extremeColumn[float64] {
	return &extremeColumn[float64]{max: largest, read: float64sOf, appendOne: appendFloat}
}

func (a *extremeColumn[T]) add(ids []int32, arg arrow.Array, groups int) error {
	a.best, a.has = grown(a.best, groups), grown(a.has, groups)
	a.buf = a.read(arg, a.buf)
	for i, id := range ids {
		if arg.IsNull(i) {
			continue
		}
		v := a.buf[i]
		if !a.has[id] || (a.max && v > a.best[id]) || (!a.max && v < a.best[id]) {
			a.best[id], a.has[id] = v, true
		}
	}
	return nil
}

func (a *extremeColumn[T]) build(b array.Builder, groups int) error {
	a.best, a.has = grown(a.best, groups), grown(a.has, groups)
	for g := range groups {
		if !a.has[g] {
			b.AppendNull()
		} else if !a.appendOne(b, a.best[g]) {
			return notSupported("MIN and MAX into " + b.Type().String())
		}
	}
	return nil
}

// stringExtremeColumn keeps the smallest or largest string, copied out of its batch.
type stringExtremeColumn struct {
	max  bool
	best []string
	has  []bool
}

func (a *stringExtremeColumn) add(ids []int32, arg arrow.Array, groups int) error {
	a.best, a.has = grown(a.best, groups), grown(a.has, groups)
	strs := arg.(*array.String)
	for i, id := range ids {
		if strs.IsNull(i) {
			continue
		}
		v := strs.Value(i)
		if !a.has[id] || (a.max && v > a.best[id]) || (!a.max && v < a.best[id]) {
			a.best[id], a.has[id] = strings.Clone(v), true
		}
	}
	return nil
}

func (a *stringExtremeColumn) build(b array.Builder, groups int) error {
	a.best, a.has = grown(a.best, groups), grown(a.has, groups)
	sb := b.(*array.StringBuilder)
	for g := range groups {
		if !a.has[g] {
			sb.AppendNull()
		} else {
			sb.Append(a.best[g])
		}
	}
	return nil
}

// boxedColumn folds boxed values into an accumulator per group: the general path, for calls
// no typed column covers.
type boxedColumn struct {
	call    plan.AggCall
	fields  []plan.Field
	argType types.Type
	accs    []accumulator
}

func (a *boxedColumn) add(ids []int32, arg arrow.Array, groups int) error {
	for len(a.accs) < groups {
		a.accs = append(a.accs, newAccumulator(a.call, a.fields))
	}
	for i, id := range ids {
		var v any = true // COUNT(*) counts every row
		if arg != nil {
			var err error
			if v, err = types.ValueFromArrow(a.argType, arg, i); err != nil {
				return err
			}
		}
		if v == nil && !a.call.TakesNulls() {
			continue // aggregates skip NULLs
		}
		if err := a.accs[id].add(v); err != nil {
			return err
		}
	}
	return nil
}

func (a *boxedColumn) build(b array.Builder, groups int) error {
	for len(a.accs) < groups {
		a.accs = append(a.accs, newAccumulator(a.call, a.fields))
	}
	for g := range groups {
		v, err := a.accs[g].result()
		if err != nil {
			return err
		}
		if err := types.AppendToBuilder(a.call.T, b, v); err != nil {
			return err
		}
	}
	return nil
}

var (
	_ aggColumn = (*countColumn)(nil)
	_ aggColumn = (*intSumColumn)(nil)
	_ aggColumn = (*floatSumColumn)(nil)
	_ aggColumn = (*decimalSumColumn)(nil)
	_ aggColumn = (*extremeColumn[int64])(nil)
	_ aggColumn = (*extremeColumn[float64])(nil)
	_ aggColumn = (*stringExtremeColumn)(nil)
	_ aggColumn = (*boxedColumn)(nil)
)
