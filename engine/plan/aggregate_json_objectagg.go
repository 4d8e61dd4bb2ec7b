package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindJSONObjectAgg binds JSON_OBJECTAGG(KEY k VALUE v): the call reads two operands, k (its
// Arg) and JSON_STRING(v), which it returns, since Flink's WrapJsonAggFunctionArgumentsRule
// passes the value as JSON text; call.Func becomes the name Flink's plans give it after the ON
// NULL clause (NULL ON NULL unless written).
func bindJSONObjectAgg(f *sql.FuncCall, name string, call *AggCall, args []Expr) (Expr, error) {
	if call.Distinct {
		return nil, notSupported(f, "JSON_OBJECTAGG with DISTINCT")
	}
	key, value := args[0], args[1]
	if !key.Type().IsCharString() {
		// Calcite's operand check (a CHARACTER key) and its message are not recorded yet.
		return nil, notSupported(f, "JSON_OBJECTAGG of a key that is not a character string")
	}
	nullOnNull := name == JSONObjectAggName(true) || (name == "JSON_OBJECTAGG" && (f.JSON == nil || f.JSON.OnNull != "ABSENT"))
	call.Func = JSONObjectAggName(nullOnNull)
	return &Call{Op: "JSON_STRING", Args: []Expr{value}, T: types.String.WithNullable(value.Type().Nullable())}, nil
}
