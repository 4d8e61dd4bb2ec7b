package exec

import (
	"context"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// aggregateOp is a blocking hash aggregate, as batch mode runs GROUP BY: it reads its whole
// input, then emits one row per group (one row in all for a global aggregate).
type aggregateOp struct {
	input Operator
	n     *plan.Aggregate
	alloc memory.Allocator
	done  bool
}

// group is one group's key values and accumulators.
type group struct {
	keys []any
	accs []accumulator
}

func (o *aggregateOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	inFields := o.n.Input.Fields()
	groups := map[string]*group{}
	var order []string
	err := forEach(ctx, o.input, func(b connector.Batch) error {
		return o.consume(b, inFields, groups, &order)
	})
	if err != nil {
		return connector.Batch{}, err
	}
	if o.n.Keys == 0 && len(order) == 0 {
		groups[""] = o.newGroup(nil)
		order = append(order, "")
	}
	return o.emit(ctx, groups, order)
}

func (o *aggregateOp) newGroup(keys []any) *group {
	g := &group{keys: keys}
	for _, c := range o.n.Calls {
		g.accs = append(g.accs, newAccumulator(c, o.n.Input.Fields()))
	}
	return g
}

func (o *aggregateOp) consume(b connector.Batch, fields []plan.Field, groups map[string]*group, order *[]string) error {
	var key strings.Builder
	for i := range b.Len() {
		key.Reset()
		keys := make([]any, o.n.Keys)
		for k := range o.n.Keys {
			v, err := types.ValueFromArrow(fields[k].Type, b.Record.Column(k), i)
			if err != nil {
				return err
			}
			keys[k] = v
			encodeValue(&key, fields[k].Type, v)
		}
		g, ok := groups[key.String()]
		if !ok {
			g = o.newGroup(keys)
			groups[key.String()] = g
			*order = append(*order, key.String())
		}
		for c, call := range o.n.Calls {
			var v any = true // COUNT(*) counts every row
			if call.Arg >= 0 {
				var err error
				if v, err = types.ValueFromArrow(fields[call.Arg].Type, b.Record.Column(call.Arg), i); err != nil {
					return err
				}
			}
			if v == nil {
				continue // aggregates skip NULLs
			}
			if err := g.accs[c].add(v); err != nil {
				return err
			}
		}
	}
	return nil
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

func (o *aggregateOp) emit(ctx context.Context, groups map[string]*group, order []string) (connector.Batch, error) {
	schema := schemaOf(o.n.Output)
	b := array.NewRecordBuilder(o.alloc, schema)
	defer b.Release()
	for i, k := range order {
		if err := ctx.Err(); i%4096 == 0 && err != nil { // many groups take long to emit
			return connector.Batch{}, err
		}
		g := groups[k]
		for i, v := range g.keys {
			if err := types.AppendToBuilder(o.n.Output[i].Type, b.Field(i), v); err != nil {
				return connector.Batch{}, err
			}
		}
		for c, acc := range g.accs {
			col := o.n.Keys + c
			v, err := acc.result()
			if err != nil {
				return connector.Batch{}, err
			}
			if err := types.AppendToBuilder(o.n.Output[col].Type, b.Field(col), v); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

func (o *aggregateOp) Close() error { return o.input.Close() }

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
	case "MIN", "MAX":
		acc = &extremeAcc{max: c.Func == "MAX"}
	case "LISTAGG":
		acc = &listAggAcc{sep: c.Separator}
	}
	if c.Distinct {
		return &distinctAcc{inner: acc, t: argType, seen: map[string]bool{}}
	}
	return acc
}

type countAcc struct{ n int64 }

func (a *countAcc) add(any) error        { a.n++; return nil }
func (a *countAcc) result() (any, error) { return a.n, nil }

// sumAcc sums exactly and converts at the end: SUM keeps its type (SUM of INT wraps as Java's
// int does), AVG divides by the count in the result type (AVG of INT truncates, AVG of DECIMAL
// rounds half up to its scale).
type sumAcc struct {
	avg      bool
	arg, out types.Type
	sum      *big.Rat
	fsum     float64
	n        int64
}

func (a *sumAcc) add(v any) error {
	a.n++
	if a.arg.IsApproxNumeric() {
		a.fsum += toFloat(v)
		return nil
	}
	if a.sum == nil {
		a.sum = new(big.Rat)
	}
	a.sum.Add(a.sum, toRat(v, a.arg))
	return nil
}

func (a *sumAcc) result() (any, error) {
	if a.n == 0 {
		return nil, nil
	}
	if a.arg.IsApproxNumeric() {
		s := a.fsum
		if a.avg {
			s /= float64(a.n)
		}
		if a.out.Kind == types.KindFloat {
			return float32(s), nil
		}
		return s, nil
	}
	s := new(big.Rat).Set(a.sum)
	if a.avg {
		s.Quo(s, new(big.Rat).SetInt64(a.n))
	}
	if a.out.Kind == types.KindDecimal {
		return decimal128.FromBigInt(roundHalfUp(s, a.out.Scale)), nil
	}
	// Integers: truncate toward zero, then wrap to the type's width.
	q := new(big.Int).Quo(s.Num(), s.Denom())
	return narrow(q.Int64(), a.out), nil
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

func (a *listAggAcc) add(v any) error {
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
