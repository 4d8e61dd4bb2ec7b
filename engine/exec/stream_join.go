package exec

import (
	"context"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamJoinOp is Flink's regular streaming join (StreamingJoinOperator): each side keeps the
// rows it has seen, and every input row joins at once with the other side's rows. An
// accumulating row (+I, +U) emits +I of each joined row; a retracting row (-U, -D) emits -D of
// each. On an outer side a row without a match emits itself padded with NULLs; when its first
// match arrives the padded row is retracted (-D) and the joined row inserted, and when its last
// match leaves the padded row comes back (+I). The inputs are read a batch at a time each in
// turn, left first, so that a bounded side is not held up by a paced one.
//
// Like Flink's join state, each side's rows are kept per join key (the condition's equalities
// of a left and a right column), so a row is compared only with the other side's rows of its
// key: the cost of a row follows its matches, not the size of the other side's state. The whole
// condition is still evaluated on those rows.
type streamJoinOp struct {
	twoInputs
	n     *plan.Join
	alloc memory.Allocator
	state [2]*joinState // left's, right's (stream_join_state.go)
	// byKey says the condition is just the keys' equalities, so the rows of a bucket match a
	// row whose key holds no NULL without evaluating it.
	byKey bool
	ctx   context.Context // the running Next's, for consume: a key can hold many rows
	// refs and vals are matching's buffers, reused from row to row.
	refs []int32
	vals [][]any
}

func newStreamJoin(left, right Operator, n *plan.Join, alloc memory.Allocator) (*streamJoinOp, error) {
	switch n.Kind {
	case plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull:
		o := &streamJoinOp{twoInputs: twoInputs{inputs: [2]Operator{left, right}}, n: n, alloc: alloc}
		lk, rk, byKey := stateKeys(n)
		o.state[0] = newJoinState(lk, n.Left.Fields(), alloc)
		o.state[1] = newJoinState(rk, n.Right.Fields(), alloc)
		o.byKey = byKey
		return o, nil
	}
	return nil, notSupported(n.Kind.String() + " joins in streaming mode")
}

// stateKeys picks the equality pairs whose two columns encode equal values alike: the same type,
// nullability aside, and not a floating type (whose 0.0 and -0.0 are equal but print apart).
// Rows with equal keys then share a bucket; a pair left out only makes a bucket larger. exact
// says the condition is those equalities alone, on types whose encodings are equal exactly when
// the values are.
func stateKeys(n *plan.Join) (left, right []int, exact bool) {
	lk, rk := plan.EquiKeys(n)
	lf, rf := n.Left.Fields(), n.Right.Fields()
	exact = n.Cond != nil && len(plan.Conjuncts(n.Cond)) == len(lk)
	for i := range lk {
		lt, rt := lf[lk[i]].Type, rf[rk[i]].Type
		switch {
		case !lt.EqualIgnoringNullability(rt), lt.Kind == types.KindFloat, lt.Kind == types.KindDouble:
			exact = false
			continue
		case len(lt.Children()) > 0: // ARRAY, MAP, ROW: equality of their NULL elements is not the encoding's
			exact = false
		}
		left, right = append(left, lk[i]), append(right, rk[i])
	}
	return left, right, exact
}

func (o *streamJoinOp) outer(side int) bool {
	k := o.n.Kind
	return k == plan.JoinFull || (side == 0 && k == plan.JoinLeft) || (side == 1 && k == plan.JoinRight)
}

func (o *streamJoinOp) Next(ctx context.Context) (connector.Batch, error) {
	o.ctx = ctx
	return o.next(ctx, o.consume)
}

// consume joins one batch of one side row by row and returns the changes, in order.
func (o *streamJoinOp) consume(side int, in connector.Batch) (connector.Batch, error) {
	fields := o.n.Left.Fields()
	if side == 1 {
		fields = o.n.Right.Fields()
	}
	b := array.NewRecordBuilder(o.alloc, schemaOf(o.n.Output))
	defer b.Release()
	var kinds []types.RowKind
	width := [2]int{len(o.n.Left.Fields()), len(o.n.Right.Fields())}
	emit := func(kind types.RowKind, l, r []any) error {
		for c := range width[0] + width[1] {
			var v any
			if c < width[0] {
				if l != nil {
					v = l[c]
				}
			} else if r != nil {
				v = r[c-width[0]]
			}
			if err := types.AppendToBuilder(o.n.Output[c].Type, b.Field(c), v); err != nil {
				return err
			}
		}
		kinds = append(kinds, kind)
		return nil
	}
	// pair orders a row of this side and one of the other as the join's output does.
	pair := func(mine, theirs []any) ([]any, []any) {
		if side == 0 {
			return mine, theirs
		}
		return theirs, mine
	}
	mine, other := o.state[side], o.state[1-side]
	for i := range in.Len() {
		// Each row is matched against every row of its key the other side holds: a batch can
		// take long, and must stop when the run does.
		if err := o.ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
		row, err := readRow(in, fields, i)
		if err != nil {
			return connector.Batch{}, err
		}
		kind := in.Kind(i)
		accumulate := kind == types.Insert || kind == types.UpdateAfter
		bucket := mine.key(fields, row)
		refs, vals, err := o.matching(side, row, bucket)
		if err != nil {
			return connector.Batch{}, err
		}
		joined, padded := types.Insert, types.Delete // what a match emits, and what a padded row
		if !accumulate {
			joined, padded = types.Delete, types.Insert
		}
		if o.outer(side) && len(refs) == 0 {
			l, r := pair(row, nil)
			if err := emit(joined, l, r); err != nil {
				return connector.Batch{}, err
			}
		}
		for j, ref := range refs {
			if o.outer(1-side) && accumulate && other.assoc(ref) == 0 {
				l, r := pair(nil, vals[j])
				if err := emit(padded, l, r); err != nil {
					return connector.Batch{}, err
				}
			}
			l, r := pair(row, vals[j])
			if err := emit(joined, l, r); err != nil {
				return connector.Batch{}, err
			}
			if accumulate {
				other.addAssoc(ref, 1)
			} else if other.addAssoc(ref, -1) == 0 && o.outer(1-side) {
				l, r := pair(nil, vals[j])
				if err := emit(padded, l, r); err != nil {
					return connector.Batch{}, err
				}
			}
		}
		if accumulate {
			err = mine.add(bucket, row, len(refs))
		} else {
			_, err = mine.remove(bucket, row)
		}
		if err != nil {
			return connector.Batch{}, err
		}
	}
	clear(o.vals) // the rows matched last are not to be kept alive
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}, nil
}

// matching returns the other side's rows of a key (the encoding of row's key columns) that
// satisfy the join condition with row: their records in that state, and their values. Both
// slices are o's buffers, valid until the next call.
func (o *streamJoinOp) matching(side int, row []any, key string) ([]int32, [][]any, error) {
	other := o.state[1-side]
	refs := other.matches(key, o.refs[:0])
	o.refs = refs
	if len(refs) == 0 {
		return nil, nil, nil
	}
	if o.n.Cond != nil && o.byKey {
		for _, c := range o.state[side].keys {
			if row[c] == nil {
				return nil, nil, nil
			}
		}
	}
	vals := o.vals[:0]
	for _, ref := range refs {
		v, err := other.values(ref)
		if err != nil {
			return nil, nil, err
		}
		vals = append(vals, v)
	}
	o.vals = vals
	if o.n.Cond == nil || o.byKey {
		return refs, vals, nil
	}
	rows := make([][]any, len(vals))
	for i, v := range vals {
		if side == 0 {
			rows[i] = append(append([]any{}, row...), v...)
		} else {
			rows[i] = append(append([]any{}, v...), row...)
		}
	}
	// The condition sees the inputs' own types, before outer joins make them nullable.
	fields := append(append([]plan.Field{}, o.n.Left.Fields()...), o.n.Right.Fields()...)
	keep, err := rowsSatisfying(rows, fields, o.n.Cond, o.alloc)
	if err != nil {
		return nil, nil, err
	}
	n := 0
	for i := range refs {
		if keep[i] {
			refs[n], vals[n] = refs[i], vals[i]
			n++
		}
	}
	clear(vals[n:])
	return refs[:n], vals[:n], nil
}

// Close releases both sides' state, and closes the inputs.
func (o *streamJoinOp) Close() error {
	o.state[0].release()
	o.state[1].release()
	return o.twoInputs.Close()
}

// rowKey encodes a whole row, to find the row a retraction takes back.
func rowKey(fields []plan.Field, row []any) string {
	var sb strings.Builder
	for c, v := range row {
		encodeValue(&sb, fields[c].Type, v)
	}
	return sb.String()
}

var _ Operator = (*streamJoinOp)(nil)
