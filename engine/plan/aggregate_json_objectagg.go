package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindJSONObjectAgg binds JSON_OBJECTAGG(KEY k VALUE v): the accumulator takes one argument,
// ROW(k, JSON_STRING(v)), since Flink's WrapJsonAggFunctionArgumentsRule passes the value as
// JSON text; call.Func becomes the name Flink's plans give it after the ON NULL clause (NULL ON
// NULL unless written). Flink's plan passes the key and value as two operands, which Flinkpad's
// EXPLAIN does not print (phys refuses it).
func bindJSONObjectAgg(f *sql.FuncCall, name string, call *AggCall, args []Expr) (Expr, error) {
	if call.Distinct {
		return nil, notSupported(f, "JSON_OBJECTAGG with DISTINCT")
	}
	key, value := args[0], args[1]
	if !key.Type().IsCharString() {
		// Calcite's operand check (a CHARACTER key) and its message are not recorded yet.
		return nil, notSupported(f, "JSON_OBJECTAGG of a key that is not a character string")
	}
	value = &Call{Op: "JSON_STRING", Args: []Expr{value}, T: types.String.WithNullable(value.Type().Nullable())}
	nullOnNull := name == JSONObjectAggName(true) || (name == "JSON_OBJECTAGG" && (f.JSON == nil || f.JSON.OnNull != "ABSENT"))
	call.Func = JSONObjectAggName(nullOnNull)
	row := types.RowOf([]string{"key", "value"}, []types.Type{key.Type(), value.Type()})
	return &Call{Op: OpRow, Args: []Expr{key, value}, T: row.AsNotNull()}, nil
}
