package exec

import (
	"context"
	"fmt"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// correlateOp is UNNEST's Correlate: each input row is repeated once for each row its
// collection gives, with that row's fields after its own, and keeps its row kind, so it runs
// alike in both modes. An ARRAY or MULTISET gives its elements (a MULTISET each as often as it
// holds it), a MAP its entries as key and value; a NULL collection gives none. The fields of an
// element that is a ROW are the function's fields, and a NULL row element gives no row, as in
// Flink. A LEFT correlate keeps a row with no function rows left, with NULLs. A Replicate
// correlate ($REPLICATE_ROWS$1 of INTERSECT ALL and EXCEPT ALL) gives the row's fields after the
// count, the count's times.
type correlateOp struct {
	input Operator
	n     *plan.Correlate
	alloc memory.Allocator
}

func newCorrelate(input Operator, n *plan.Correlate, alloc memory.Allocator) (*correlateOp, error) {
	if err := checkExpr(n.Arg); err != nil {
		return nil, err
	}
	if n.Cond != nil {
		if err := checkExpr(n.Cond); err != nil {
			return nil, err
		}
	}
	switch n.Kind {
	case plan.JoinInner, plan.JoinLeft:
	default:
		return nil, notSupported(n.Kind.String() + " correlates")
	}
	return &correlateOp{input: input, n: n, alloc: alloc}, nil
}

func (o *correlateOp) Next(ctx context.Context) (connector.Batch, error) {
	for {
		in, err := o.input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		out, err := o.expand(ctx, in)
		in.Record.Release()
		if err != nil || out.Len() > 0 || in.HasWatermark {
			return connector.CarryWatermark(out, in), err
		}
		out.Record.Release()
	}
}

// expand makes one batch of every input row's rows.
func (o *correlateOp) expand(ctx context.Context, in connector.Batch) (connector.Batch, error) {
	argType := o.n.Arg.Type()
	arg, err := eval(o.n.Arg, in, o.alloc)
	if err != nil {
		return connector.Batch{}, err
	}
	defer arg.Release()
	inFields, unnested := o.n.Input.Fields(), o.n.Unnested()
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	var kinds []types.RowKind
	for i := range in.Len() {
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
		coll, err := types.ValueFromArrow(argType, arg, i)
		if err != nil {
			return connector.Batch{}, err
		}
		var rows [][]any
		if o.n.Replicate {
			rows, err = replicateRows(ctx, in, inFields, i, coll)
		} else {
			rows, err = unnestRows(argType, coll, o.n.Ordinality)
		}
		if err == nil {
			rows, err = o.keep(rows)
		}
		if err != nil {
			return connector.Batch{}, err
		}
		if len(rows) == 0 && o.n.Kind == plan.JoinLeft {
			rows = [][]any{make([]any, len(unnested))}
		}
		if len(rows) == 0 {
			continue
		}
		row, err := readRow(in, inFields, i)
		if err != nil {
			return connector.Batch{}, err
		}
		for _, r := range rows {
			for c, v := range append(append([]any{}, row...), r...) {
				if err := types.AppendToBuilder(o.n.Output[c].Type, b.Field(c), v); err != nil {
					return connector.Batch{}, err
				}
			}
			if in.Kinds != nil {
				kinds = append(kinds, in.Kind(i))
			}
		}
	}
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

// keep is the rows that satisfy the condition, which reads the function's fields only.
func (o *correlateOp) keep(rows [][]any) ([][]any, error) {
	if o.n.Cond == nil || len(rows) == 0 {
		return rows, nil
	}
	keep, err := rowsSatisfying(rows, o.n.Unnested(), o.n.Cond, o.alloc)
	if err != nil {
		return nil, err
	}
	var out [][]any
	for i, r := range rows {
		if keep[i] {
			out = append(out, r)
		}
	}
	return out, nil
}

// replicateRows are the rows $REPLICATE_ROWS$1 makes of input row i: its fields after the
// count, count times (none for a NULL or non-positive count).
func replicateRows(ctx context.Context, in connector.Batch, inFields []plan.Field, i int, count any) ([][]any, error) {
	if count == nil {
		return nil, nil
	}
	times := toInt64(count)
	if times <= 0 {
		return nil, nil
	}
	row, err := readRow(in, inFields, i)
	if err != nil {
		return nil, err
	}
	rows := make([][]any, 0, min(times, 1024))
	for range times {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rows = append(rows, row[1:])
	}
	return rows, nil
}

// unnestRows are the rows UNNEST makes of one collection value of type t, each with its
// 1-based position last when ordinality is set.
func unnestRows(t types.Type, coll any, ordinality bool) ([][]any, error) {
	var rows [][]any
	add := func(fields ...any) {
		if ordinality {
			fields = append(fields, int32(len(rows)+1))
		}
		rows = append(rows, fields)
	}
	switch c := coll.(type) {
	case nil:
	case []any: // ARRAY
		row := t.ElemType().Kind == types.KindRow
		for _, v := range c {
			switch {
			case !row:
				add(v)
			case v != nil:
				add(append([]any{}, v.([]any)...)...)
			}
		}
	case []types.MapEntry: // MAP, or MULTISET with the counts as values
		for _, e := range c {
			if t.Kind == types.KindMap {
				add(e.Key, e.Value)
				continue
			}
			for range toInt64(e.Value) {
				if t.ElemType().Kind == types.KindRow {
					if e.Key != nil {
						add(append([]any{}, e.Key.([]any)...)...)
					}
					continue
				}
				add(e.Key)
			}
		}
	default:
		return nil, flinkerr.Internal(fmt.Sprintf("UNNEST of a %T", coll))
	}
	return rows, nil
}

func (o *correlateOp) Close() error { return o.input.Close() }

var _ Operator = (*correlateOp)(nil)
