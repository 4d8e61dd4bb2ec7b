package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// markJoin passes every left row on with one more BOOLEAN column: EXISTS (whether a right row
// matches the condition), or x IN (subquery) with its three-valued logic as Flink's rewrite of
// IN computes it: FALSE over an empty uncorrelated subquery, else NULL for a NULL x, TRUE when
// a matching row equals x, NULL when a matching row's value is NULL, and FALSE otherwise.
type markJoin struct {
	joinDriver
}

func newMarkJoin(d joinDriver) *markJoin {
	o := &markJoin{joinDriver: d}
	o.probe = o.probeBatch
	return o
}

func (o *markJoin) probeBatch(b connector.Batch) error {
	n := b.Len()
	members := make([]int, n)
	found := make([]bool, n) // IN: a matching row equals x; EXISTS: a row matches
	unknown := make([]bool, n)
	in := o.n.In
	var output *arrow.Schema
	if in != nil {
		output = o.pairSchema // the comparison reads both sides
	}
	err := o.eachPairs(b, found, in == nil, output, func(l, _ []int, rec arrow.RecordBatch) error {
		if in == nil {
			for _, i := range l {
				members[i]++
				found[i] = true
			}
			return nil
		}
		cmp, err := condition(in.Cmp, rec, o.alloc)
		if err != nil {
			return err
		}
		defer cmp.Release()
		for p, i := range l {
			members[i]++
			switch {
			case cmp.IsNull(p):
				unknown[i] = true
			case cmp.Value(p):
				found[i] = true
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	var xNull arrow.Array
	if in != nil {
		if xNull, err = eval(in.Left, b, o.alloc); err != nil {
			return err
		}
		defer xNull.Release()
	}
	mark := array.NewBooleanBuilder(o.alloc)
	defer mark.Release()
	mark.Reserve(n)
	for i := range n {
		switch {
		case in == nil:
			mark.UnsafeAppend(found[i])
		case members[i] == 0 && !in.Correlated:
			mark.UnsafeAppend(false)
		case xNull.IsNull(i):
			mark.UnsafeAppendBoolToBitmap(false)
		case found[i]:
			mark.UnsafeAppend(true)
		case unknown[i]:
			mark.UnsafeAppendBoolToBitmap(false)
		default:
			mark.UnsafeAppend(false)
		}
	}
	col := mark.NewArray()
	defer col.Release()
	cols := append(append([]arrow.Array{}, b.Record.Columns()...), col)
	o.emit(array.NewRecordBatch(schemaOf(o.n.Output), cols, int64(n)))
	return nil
}
