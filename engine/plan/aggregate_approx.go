package plan

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// APPROX_COUNT_DISTINCT is Calcite's COUNT(APPROXIMATE DISTINCT x), which Flink 2.3 runs in
// batch mode only, with HyperLogLog++ (exec/agg_approx_count_distinct.go).

// checkApproxCountDistinct fails as Flink's planner does: in streaming mode, and for an
// argument type its functions do not hash.
func (b *Binder) checkApproxCountDistinct(f *sql.FuncCall, arg types.Type) error {
	if b.session != nil && b.session.Streaming {
		e := validationError(f, "APPROX_COUNT_DISTINCT aggregate function does not support yet for streaming.")
		e.Class = "org.apache.flink.table.api.TableException"
		return e
	}
	switch arg.Kind {
	case types.KindTinyInt, types.KindSmallInt, types.KindInt, types.KindBigInt, types.KindFloat, types.KindDouble,
		types.KindDecimal, types.KindDate, types.KindTime, types.KindTimestamp, types.KindTimestampLTZ,
		types.KindChar, types.KindVarChar:
		return nil
	}
	e := validationError(f, "APPROX_COUNT_DISTINCT aggregate function does not support type: ''%s''.\nPlease re-check the data type.",
		arg.AsNotNull().CalciteName())
	e.Class = "org.apache.flink.table.api.TableException"
	return e
}

// checkApproxBesideDistinct fails an aggregate with both a DISTINCT call and an approximate
// one, as Flink's planner does.
func checkApproxBesideDistinct(s *sql.Select, agg *Aggregate) error {
	approx := slices.ContainsFunc(agg.Calls, func(c AggCall) bool { return c.Func == "APPROX_COUNT_DISTINCT" })
	if !approx || !slices.ContainsFunc(agg.Calls, func(c AggCall) bool { return c.Distinct }) {
		return nil
	}
	e := validationError(s, "There are both Distinct AggCall and Approximate Distinct AggCall in one sql statement, it is not supported yet.\nPlease choose one of them.")
	e.Class = "org.apache.flink.table.api.TableException"
	return e
}
