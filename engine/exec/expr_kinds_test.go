package exec

import (
	"errors"
	"reflect"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// unknownExpr is an expression kind no switch has a case for.
type unknownExpr struct{}

func (unknownExpr) Type() types.Type { return types.Int }
func (unknownExpr) String() string   { return "unknown" }

// runnableExprKinds are the kinds a plan that runs holds; the binder replaces the others
// (correlations, subqueries and their pending values) before a plan reaches the executor.
var runnableExprKinds = map[string]bool{"InputRef": true, "Literal": true, "Call": true, "Cast": true}

// kindsBatch is a batch of two rows over ExprKinds' input row: a INT, ts TIMESTAMP(3).
func kindsBatch(t *testing.T) connector.Batch {
	t.Helper()
	alloc := memory.DefaultAllocator
	a := array.NewInt32Builder(alloc)
	defer a.Release()
	a.AppendValues([]int32{1, 2}, nil)
	ts := array.NewBuilder(alloc, types.ArrowType(types.Timestamp(3)))
	defer ts.Release()
	for range 2 {
		if err := types.AppendToBuilder(types.Timestamp(3), ts, types.TimestampData{}); err != nil {
			t.Fatal(err)
		}
	}
	cols := []arrow.Array{a.NewArray(), ts.NewArray()}
	schema := arrow.NewSchema([]arrow.Field{{Name: "a", Type: cols[0].DataType(), Nullable: true},
		{Name: "ts", Type: cols[1].DataType(), Nullable: true}}, nil)
	rec := array.NewRecordBatch(schema, cols, 2)
	for _, c := range cols {
		c.Release()
	}
	t.Cleanup(rec.Release)
	return connector.Batch{Record: rec}
}

// The executor's check and its evaluation handle every kind a running plan holds, and fail
// with ErrExprKind, an internal error, on the others and on a kind they cannot know, instead
// of calling it a query Flinkpad does not support.
func TestEvalHandlesEveryExprKind(t *testing.T) {
	b := kindsBatch(t)
	for _, e := range append(plan.ExprKinds(), plan.Expr(unknownExpr{})) {
		name := reflect.TypeOf(e).Name()
		if reflect.TypeOf(e).Kind() == reflect.Pointer {
			name = reflect.TypeOf(e).Elem().Name()
		}
		checkErr := checkNode(e)
		arr, evalErr := evalNode(e, b, memory.DefaultAllocator)
		if arr != nil {
			defer arr.Release()
		}
		if !runnableExprKinds[name] {
			if !errors.Is(checkErr, plan.ErrExprKind) {
				t.Errorf("checkNode(%T) = %v, want ErrExprKind", e, checkErr)
			}
			if !errors.Is(evalErr, plan.ErrExprKind) {
				t.Errorf("evalNode(%T) = %v, want ErrExprKind", e, evalErr)
			}
			continue
		}
		if checkErr != nil {
			t.Errorf("checkNode(%T) = %v", e, checkErr)
		}
		if evalErr != nil {
			t.Errorf("evalNode(%T) = %v", e, evalErr)
			continue
		}
		if arr.Len() != b.Len() {
			t.Errorf("evalNode(%T) gave %d rows, want %d", e, arr.Len(), b.Len())
		}
	}
}
