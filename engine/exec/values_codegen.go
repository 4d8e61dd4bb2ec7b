package exec

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// classCodeGen is the class of Flink's code generation failures.
const classCodeGen = "org.apache.flink.table.planner.codegen.CodeGenException"

// valuesCodegenError reproduces a failure of Flink's code generation for a VALUES of literals
// only (which Calcite keeps as one Values node rather than a union of projections): a literal
// keeps its own type there, and an exact number (INT, BIGINT, DECIMAL) in a column typed DOUBLE
// fails to compile instead of being cast. Flink raises it when the query runs, not when a view
// over it is created or described. Recorded by the values_mix_* cases (a DOUBLE column with an
// INT, BIGINT or DECIMAL literal fails; a FLOAT or DECIMAL column, or a row holding an
// expression, runs) and values_int_double_mix_error.
func valuesCodegenError(n *plan.Values) error {
	if n.Union || n.Coerced {
		return nil
	}
	decimals := 0 // Flink names each DECIMAL literal's term decimal$0, decimal$1, ... in order
	for _, row := range n.Rows {
		for _, e := range row {
			if l, ok := e.(*plan.Literal); !ok || l.Value == nil {
				return nil
			}
		}
	}
	for _, row := range n.Rows {
		for col, e := range row {
			l := e.(*plan.Literal)
			code := ""
			switch l.T.Kind {
			case types.KindInt:
				code = fmt.Sprintf("((int) %s)", types.FormatValue(l.T, l.Value))
			case types.KindBigInt:
				code = fmt.Sprintf("((long) %sL)", types.FormatValue(l.T, l.Value))
			case types.KindDecimal:
				code = fmt.Sprintf("((org.apache.flink.table.data.DecimalData) decimal$%d)", decimals)
				decimals++
			default:
				continue
			}
			if t := n.Output[col].Type; t.Kind == types.KindDouble {
				return runtimeError(classCodeGen, "Incompatible types of expression and result type. "+
					"Expression[GeneratedExpression(%s,false,,%s,Some(%s))] type is [%s], result type is [%s]",
					code, l.T, types.FormatValue(l.T, l.Value), l.T, t)
			}
		}
	}
	return nil
}
