package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// addFiltered folds into a call with FILTER (WHERE ...) only the rows of the batch whose
// filter field (the condition IS TRUE, never NULL) is true: the rows that pass, their group
// ids and their arguments are taken out first, so that the call's typed column sees a batch of
// its own.
func (o *aggregateOp) addFiltered(col aggColumn, call plan.AggCall, b connector.Batch, ids []int32, arg arrow.Array, groups int) error {
	filter, ok := b.Record.Column(call.FilterArg).(*array.Boolean)
	if !ok {
		return notSupported("a FILTER field that is not BOOLEAN")
	}
	var rows []int
	for i := range ids {
		if filter.IsValid(i) && filter.Value(i) {
			rows = append(rows, i)
		}
	}
	if len(rows) == len(ids) {
		return col.add(ids, arg, groups)
	}
	kept := make([]int32, len(rows))
	for j, i := range rows {
		kept[j] = ids[i]
	}
	if arg == nil {
		return col.add(kept, nil, groups)
	}
	taken, err := takeArray(arg, rows, o.alloc)
	if err != nil {
		return err
	}
	defer taken.Release()
	return col.add(kept, taken, groups)
}
