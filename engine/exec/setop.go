package exec

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// setOp runs UNION, INTERSECT and EXCEPT, with or without ALL, in batch mode: it reads both
// inputs, converts their rows to the output's types, and combines them as multisets. The batch
// INTERSECT and EXCEPT the physical planner lowers (a join and an aggregate; for ALL, a count
// aggregate and a replicating correlate) run as those nodes instead.
type setOp struct {
	left, right Operator
	n           *plan.SetOp
	alloc       memory.Allocator
	done        bool
}

func (o *setOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	left, err := o.read(ctx, o.left, o.n.Left.Fields())
	if err != nil {
		return connector.Batch{}, err
	}
	right, err := o.read(ctx, o.right, o.n.Right.Fields())
	if err != nil {
		return connector.Batch{}, err
	}
	key := func(row []any) string {
		var sb strings.Builder
		for c, v := range row {
			encodeValue(&sb, o.n.Output[c].Type, v)
		}
		return sb.String()
	}
	var out [][]any
	switch o.n.Kind {
	case plan.SetOpUnion:
		out = append(left, right...)
		if !o.n.All {
			out = distinctRows(out, key)
		}
	case plan.SetOpIntersect, plan.SetOpExcept:
		counts := map[string]int{}
		for _, r := range right {
			counts[key(r)]++
		}
		intersect := o.n.Kind == plan.SetOpIntersect
		for _, r := range left {
			k := key(r)
			if (counts[k] > 0) == intersect {
				out = append(out, r)
			}
			if o.n.All && counts[k] > 0 {
				counts[k]-- // ALL matches each right row once
			}
		}
		if !o.n.All {
			out = distinctRows(out, key)
		}
	default:
		panic(fmt.Sprintf("exec: a set operation it does not know, %v", o.n.Kind))
	}
	return rowsBatch(out, o.n.Output, o.alloc)
}

// read drains an input and casts its values to the output's types.
func (o *setOp) read(ctx context.Context, op Operator, fields []plan.Field) ([][]any, error) {
	rows, err := drain(ctx, op, fields)
	if err != nil {
		return nil, err
	}
	for _, row := range rows {
		for c, v := range row {
			to := o.n.Output[c].Type
			if v != nil && !fields[c].Type.EqualIgnoringNullability(to) {
				if row[c], err = types.CastValue(v, fields[c].Type, to, nil); err != nil {
					return nil, err
				}
			}
		}
	}
	return rows, nil
}

func distinctRows(rows [][]any, key func([]any) string) [][]any {
	seen := map[string]bool{}
	var out [][]any
	for _, r := range rows {
		if k := key(r); !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	return out
}

func (o *setOp) Close() error { return nil }
