package exec

import (
	"context"
	"fmt"
	"strings"

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
type changelogNormalizeOp struct {
	input  Operator
	fields []plan.Field
	keys   []int
	last   map[string][]any
	alloc  memory.Allocator
}

func newChangelogNormalize(in Operator, n *plan.ChangelogNormalize, alloc memory.Allocator) *changelogNormalizeOp {
	return &changelogNormalizeOp{input: in, fields: n.Fields(), keys: n.Keys, last: map[string][]any{}, alloc: alloc}
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
		switch in.Kind(r) {
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
			err = fmt.Errorf("%w: changelog normalize got row kind %d", flinkerr.ErrInternal, in.Kind(r))
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
