package exec

import (
	"context"
	"errors"
	"io"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// joinOp is a nested-loop join, as batch mode runs a join whose condition is any expression: it
// reads both inputs, evaluates the condition over batches of left-right pairs, and adds the
// unmatched rows of the outer sides padded with NULLs. A hash join for equality conditions is
// the faster path still to come.
type joinOp struct {
	left, right Operator
	n           *plan.Join
	alloc       memory.Allocator
	done        bool
}

// pairsPerBatch caps how many left-right pairs one evaluation of the condition covers.
const pairsPerBatch = 4096

func (o *joinOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	lf, rf := o.n.Left.Fields(), o.n.Right.Fields()
	left, err := drain(ctx, o.left, lf)
	if err != nil {
		return connector.Batch{}, err
	}
	right, err := drain(ctx, o.right, rf)
	if err != nil {
		return connector.Batch{}, err
	}
	leftMatched := make([]bool, len(left))
	rightMatched := make([]bool, len(right))
	var out [][]any
	var pairs [][2]int
	flush := func() error {
		if err := ctx.Err(); err != nil { // the pair loop can run long: stop on cancellation
			return err
		}
		matches, err := o.matches(pairs, left, right)
		if err != nil {
			return err
		}
		for k, ok := range matches {
			if ok {
				l, r := pairs[k][0], pairs[k][1]
				leftMatched[l], rightMatched[r] = true, true
				out = append(out, append(append([]any{}, left[l]...), right[r]...))
			}
		}
		pairs = pairs[:0]
		return nil
	}
	for l := range left {
		for r := range right {
			pairs = append(pairs, [2]int{l, r})
			if len(pairs) == pairsPerBatch {
				if err := flush(); err != nil {
					return connector.Batch{}, err
				}
			}
		}
	}
	if err := flush(); err != nil {
		return connector.Batch{}, err
	}
	if o.n.Kind == "LEFT" || o.n.Kind == "FULL" {
		for l, m := range leftMatched {
			if !m {
				out = append(out, append(append([]any{}, left[l]...), make([]any, len(rf))...))
			}
		}
	}
	if o.n.Kind == "RIGHT" || o.n.Kind == "FULL" {
		for r, m := range rightMatched {
			if !m {
				out = append(out, append(make([]any, len(lf)), right[r]...))
			}
		}
	}
	return rowsBatch(out, o.n.Output, o.alloc)
}

// matches evaluates the join condition over a batch of pairs.
func (o *joinOp) matches(pairs [][2]int, left, right [][]any) ([]bool, error) {
	result := make([]bool, len(pairs))
	if o.n.Cond == nil {
		for i := range result {
			result[i] = true
		}
		return result, nil
	}
	rows := make([][]any, len(pairs))
	for i, p := range pairs {
		rows[i] = append(append([]any{}, left[p[0]]...), right[p[1]]...)
	}
	// The condition sees the inputs' own types, before outer joins make them nullable.
	var fields []plan.Field
	fields = append(fields, o.n.Left.Fields()...)
	fields = append(fields, o.n.Right.Fields()...)
	b, err := rowsBatch(rows, fields, o.alloc)
	if err != nil {
		return nil, err
	}
	defer b.Record.Release()
	arr, err := eval(o.n.Cond, b, o.alloc)
	if err != nil {
		return nil, err
	}
	defer arr.Release()
	cond := arr.(*array.Boolean)
	for i := range result {
		result[i] = cond.IsValid(i) && cond.Value(i)
	}
	return result, nil
}

// drain reads an operator to its end into rows of values.
func drain(ctx context.Context, op Operator, fields []plan.Field) ([][]any, error) {
	defer op.Close()
	var rows [][]any
	err := forEach(ctx, op, func(b connector.Batch) error {
		for i := range b.Len() {
			row, err := readRow(b, fields, i)
			if err != nil {
				return err
			}
			rows = append(rows, row)
		}
		return nil
	})
	return rows, err
}

// rowsBatch builds a batch from rows of values.
func rowsBatch(rows [][]any, fields []plan.Field, alloc memory.Allocator) (connector.Batch, error) {
	b := array.NewRecordBuilder(alloc, schemaOf(fields))
	defer b.Release()
	for _, row := range rows {
		for c, v := range row {
			if err := types.AppendToBuilder(fields[c].Type, b.Field(c), v); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}

func (o *joinOp) Close() error {
	return errors.Join(o.left.Close(), o.right.Close())
}
