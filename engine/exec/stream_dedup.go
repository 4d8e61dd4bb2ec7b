package exec

import (
	"cmp"
	"context"
	"errors"
	"io"
	"math"
	"slices"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// dedup is Flink's deduplication of a partition's rows: on processing time the first row is
// kept for good (keep first) or each row replaces the kept one with -U/+U (keep last); on event
// time keeping the last row replaces the kept one with -U/+U when its time is not earlier, as
// the RowTimeDeduplicateFunction compares them, and keeping the first row waits for the
// watermark (firstOnRowtime).
func (o *streamRankOp) dedup(p *rankPartition, r rankRow, out *changes) error {
	if o.first != nil {
		return o.first.add(p, r)
	}
	if len(p.groups) == 0 {
		if _, err := p.add(o.keys, r); err != nil {
			return err
		}
		return out.emit(types.Insert, r.values, 1)
	}
	prev := p.groups[0]
	replace := o.keepLast
	if o.rowtime {
		c, err := compareKeys(r.keys[0], prev.key[0], plan.SortKey{})
		if err != nil {
			return err
		}
		replace = c >= 0
	}
	if !replace {
		return nil
	}
	p.groups[0] = &rankGroup{key: r.keys, rows: [][]any{r.values}}
	if err := out.emit(types.UpdateBefore, prev.rows[0], 1); err != nil {
		return err
	}
	return out.emit(types.UpdateAfter, r.values, 1)
}

// firstOnRowtime keeps each partition's first row on event time as Flink's
// RowTimeDeduplicateKeepFirstRowFunction does, insert-only: a partition's earliest row waits
// for the watermark to reach its time (an event-time timer) and is emitted then, once; a row
// earlier than the current watermark is late and dropped, and rows after the emission change
// nothing. The end of the input is the largest watermark, which emits every waiting row.
type firstOnRowtime struct {
	watermark int64
	waiting   []*rankPartition // in the order their timers were registered
	emitted   map[*rankPartition]bool
	done      bool
}

func newFirstOnRowtime() *firstOnRowtime {
	return &firstOnRowtime{watermark: math.MinInt64, emitted: map[*rankPartition]bool{}}
}

func rowtimeMillis(r rankRow) int64 { return r.keys[0].(types.TimestampData).Millis }

// add keeps a row as its partition's candidate when it is earlier than the one waiting.
func (f *firstOnRowtime) add(p *rankPartition, r rankRow) error {
	t := rowtimeMillis(r)
	if t < f.watermark || f.emitted[p] {
		return nil
	}
	if len(p.groups) > 0 {
		if t >= p.groups[0].key[0].(types.TimestampData).Millis {
			return nil
		}
		// The old timer is deleted and a new one registered.
		f.waiting = slices.DeleteFunc(f.waiting, func(w *rankPartition) bool { return w == p })
	}
	p.groups = []*rankGroup{{key: r.keys, rows: [][]any{r.values}}}
	p.count = 1
	f.waiting = append(f.waiting, p)
	return nil
}

// advance moves the watermark and emits the rows whose timers it reaches, earliest first.
func (f *firstOnRowtime) advance(watermark int64, out *changes) error {
	f.watermark = max(f.watermark, watermark)
	var due []*rankPartition
	f.waiting = slices.DeleteFunc(f.waiting, func(p *rankPartition) bool {
		if p.groups[0].key[0].(types.TimestampData).Millis <= f.watermark {
			due = append(due, p)
			return true
		}
		return false
	})
	slices.SortStableFunc(due, func(a, b *rankPartition) int {
		ta, tb := a.groups[0].key[0].(types.TimestampData).Millis, b.groups[0].key[0].(types.TimestampData).Millis
		return cmp.Compare(ta, tb)
	})
	for _, p := range due {
		if err := out.emit(types.Insert, p.groups[0].rows[0], 1); err != nil {
			return err
		}
		f.emitted[p] = true
		p.groups, p.count = nil, 0
	}
	return nil
}

// nextFirstOnRowtime is Next for keeping the first row on event time: at the end of the input
// the largest watermark emits the rows still waiting.
func (o *streamRankOp) nextFirstOnRowtime(ctx context.Context) (connector.Batch, error) {
	if o.first.done {
		return connector.Batch{}, io.EOF
	}
	b, err := nextChanges(ctx, o.input, o.consume)
	if !errors.Is(err, io.EOF) {
		return b, err
	}
	o.first.done = true
	out := newChanges(o.out, o.number, o.alloc)
	if err := o.first.advance(math.MaxInt64, out); err != nil {
		out.batch().Record.Release()
		return connector.Batch{}, err
	}
	b = out.batch()
	if b.Len() == 0 {
		b.Record.Release()
		return connector.Batch{}, io.EOF
	}
	return b, nil
}
