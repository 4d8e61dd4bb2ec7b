package exec

import (
	"github.com/apache/arrow-go/v18/arrow"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// semiJoin keeps the left rows that have a matching right row (SEMI) or none (ANTI): how IN
// and EXISTS subqueries in WHERE run. A left row counts once however many rows match it, and a
// row settled by its first match is not looked at again.
type semiJoin struct {
	joinDriver
	anti bool
}

func newSemiJoin(d joinDriver) *semiJoin {
	o := &semiJoin{joinDriver: d, anti: d.n.Kind == plan.JoinAnti}
	o.probe = o.probeBatch
	return o
}

func (o *semiJoin) probeBatch(b connector.Batch) error {
	matched := make([]bool, b.Len())
	err := o.eachPairs(b, matched, true, nil, func(l, _ []int, _ arrow.RecordBatch) error {
		for _, i := range l {
			matched[i] = true
		}
		return nil
	})
	if err != nil {
		return err
	}
	var rows []int
	for i, m := range matched {
		if m != o.anti {
			rows = append(rows, i)
		}
	}
	if len(rows) == b.Len() {
		b.Record.Retain()
		o.emit(b.Record)
		return nil
	}
	out, err := takeRecord(b, rows, o.alloc)
	if err != nil {
		return err
	}
	o.emit(out.Record)
	return nil
}
