package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// calcOp keeps the rows whose condition is TRUE and computes the projection over them, one
// batch at a time; a batch with no row left is skipped.
type calcOp struct {
	input  Operator
	cond   plan.Expr // nil: every row
	exprs  []plan.Expr
	schema *arrow.Schema
	alloc  memory.Allocator
	// watermarked says cond or exprs call CURRENT_WATERMARK, which reads watermark, the last
	// one received (hasWatermark false before the first).
	watermarked  bool
	watermark    int64
	hasWatermark bool
	// read marks the input columns the projection reads: the others of the kept rows are not
	// copied (takeColumns). nil: every column.
	read []bool
	// selected is the selection buffer, kept from batch to batch.
	selected []int
	// shared holds the shared nodes of cond and of exprs (sharedNodes), found once as the
	// operator is built; nil: found per batch.
	shared *calcShared
	// pool recycles the buffers of the batch's intermediate columns (calc_pool.go); nil when
	// the expressions call anything beyond poolableOps.
	pool *calcPool
}

// calcShared is a Calc's sharedNodes, of its condition and of its projection.
type calcShared struct{ cond, exprs map[plan.Expr]bool }

// evalAlloc is the allocator of a batch's evaluation: the pool when there is one.
func (o *calcOp) evalAlloc() memory.Allocator {
	if o.pool != nil {
		return o.pool
	}
	return o.alloc
}

func (o *calcOp) Next(ctx context.Context) (connector.Batch, error) {
	for {
		in, err := o.input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		cond, exprs := o.cond, o.exprs
		if o.watermarked {
			done := map[plan.Expr]plan.Expr{}
			cond = withWatermark(cond, o.watermark, o.hasWatermark, done)
			exprs = make([]plan.Expr, len(o.exprs))
			for i, e := range o.exprs {
				exprs[i] = withWatermark(e, o.watermark, o.hasWatermark, done)
			}
			if in.HasWatermark {
				// The watermark follows the batch's rows: the next batch reads it.
				o.watermark, o.hasWatermark = in.Watermark, true
			}
		}
		if cond != nil {
			kept, err := o.filter(in, cond)
			in.Record.Release()
			if err != nil {
				return connector.Batch{}, err
			}
			// An empty batch still carries its watermark on.
			if kept.Len() == 0 && !in.HasWatermark {
				kept.Record.Release()
				continue
			}
			in = connector.CarryWatermark(kept, in)
		}
		shared := o.shared
		if shared == nil || o.watermarked {
			shared = &calcShared{exprs: sharedNodes(exprs...)}
		}
		out, err := projectBatchShared(in, exprs, shared.exprs, o.schema, o.evalAlloc())
		in.Record.Release()
		if err == nil && o.pool != nil {
			// The columns go downstream: out of the pool, before any reference to them is dropped.
			for _, col := range out.Record.Columns() {
				o.pool.escape(col)
			}
		}
		return connector.CarryWatermark(out, in), err
	}
}

// filter keeps the rows whose condition is TRUE; when all are, the batch passes as it is.
func (o *calcOp) filter(in connector.Batch, condition plan.Expr) (connector.Batch, error) {
	shared := sharedNodes(condition)
	if o.shared != nil && !o.watermarked {
		shared = o.shared.cond
	}
	scope := newScopeOf(shared, o.evalAlloc())
	arr, err := eval(condition, in, scope)
	scope.release()
	if err != nil {
		return connector.Batch{}, err
	}
	defer arr.Release()
	selected := selectTrue(arr.(*array.Boolean), o.selected[:0])
	o.selected = selected
	if len(selected) == in.Len() {
		in.Record.Retain()
		return in, nil
	}
	return takeColumns(in, selected, o.read, o.evalAlloc())
}

func (o *calcOp) Close() error {
	err := o.input.Close()
	if o.pool != nil {
		o.pool.close()
	}
	return err
}

var _ Operator = (*calcOp)(nil)

func buildCalc(ctx context.Context, n *plan.Calc, env *Env, alloc memory.Allocator) (Operator, error) {
	for _, e := range n.Exprs {
		if err := checkExpr(e); err != nil {
			return nil, err
		}
	}
	if n.Cond != nil {
		if err := checkExpr(n.Cond); err != nil {
			return nil, err
		}
	}
	in, err := Build(ctx, n.Input, env)
	if err != nil {
		return nil, err
	}
	var cond plan.Expr
	if n.Cond != nil {
		cond = prepareExpr(n.Cond)
	}
	exprs := prepareExprs(n.Exprs)
	op := &calcOp{input: in, cond: cond, exprs: exprs, schema: schemaOf(n.Output), alloc: alloc,
		watermarked: callsCurrentWatermark(append([]plan.Expr{n.Cond}, n.Exprs...)...),
		read:        columnsRead(exprs, len(n.Input.Fields()))}
	op.shared = &calcShared{exprs: sharedNodes(exprs...)}
	if cond != nil {
		op.shared.cond = sharedNodes(cond)
	}
	if !op.watermarked && poolable(append([]plan.Expr{cond}, exprs...)...) {
		op.pool = newCalcPool(alloc)
	}
	return op, nil
}

// columnsRead marks the input columns that the expressions read, of width; nil when they read
// every one.
func columnsRead(exprs []plan.Expr, width int) []bool {
	read := make([]bool, width)
	for _, e := range exprs {
		forEachInputRef(e, func(i int) {
			if i < width {
				read[i] = true
			}
		})
	}
	for _, r := range read {
		if !r {
			return read
		}
	}
	return nil
}
