package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// projectOp computes one expression per output column from each input batch; row kinds pass
// through unchanged.
type projectOp struct {
	input  Operator
	exprs  []plan.Expr
	schema *arrow.Schema
	alloc  memory.Allocator
}

func schemaOf(fields []plan.Field) *arrow.Schema {
	names := make([]string, len(fields))
	ts := make([]types.Type, len(fields))
	for i, f := range fields {
		names[i], ts[i] = f.Name, f.Type
	}
	return types.ArrowSchema(names, ts)
}

func (o *projectOp) Next(ctx context.Context) (connector.Batch, error) {
	in, err := o.input.Next(ctx)
	if err != nil {
		return connector.Batch{}, err
	}
	defer in.Record.Release()
	return projectBatch(in, o.exprs, o.schema, o.alloc)
}

// projectBatch evaluates one expression per output column over a batch, as Project and Calc
// do. A projection that is not the identity fills a NOT NULL-typed expression's NULLs as
// Flink's generated code does (func_defaults.go).
func projectBatch(in connector.Batch, exprs []plan.Expr, schema *arrow.Schema, alloc memory.Allocator) (connector.Batch, error) {
	return projectBatchShared(in, exprs, sharedNodes(exprs...), schema, alloc)
}

// projectBatchShared is projectBatch with the expressions' shared nodes (sharedNodes) given.
func projectBatchShared(in connector.Batch, exprs []plan.Expr, shared map[plan.Expr]bool, schema *arrow.Schema, alloc memory.Allocator) (connector.Batch, error) {
	cols := make([]arrow.Array, len(exprs))
	defer releaseAll(cols)
	identity := projectsIdentity(exprs, int(in.Record.NumCols()))
	// One scope for all the columns: a subexpression that several of them read is computed once.
	scope := newScopeOf(shared, alloc)
	defer scope.release()
	for i, e := range exprs {
		var err error
		if cols[i], err = eval(e, in, scope); err != nil {
			return connector.Batch{}, err
		}
		if !identity {
			col := cols[i]
			cols[i] = codegenDefaults(col, e, in, alloc)
			col.Release()
		}
	}
	return connector.CarryWatermark(connector.Batch{Record: array.NewRecordBatch(schema, cols, int64(in.Len())), Kinds: in.Kinds}, in), nil
}

func (o *projectOp) Close() error { return o.input.Close() }
