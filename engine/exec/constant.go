package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// EvalConstant evaluates an expression that reads no field, with the executor's semantics: the
// optimizer folds constants with it, as Flink's planner folds them with generated code.
func EvalConstant(e plan.Expr, alloc memory.Allocator) (any, error) {
	if err := checkExpr(e); err != nil {
		return nil, err
	}
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	one := connector.Batch{Record: array.NewRecordBatch(arrow.NewSchema(nil, nil), nil, 1)}
	defer one.Record.Release()
	arr, err := eval(e, one, alloc)
	if err != nil {
		return nil, err
	}
	defer arr.Release()
	return types.ValueFromArrow(e.Type(), arr, 0)
}
