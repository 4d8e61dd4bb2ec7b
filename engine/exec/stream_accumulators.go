package exec

import (
	"math/big"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// retractAcc is an accumulator that also takes values back, as Flink's *WithRetract aggregate
// functions do when a streaming aggregate reads a changelog: -U and -D rows retract the values
// they once added.
type retractAcc interface {
	accumulator
	retract(v any) error
}

func newRetractAcc(c plan.AggCall, fields []plan.Field) retractAcc {
	var argType types.Type
	if c.Arg >= 0 {
		argType = fields[c.Arg].Type
	}
	var acc retractAcc
	switch c.Func {
	case "COUNT":
		acc = &countRetractAcc{}
	case "SUM", "AVG":
		acc = &sumRetractAcc{sumAcc{avg: c.Func == "AVG", arg: argType, out: c.T}}
	case plan.Sum0:
		acc = &sumRetractAcc{sumAcc{zero: true, arg: argType, out: c.T}}
	case "MIN", "MAX":
		acc = &extremeRetractAcc{extremeAcc: extremeAcc{max: c.Func == "MAX"}, t: argType, counts: map[string]*valueCount{}}
	case "LISTAGG":
		acc = &listAggRetractAcc{sep: c.Separator}
	case "FIRST_VALUE", "LAST_VALUE":
		acc = &firstLastRetractAcc{last: c.Func == "LAST_VALUE", t: argType}
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
	case plan.WelfordM2:
		acc = &welfordAcc{}
	default:
		var ok bool
		if acc, ok = newBitmapAcc(c.Func); !ok {
			acc = &unknownAggregate{name: c.Func}
		}
	}
	if c.Distinct {
		return &distinctRetractAcc{inner: acc, t: argType, counts: map[string]int{}}
	}
	return acc
}

// countRetractAcc counts rows; retractions count down.
type countRetractAcc struct{ n int64 }

func (a *countRetractAcc) add(any) error        { a.n++; return nil }
func (a *countRetractAcc) retract(any) error    { a.n--; return nil }
func (a *countRetractAcc) result() (any, error) { return a.n, nil }

// sumRetractAcc keeps the sum and the count of values, so that SUM turns back to NULL
// when every value is retracted, as Flink's SumWithRetractAggFunction does.
type sumRetractAcc struct{ sumAcc }

func (a *sumRetractAcc) retract(v any) error {
	a.n--
	switch {
	case a.arg.IsApproxNumeric():
		a.fsum -= toFloat(v)
	case a.arg.IsIntegerNumeric():
		a.isum -= toInt64(v)
	default:
		a.addDecimal(new(big.Rat).Neg(toRat(v, a.arg)))
	}
	return nil
}

func (a *sumRetractAcc) result() (any, error) {
	if a.n <= 0 && !a.zero { // $SUM0 is its running sum, 0 when every value is retracted
		return nil, nil
	}
	return a.sumAcc.result()
}

// valueCount is one distinct value and how many times it is currently present.
type valueCount struct {
	v any
	n int
}

// extremeRetractAcc keeps every value with its count, as Flink's MinWithRetractAggFunction
// keeps a map: when the current extreme is retracted, the next one takes its place.
type extremeRetractAcc struct {
	extremeAcc // the current extreme among the values present
	t          types.Type
	counts     map[string]*valueCount
}

func (a *extremeRetractAcc) add(v any) error {
	k := valueKey(a.t, v)
	if c, ok := a.counts[k]; ok {
		c.n++
	} else {
		a.counts[k] = &valueCount{v: v, n: 1}
	}
	return a.extremeAcc.add(v)
}

func (a *extremeRetractAcc) retract(v any) error {
	k := valueKey(a.t, v)
	c, ok := a.counts[k]
	if !ok {
		return nil // retracting a value never added: Flink ignores it too
	}
	if c.n--; c.n > 0 {
		return nil
	}
	delete(a.counts, k)
	if k != valueKey(a.t, a.best) {
		return nil
	}
	// The extreme left: find the next one among the values still present.
	a.best = nil
	for _, rest := range a.counts {
		if err := a.extremeAcc.add(rest.v); err != nil {
			return err
		}
	}
	return nil
}

// distinctRetractAcc passes a value to the aggregate it wraps when it first appears, and
// retracts it there when its last occurrence is retracted.
type distinctRetractAcc struct {
	inner  retractAcc
	t      types.Type
	counts map[string]int
}

func (a *distinctRetractAcc) add(v any) error {
	k := valueKey(a.t, v)
	a.counts[k]++
	if a.counts[k] > 1 {
		return nil
	}
	return a.inner.add(v)
}

func (a *distinctRetractAcc) retract(v any) error {
	k := valueKey(a.t, v)
	n, ok := a.counts[k]
	if !ok {
		return nil
	}
	if n > 1 {
		a.counts[k] = n - 1
		return nil
	}
	delete(a.counts, k)
	return a.inner.retract(v)
}

func (a *distinctRetractAcc) result() (any, error) { return a.inner.result() }

// listAggRetractAcc keeps the values in arrival order; a retraction removes the first equal
// value, as Flink's ListAggWithRetractAggFunction removes it from its list.
type listAggRetractAcc struct {
	sep    string
	values []string
	bytes  int64 // of the result: the values and a separator after each but the first
}

// The list is Go memory, which the job's cap does not count: it stops at MaxValueBytes.
func (a *listAggRetractAcc) add(v any) error {
	s := v.(string)
	size := a.bytes + int64(len(s))
	if len(a.values) > 0 {
		size += int64(len(a.sep))
	}
	if err := checkValueSize("LISTAGG", size); err != nil {
		return err
	}
	a.values, a.bytes = append(a.values, s), size
	return nil
}

func (a *listAggRetractAcc) retract(v any) error {
	if i := slices.Index(a.values, v.(string)); i >= 0 {
		a.values = slices.Delete(a.values, i, i+1)
		a.bytes -= int64(len(v.(string)))
		if len(a.values) > 0 {
			a.bytes -= int64(len(a.sep))
		}
	}
	return nil
}

func (a *listAggRetractAcc) result() (any, error) {
	if len(a.values) == 0 {
		return nil, nil
	}
	return strings.Join(a.values, a.sep), nil
}

// valueKey encodes a value so that distinct values (and NULL) never collide.
func valueKey(t types.Type, v any) string {
	var sb strings.Builder
	encodeValue(&sb, t, v)
	return sb.String()
}
