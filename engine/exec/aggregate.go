package exec

import (
	"context"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// aggregateOp is a blocking hash aggregate, as batch mode runs GROUP BY: it reads its whole
// input, then emits one row per group (one row in all for a global aggregate), in the order the
// groups first appeared. The keys are the input's first columns; groupKeys numbers them and
// each call folds a batch at a time into typed per-group state (aggregate_columns.go).
type aggregateOp struct {
	input Operator
	n     *plan.Aggregate
	alloc memory.Allocator
	done  bool
}

func (o *aggregateOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	fields := o.n.Input.Fields()
	keyTypes := make([]types.Type, o.n.Keys)
	for k := range keyTypes {
		keyTypes[k] = fields[k].Type
	}
	groups := newGroupKeys(keyTypes)
	calls := make([]aggColumn, len(o.n.Calls))
	for c, call := range o.n.Calls {
		calls[c] = newAggColumn(call, fields)
	}
	orderBound := o.n.Keys > 0 && callsFirstLast(o.n)
	rows := 0
	err := forEach(ctx, o.input, func(b connector.Batch) error {
		if rows += int(b.Record.NumRows()); orderBound && rows > flinkStableSortRows {
			return firstLastSortRefusal()
		}
		ids, err := groups.assign(b.Record)
		if err != nil {
			return err
		}
		for c, call := range o.n.Calls {
			var arg arrow.Array
			if call.Arg >= 0 {
				arg = b.Record.Column(call.Arg)
			}
			if len(call.MoreArgs) > 0 {
				operands, err := operandsColumn(call, b.Record)
				if err != nil {
					return err
				}
				defer operands.Release()
				arg = operands
			}
			if call.Filtered {
				if err := o.addFiltered(calls[c], call, b, ids, arg, groups.n); err != nil {
					return err
				}
				continue
			}
			if err := calls[c].add(ids, arg, groups.n); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return connector.Batch{}, err
	}
	if o.n.Keys == 0 && groups.n == 0 {
		groups.n = 1 // a global aggregate over no rows still has its row
	}
	if err := ctx.Err(); err != nil {
		return connector.Batch{}, err
	}
	return o.emit(groups, calls)
}

func (o *aggregateOp) emit(groups *groupKeys, calls []aggColumn) (connector.Batch, error) {
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	for k := range o.n.Keys {
		if err := groups.build(k, o.n.Output[k].Type, b.Field(k)); err != nil {
			return connector.Batch{}, err
		}
	}
	for c, call := range calls {
		f := b.Field(o.n.Keys + c)
		f.Reserve(groups.n)
		if err := call.build(f, groups.n); err != nil {
			return connector.Batch{}, err
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

// encodeValue appends a value to a group key so that distinct values (and NULL) never collide.
func encodeValue(sb *strings.Builder, t types.Type, v any) {
	if v == nil {
		sb.WriteString("N;")
		return
	}
	s := types.FormatValue(t, v)
	sb.WriteString(strconv.Itoa(len(s)))
	sb.WriteByte(':')
	sb.WriteString(s)
}

func (o *aggregateOp) Close() error { return o.input.Close() }

// callOperand is a call's operand in row i of rec: the value of its Arg, or for a call of
// several operands (JSON_OBJECTAGG's key and value) the list of their values, which the
// accumulator takes as they are.
func callOperand(call plan.AggCall, fields []plan.Field, rec arrow.RecordBatch, i int) (any, error) {
	v, err := types.ValueFromArrow(fields[call.Arg].Type, rec.Column(call.Arg), i)
	if err != nil || len(call.MoreArgs) == 0 {
		return v, err
	}
	vs := []any{v}
	for _, a := range call.MoreArgs {
		if v, err = types.ValueFromArrow(fields[a].Type, rec.Column(a), i); err != nil {
			return nil, err
		}
		vs = append(vs, v)
	}
	return vs, nil
}

// operandsColumn is the column of a call of several operands: a struct of their columns, whose
// value in a row is the list callOperand gives.
func operandsColumn(call plan.AggCall, rec arrow.RecordBatch) (arrow.Array, error) {
	fs := call.ArgFields()
	cols, names := make([]arrow.Array, len(fs)), make([]string, len(fs))
	for i, f := range fs {
		cols[i], names[i] = rec.Column(f), "f"+strconv.Itoa(i)
	}
	return array.NewStructArray(cols, names)
}

// operandsType is the type of operandsColumn.
func operandsType(call plan.AggCall, fields []plan.Field) types.Type {
	fs := call.ArgFields()
	names, ts := make([]string, len(fs)), make([]types.Type, len(fs))
	for i, f := range fs {
		names[i], ts[i] = "f"+strconv.Itoa(i), fields[f].Type
	}
	return types.RowOf(names, ts).AsNotNull()
}

// accumulator folds one aggregate call's values.
type accumulator interface {
	add(v any) error
	result() (any, error)
}

func newAccumulator(c plan.AggCall, fields []plan.Field) accumulator {
	var argType types.Type
	if c.Arg >= 0 {
		argType = fields[c.Arg].Type
	}
	var acc accumulator
	switch c.Func {
	case "COUNT":
		acc = &countAcc{}
	case "SUM", "AVG":
		acc = &sumAcc{avg: c.Func == "AVG", arg: argType, out: c.T}
	case plan.Sum0:
		acc = &sumAcc{zero: true, arg: argType, out: c.T}
	case "MIN", "MAX":
		acc = &extremeAcc{max: c.Func == "MAX"}
	case "LISTAGG":
		acc = &listAggAcc{sep: c.Separator}
	case "FIRST_VALUE", "LAST_VALUE":
		acc = &firstLastAcc{last: c.Func == "LAST_VALUE"}
	case "COLLECT":
		acc = newCollectAcc(argType)
	case "ARRAY_AGG":
		acc = newArrayAggAcc(argType)
	case "SINGLE_VALUE":
		acc = &singleValueAcc{}
	case "PERCENTILE":
		acc = newPercentileAcc(c, argType)
	case plan.JSONArrayAggName(false), plan.JSONArrayAggName(true):
		acc = &jsonArrayAggAcc{}
	case plan.JSONObjectAggName(false), plan.JSONObjectAggName(true):
		acc = newJSONObjectAggAcc(c.Func == plan.JSONObjectAggName(false))
	case "APPROX_COUNT_DISTINCT":
		acc = newHllAcc(argType)
	case plan.WelfordM2:
		acc = &welfordAcc{}
	default:
		// The bitmap aggregates reach here from the streaming window aggregate only: the
		// binder refuses them in batch mode.
		var ok bool
		if acc, ok = newBitmapAcc(c.Func); !ok {
			acc = &unknownAggregate{name: c.Func}
		}
	}
	if c.Distinct {
		return &distinctAcc{inner: acc, t: argType, seen: map[string]bool{}}
	}
	return acc
}

type countAcc struct{ n int64 }

func (a *countAcc) add(any) error        { a.n++; return nil }
func (a *countAcc) result() (any, error) { return a.n, nil }

// sumAcc sums and converts at the end: integers in int64, wrapping as Java's long does (SUM
// keeps its type, narrowing as adding in it would have wrapped; AVG of integers divides the
// BIGINT sum, truncating, as Flink does), decimals exactly (AVG of DECIMAL rounds half up to
// its scale), FLOAT and DOUBLE in float64.
type sumAcc struct {
	avg      bool
	zero     bool // $SUM0: 0 over no value, and a decimal overflow stays NULL (Sum0AggFunction)
	arg, out types.Type
	isum     int64
	sum      *big.Rat // decimals
	fsum     float64
	n        int64
	overflow bool // a decimal sum left 38 digits (addDecimal)
}

func (a *sumAcc) add(v any) error {
	a.n++
	switch {
	case a.arg.IsApproxNumeric():
		a.fsum += toFloat(v)
	case a.arg.IsIntegerNumeric():
		a.isum += toInt64(v)
	default:
		a.addDecimal(toRat(v, a.arg))
	}
	return nil
}

// addDecimal adds a decimal operand (subtracts it, negated, for a retraction). The sum's type
// is DECIMAL(38, s); as in Flink, a sum that leaves it is NULL, and SUM's NULL sum then takes the
// next operand while AVG's stays NULL (case agg_decimal_sum_overflow).
func (a *sumAcc) addDecimal(x *big.Rat) {
	if a.sum == nil {
		a.sum = new(big.Rat)
	}
	if a.overflow {
		if a.avg || a.zero {
			// AVG's sum, and $SUM0's (NULL + x), stay NULL.
			return
		}
		a.overflow = false
		a.sum.SetInt64(0)
	}
	a.sum.Add(a.sum, x)
	limit := new(big.Rat).SetFrac(maxSumUnscaled, types.Pow10(a.arg.Scale))
	if new(big.Rat).Abs(a.sum).Cmp(limit) > 0 {
		a.overflow = true
	}
}

func (a *sumAcc) result() (any, error) {
	if a.n == 0 && !a.zero {
		return nil, nil
	}
	switch {
	case a.arg.IsApproxNumeric():
		s := a.fsum
		if a.avg {
			s /= float64(a.n)
		}
		if a.out.Kind == types.KindFloat {
			return float32(s), nil
		}
		return s, nil
	case a.arg.IsIntegerNumeric():
		if a.out.IsIntegerNumeric() {
			s := a.isum
			if a.avg {
				s /= a.n
			}
			return narrow(s, a.out), nil
		}
		return exactSumResult(new(big.Rat).SetInt64(a.isum), a.n, a.avg, a.out), nil
	}
	s := a.sum
	if s == nil {
		s = new(big.Rat)
	}
	if a.overflow {
		return nil, nil
	}
	return exactSumResult(s, a.n, a.avg, a.out), nil
}

// exactSumResult is SUM or AVG of n values summing to s, in the result type: a decimal rounds
// half up to its scale, an integer truncates toward zero, then wraps to the type's width.
func exactSumResult(s *big.Rat, n int64, avg bool, out types.Type) any {
	s = new(big.Rat).Set(s)
	if avg {
		s.Quo(s, new(big.Rat).SetInt64(n))
	}
	if out.Kind == types.KindDecimal {
		// As Flink's DecimalData.fromBigDecimal, a result that does not fit the type's precision
		// is NULL: AVG of DECIMAL(38, 0) is DECIMAL(38, 6), so an average over 32 digits is.
		unscaled := roundHalfUp(s, out.Scale)
		if new(big.Int).Abs(unscaled).Cmp(types.Pow10(out.Precision)) >= 0 {
			return nil
		}
		return decimal128.FromBigInt(unscaled)
	}
	q := new(big.Int).Quo(s.Num(), s.Denom())
	return narrow(q.Int64(), out)
}

func narrow(v int64, t types.Type) any {
	switch t.Kind {
	case types.KindTinyInt:
		return int8(v)
	case types.KindSmallInt:
		return int16(v)
	case types.KindInt:
		return int32(v)
	}
	return v
}

func toFloat(v any) float64 {
	switch x := v.(type) {
	case float32:
		return float64(x)
	case float64:
		return x
	}
	return 0
}

func toInt64(v any) int64 {
	switch x := v.(type) {
	case int8:
		return int64(x)
	case int16:
		return int64(x)
	case int32:
		return int64(x)
	case int64:
		return x
	}
	return 0
}

func toRat(v any, t types.Type) *big.Rat {
	switch x := v.(type) {
	case int8:
		return new(big.Rat).SetInt64(int64(x))
	case int16:
		return new(big.Rat).SetInt64(int64(x))
	case int32:
		return new(big.Rat).SetInt64(int64(x))
	case int64:
		return new(big.Rat).SetInt64(x)
	case decimal128.Num:
		return new(big.Rat).SetFrac(x.BigInt(), types.Pow10(t.Scale))
	}
	return new(big.Rat)
}

// extremeAcc keeps the smallest or largest value.
type extremeAcc struct {
	max  bool
	best any
}

func (a *extremeAcc) add(v any) error {
	if a.best == nil {
		a.best = v
		return nil
	}
	c, ok := compareValues(v, a.best)
	if !ok {
		return notSupported("MIN and MAX over this type")
	}
	if (a.max && c > 0) || (!a.max && c < 0) {
		a.best = v
	}
	return nil
}

func (a *extremeAcc) result() (any, error) { return a.best, nil }

// compareValues orders two non-NULL values of one type.
func compareValues(x, y any) (int, bool) {
	switch a := x.(type) {
	case int8:
		return cmpOrdered(a, y.(int8)), true
	case int16:
		return cmpOrdered(a, y.(int16)), true
	case int32:
		return cmpOrdered(a, y.(int32)), true
	case int64:
		return cmpOrdered(a, y.(int64)), true
	case float32:
		return cmpOrdered(a, y.(float32)), true
	case float64:
		return cmpOrdered(a, y.(float64)), true
	case string:
		return strings.Compare(a, y.(string)), true
	case bool:
		return cmpOrdered(boolInt(a), boolInt(y.(bool))), true
	case decimal128.Num:
		return a.Cmp(y.(decimal128.Num)), true
	case types.TimestampData:
		return a.Compare(y.(types.TimestampData)), true
	}
	return 0, false
}

func cmpOrdered[T int8 | int16 | int32 | int64 | float32 | float64](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func boolInt(b bool) int8 {
	if b {
		return 1
	}
	return 0
}

// distinctAcc passes each distinct value once to the aggregate it wraps.
type distinctAcc struct {
	inner accumulator
	t     types.Type
	seen  map[string]bool
}

func (a *distinctAcc) add(v any) error {
	var key strings.Builder
	encodeValue(&key, a.t, v)
	if a.seen[key.String()] {
		return nil
	}
	a.seen[key.String()] = true
	return a.inner.add(v)
}

func (a *distinctAcc) result() (any, error) { return a.inner.result() }

// listAggAcc concatenates the values in arrival order, separated; NULL when there are none.
type listAggAcc struct {
	sep string
	sb  strings.Builder
	n   int
}

// The list grows in Go memory, which the job's cap does not count: it stops at MaxValueBytes.
func (a *listAggAcc) add(v any) error {
	if err := checkValueSize("LISTAGG", int64(a.sb.Len()+len(a.sep)+len(v.(string)))); err != nil {
		return err
	}
	if a.n > 0 {
		a.sb.WriteString(a.sep)
	}
	a.sb.WriteString(v.(string))
	a.n++
	return nil
}

func (a *listAggAcc) result() (any, error) {
	if a.n == 0 {
		return nil, nil
	}
	return a.sb.String(), nil
}
