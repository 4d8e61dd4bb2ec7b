package exec

import (
	"context"
	"math"
	"slices"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamWindowRank is Flink's WindowRankOperator and RowTimeWindowDeduplicateProcessor: rows
// wait per window (by window_end) and partition until the watermark passes the window's end
// (end - 1 <= watermark); the window then emits each partition's rows in the rank range in
// rank order, with the rank number, inserts only. A row whose window already fired is late and
// dropped. The end of the input fires every window left.
type streamWindowRank struct {
	input     Operator
	keys      *rankKeys
	out       []plan.Field
	endCol    int
	start     int64
	end       int64
	number    bool
	keepLast  bool // deduplication keeping the last row: of equal times the latest arrival wins
	alloc     memory.Allocator
	windows   map[int64]*windowRankState
	watermark int64
	done      bool
}

// windowRankState is one window's partitions, in the order they first came.
type windowRankState struct {
	order []string
	parts map[string][]rankRow
}

// newStreamWindowRank builds the operator of the execution plan's WindowRank or
// WindowDeduplicate w. Its windows are keyed by window_end (w.End) and its partitions by the
// rank's partition keys, window_start and window_end among them, so rows of one window of a
// HOP or CUMULATE (one row per window it falls in) are ranked alone.
func newStreamWindowRank(input Operator, n *plan.Rank, w phys.WindowRank, alloc memory.Allocator) *streamWindowRank {
	return &streamWindowRank{input: input, keys: rankKeysOf(n), out: n.Fields(), endCol: w.End, start: n.Start,
		end: n.End, number: n.OutputRankNumber, keepLast: w.Dedup && w.KeepLast, alloc: alloc,
		windows: map[int64]*windowRankState{}, watermark: math.MinInt64}
}

func (o *streamWindowRank) Next(ctx context.Context) (connector.Batch, error) {
	return nextOnWatermarks(ctx, o.input, &o.done, nil, o.consume, o.advance)
}

// advance fires the windows a new watermark passed.
func (o *streamWindowRank) advance(wm int64) (connector.Batch, error) {
	o.watermark = max(o.watermark, wm)
	return o.fire(wm)
}

func (o *streamWindowRank) consume(b connector.Batch) error {
	if err := insertsOnly(b, "window Top-N"); err != nil {
		return err
	}
	rows, parts, err := o.keys.rows(b, o.alloc)
	if err != nil {
		return err
	}
	// rows come stably sorted by partition and order key, so rows of one partition and key
	// keep their arrival order, which decides ties.
	for i, r := range rows {
		end, ok := r.values[o.endCol].(types.TimestampData)
		if !ok {
			continue // a NULL window_end belongs to no window
		}
		if end.Millis-1 <= o.watermark {
			continue // late: the window fired
		}
		w := o.windows[end.Millis]
		if w == nil {
			w = &windowRankState{parts: map[string][]rankRow{}}
			o.windows[end.Millis] = w
		}
		if _, seen := w.parts[parts[i]]; !seen {
			w.order = append(w.order, parts[i])
		}
		w.parts[parts[i]] = append(w.parts[parts[i]], r)
	}
	return nil
}

// fire emits the windows whose end the watermark passed, earliest end first.
func (o *streamWindowRank) fire(wm int64) (connector.Batch, error) {
	var due []int64
	for end := range o.windows {
		if wm == math.MaxInt64 || end-1 <= wm {
			due = append(due, end)
		}
	}
	slices.Sort(due)
	out := newChanges(o.out, o.number, o.alloc)
	for _, end := range due {
		w := o.windows[end]
		for _, p := range w.order {
			if err := o.emitPartition(w.parts[p], out); err != nil {
				out.batch().Record.Release()
				return connector.Batch{}, err
			}
		}
		delete(o.windows, end)
	}
	return out.batch(), nil
}

// emitPartition emits a partition's rows in the rank range: ROW_NUMBER numbers rows in order
// key order, ties in arrival order, or the latest first for a deduplication keeping the last row.
func (o *streamWindowRank) emitPartition(rows []rankRow, out *changes) error {
	if o.keepLast {
		slices.Reverse(rows)
	}
	var failed error
	slices.SortStableFunc(rows, func(a, b rankRow) int {
		c, err := o.keys.compare(a.keys, b.keys)
		if err != nil && failed == nil {
			failed = err
		}
		return c
	})
	if failed != nil {
		return failed
	}
	for i, r := range rows {
		rank := int64(i + 1)
		if rank > o.end {
			break
		}
		if rank < o.start {
			continue
		}
		if err := out.emit(types.Insert, r.values, rank); err != nil {
			return err
		}
	}
	return nil
}

func (o *streamWindowRank) Close() error { return o.input.Close() }

var _ Operator = (*streamWindowRank)(nil)
