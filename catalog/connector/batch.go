package connector

import (
	"github.com/apache/arrow-go/v18/arrow"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Batch is the unit of data between operators and connectors: an Arrow record batch and the
// row kind of each of its rows. In batch mode every kind is types.Insert, and Kinds may be nil
// to say so.
type Batch struct {
	Record arrow.RecordBatch
	Kinds  []types.RowKind
	// Watermark, in streaming mode, is an event-time watermark (epoch milliseconds) that
	// follows the batch's rows, when HasWatermark is set. Operators that pass rows on pass it
	// on too, even when no row is left.
	Watermark    int64
	HasWatermark bool
}

// CarryWatermark returns out with the watermark of in, which it was computed from.
func CarryWatermark(out, in Batch) Batch {
	out.Watermark, out.HasWatermark = in.Watermark, in.HasWatermark
	return out
}

// Len is the number of rows in the batch.
func (b Batch) Len() int {
	if b.Record == nil {
		return 0
	}
	return int(b.Record.NumRows())
}

// Kind returns the row kind of row i.
func (b Batch) Kind(i int) types.RowKind {
	if b.Kinds == nil {
		return types.Insert
	}
	return b.Kinds[i]
}
