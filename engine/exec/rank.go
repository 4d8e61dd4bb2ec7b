package exec

import (
	"context"
	"io"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// rankOp is batch mode's Rank, and the ranking functions of an OVER aggregate: it reads its
// whole input, orders each partition's rows by the order keys (ties in arrival order), numbers
// them with ROW_NUMBER, RANK or DENSE_RANK, and emits the rows whose rank lies in the range,
// with the number when the plan outputs it. An Over node runs one such numbering per call
// over every row and outputs all of them.
type rankOp struct {
	input  Operator
	fields []plan.Field // the input's
	calls  []rankCall
	out    []plan.Field
	alloc  memory.Allocator
	done   bool
}

// rankCall is one numbering: a function over keys, the range kept (end -1: every row), and
// whether the number is output.
type rankCall struct {
	fn         string
	keys       *rankKeys
	start, end int64
	number     bool
}

func buildBatchRank(ctx context.Context, n plan.Node, env *Env, alloc memory.Allocator) (Operator, error) {
	op := &rankOp{fields: n.Inputs()[0].Fields(), out: n.Fields(), alloc: alloc}
	switch n := n.(type) {
	case *plan.Rank:
		op.calls = []rankCall{{fn: n.Func, keys: rankKeysOf(n), start: n.Start, end: n.End, number: n.OutputRankNumber}}
	case *plan.Over:
		return buildBatchOver(ctx, n, env, alloc)
	default:
		return nil, plan.UnknownKind("exec.buildBatchRank", n) // build passes only these two
	}
	in, err := Build(ctx, n.Inputs()[0], env)
	if err != nil {
		return nil, err
	}
	op.input = in
	return op, nil
}

func (o *rankOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.done {
		return connector.Batch{}, io.EOF
	}
	o.done = true
	// Each call reads the rows with its own keys; rows are kept once, as the first call read them.
	var rows [][]any
	keyed := make([][]rankRow, len(o.calls))
	parts := make([][]string, len(o.calls))
	err := forEach(ctx, o.input, func(b connector.Batch) error {
		for c := range o.calls {
			r, p, err := o.calls[c].keys.rows(b, o.alloc)
			if err != nil {
				return err
			}
			keyed[c] = append(keyed[c], r...)
			parts[c] = append(parts[c], p...)
			if c == 0 {
				for _, row := range r {
					rows = append(rows, row.values)
				}
			}
		}
		return nil
	})
	if err != nil {
		return connector.Batch{}, err
	}
	ranks := make([][]int64, len(o.calls))
	for c := range o.calls {
		if ranks[c], err = o.number(ctx, o.calls[c], keyed[c], parts[c]); err != nil {
			return connector.Batch{}, err
		}
	}
	out := newChanges(o.out, false, o.alloc)
	for i, row := range rows {
		keep := true
		values := row
		for c, call := range o.calls {
			r := ranks[c][i]
			keep = keep && r >= call.start && (call.end < 0 || r <= call.end)
			if call.number {
				values = append(slices.Clip(values), r)
			}
		}
		if keep {
			if err := out.emit(types.Insert, values, 0); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	b := out.batch()
	b.Kinds = nil // batch rows are all inserts
	return b, nil
}

// number computes each row's rank within its partition.
func (o *rankOp) number(ctx context.Context, call rankCall, rows []rankRow, parts []string) ([]int64, error) {
	byPart := map[string][]int{}
	var order []string
	for i, p := range parts {
		if _, ok := byPart[p]; !ok {
			order = append(order, p)
		}
		byPart[p] = append(byPart[p], i)
	}
	ranks := make([]int64, len(rows))
	for _, p := range order {
		idx := byPart[p]
		if err := sortPartition(idx, call.keys.order, func(a, b int) (int, error) {
			return call.keys.compare(rows[a].keys, rows[b].keys)
		}); err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var rank, dense int64
		for pos, i := range idx {
			tie := false
			if pos > 0 {
				c, _ := call.keys.compare(rows[idx[pos-1]].keys, rows[i].keys)
				tie = c == 0
			}
			if !tie {
				rank = int64(pos) + 1
				dense++
			}
			switch call.fn {
			case "ROW_NUMBER":
				ranks[i] = int64(pos) + 1
			case "RANK":
				ranks[i] = rank
			default:
				ranks[i] = dense
			}
		}
	}
	return ranks, nil
}

func (o *rankOp) Close() error { return o.input.Close() }

var _ Operator = (*rankOp)(nil)
