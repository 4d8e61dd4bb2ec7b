package plan

import (
	"time"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindPercentile checks PERCENTILE(value, percentage) and keeps its percentages on the call:
// Flink's PercentileAggFunction takes the value, a DOUBLE percentage or an ARRAY of them, and
// an optional frequency. Its type inference rejects a value that is not a number and a literal
// percentage outside [0, 1] with "Invalid input arguments." (agg_percentile_range_error). The
// percentage must be a literal here: Flink takes the first row's value of any other
// expression, which Flinkpad does not reproduce, and the frequency form is not built.
func bindPercentile(f *sql.FuncCall, args []Expr, call *AggCall) (types.Type, error) {
	if len(args) == 3 {
		return types.Type{}, notSupported(f.Args[2], "PERCENTILE with a frequency")
	}
	if len(args) != 2 {
		return types.Type{}, validatorError(f, "Invalid number of arguments to function 'PERCENTILE'. Was expecting 2 arguments")
	}
	invalid := func() error { return validationError(f, "Invalid input arguments.") }
	if !args[0].Type().IsNumeric() {
		return types.Type{}, invalid()
	}
	percentages, array, ok, err := percentageLiterals(args[1])
	if err != nil {
		return types.Type{}, err
	}
	if !ok {
		return types.Type{}, notSupported(f.Args[1], "PERCENTILE with a percentage that is not a numeric literal or an ARRAY of them")
	}
	for _, p := range percentages {
		if p < 0 || p > 1 {
			return types.Type{}, invalid()
		}
	}
	call.Percentages, call.PercentileArray = percentages, array
	if array {
		return types.ArrayOf(types.Double).WithNullable(true), nil
	}
	return types.Double.WithNullable(true), nil
}

// percentageLiterals reads a numeric literal, or an ARRAY constructor of numeric literals, as
// DOUBLEs; ok is false for anything else.
func percentageLiterals(e Expr) (ps []float64, array, ok bool, err error) {
	if c, isCall := e.(*Call); isCall && c.Op == OpArray {
		for _, a := range c.Args {
			p, lit, err := numericLiteral(a)
			if err != nil || !lit {
				return nil, true, false, err
			}
			ps = append(ps, p)
		}
		return ps, true, true, nil
	}
	p, lit, err := numericLiteral(e)
	return []float64{p}, false, lit, err
}

func numericLiteral(e Expr) (float64, bool, error) {
	if c, isCast := e.(*Cast); isCast {
		e = c.X
	}
	l, ok := e.(*Literal)
	if !ok || l.Value == nil || !l.T.IsNumeric() {
		return 0, false, nil
	}
	v, err := types.CastValue(l.Value, l.T, types.Double, time.UTC)
	if err != nil {
		return 0, false, err
	}
	f, ok := v.(float64)
	return f, ok, nil
}
