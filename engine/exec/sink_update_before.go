package exec

import (
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// DropUpdateBefore removes the -U rows of a batch bound for a sink that acts on every -U
// (connector.PlannedUpdateBefore: upsert-kafka writes it as a tombstone) when its input, as
// Flink plans it, emits none (a query whose upsert key lies within the primary key):
// Flinkpad's operators emit -U/+U pairs where Flink's emit +U alone. It takes the batch's reference, as
// EnforceNotNull does.
func DropUpdateBefore(b connector.Batch, alloc memory.Allocator) (connector.Batch, error) {
	if b.Kinds == nil {
		return b, nil
	}
	var keep []int
	for i, k := range b.Kinds {
		if k != types.UpdateBefore {
			keep = append(keep, i)
		}
	}
	if len(keep) == len(b.Kinds) {
		return b, nil
	}
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	out, err := takeRecord(b, keep, alloc)
	b.Record.Release()
	return connector.CarryWatermark(out, b), err
}
