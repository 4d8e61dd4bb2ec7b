package exec

import (
	"context"
	"fmt"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// changelogNormalizeOp is Flink's ChangelogNormalize over an upsert source, its
// ProcTimeDeduplicateKeepLastRowFunction on a changelog (processLastRowOnChangelog): it keeps
// each key's last row; an insert or update of a new key emits +I, of a known key -U with the
// kept row and +U with the new one (nothing when the row is unchanged), and a delete or -U of a
// known key emits -D with the kept row, which has every field where a tombstone carries only
// the key, and forgets the key. A delete of an unknown key emits nothing.
//
// With a condition (plan.ChangelogNormalize.Cond) it emits the changelog of the rows that
// satisfy it: a key's row that stops satisfying it is a -D of the kept row, and one that starts
// a +I; a row that does not satisfy it is not kept, as Flink keeps no state for it.
type changelogNormalizeOp struct {
	input  Operator
	fields []plan.Field
	keys   []int
	cond   plan.Expr
	last   map[string][]any
	alloc  memory.Allocator
}

func newChangelogNormalize(in Operator, n *plan.ChangelogNormalize, alloc memory.Allocator) *changelogNormalizeOp {
	return &changelogNormalizeOp{input: in, fields: n.Fields(), keys: n.Keys, cond: n.Cond, last: map[string][]any{}, alloc: alloc}
}

// satisfying evaluates the condition on every row of a batch.
func (o *changelogNormalizeOp) satisfying(in connector.Batch) ([]bool, error) {
	if o.cond == nil || in.Len() == 0 {
		return nil, nil
	}
	arr, err := eval(o.cond, in, o.alloc)
	if err != nil {
		return nil, err
	}
	defer arr.Release()
	c := arr.(*array.Boolean)
	keep := make([]bool, in.Len())
	for i := range keep {
		keep[i] = c.IsValid(i) && c.Value(i)
	}
	return keep, nil
}

func (o *changelogNormalizeOp) key(row []any) string {
	var sb strings.Builder
	for _, k := range o.keys {
		encodeValue(&sb, o.fields[k].Type, row[k])
	}
	return sb.String()
}

func (o *changelogNormalizeOp) Next(ctx context.Context) (connector.Batch, error) {
	for {
		in, err := o.input.Next(ctx)
		if err != nil {
			return connector.Batch{}, err
		}
		out, err := o.consume(in)
		in.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		if out.Len() > 0 || out.HasWatermark {
			return out, nil
		}
		out.Record.Release()
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
	}
}

func (o *changelogNormalizeOp) consume(in connector.Batch) (connector.Batch, error) {
	keep, err := o.satisfying(in)
	if err != nil {
		return connector.Batch{}, err
	}
	out := newChanges(o.fields, false, o.alloc)
	for r := range in.Len() {
		row := make([]any, len(o.fields))
		for c := range o.fields {
			v, err := types.ValueFromArrow(o.fields[c].Type, in.Record.Column(c), r)
			if err != nil {
				out.batch().Record.Release()
				return connector.Batch{}, err
			}
			row[c] = v
		}
		k := o.key(row)
		prev, known := o.last[k]
		var err error
		kind := in.Kind(r)
		if keep != nil && !keep[r] && (kind == types.Insert || kind == types.UpdateAfter) {
			kind = types.Delete // the row leaves the rows that satisfy the condition
		}
		switch kind {
		case types.Insert, types.UpdateAfter:
			switch {
			case !known:
				err = out.emit(types.Insert, row, 0)
			case sameValues(o.fields, prev, row):
				// Unchanged: Flink emits nothing when state TTL is off, its default.
			default:
				if err = out.emit(types.UpdateBefore, prev, 0); err == nil {
					err = out.emit(types.UpdateAfter, row, 0)
				}
			}
			o.last[k] = row
		case types.Delete, types.UpdateBefore:
			if known {
				err = out.emit(types.Delete, prev, 0)
				delete(o.last, k)
			}
		default:
			err = fmt.Errorf("%w: changelog normalize got row kind %d", flinkerr.ErrInternal, kind)
		}
		if err != nil {
			out.batch().Record.Release()
			return connector.Batch{}, err
		}
	}
	return connector.CarryWatermark(out.batch(), in), nil
}

func (o *changelogNormalizeOp) Close() error {
	o.last = nil
	return o.input.Close()
}

var _ Operator = (*changelogNormalizeOp)(nil)
