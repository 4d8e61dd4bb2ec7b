package exec

import "github.com/flinkpad/flinkpad/engine/types"

// This file is RetractableTopNFunction, the streaming Rank over an updating input: it keeps
// every row of a partition, not only the top ones, since a retraction can bring a lower row
// back into the range.

// retractableAdd takes an inserted row (+I or +U).
func (o *streamRankOp) retractableAdd(p *rankPartition, r rankRow, out *changes) error {
	g, err := p.add(o.keys, r)
	if err != nil {
		return err
	}
	if o.withNumber {
		_, err := o.shiftDown(p, g, r.values, out)
		return err
	}
	var rank int64
	var toDelete []any
	collect := false
	for gi := 0; gi < len(p.groups) && rank <= o.end; gi++ {
		grp := p.groups[gi]
		switch {
		case gi == g:
			rank += int64(len(grp.rows))
			collect = o.inRange(rank)
		case gi > g:
			if last := rank + int64(len(grp.rows)); last <= o.end {
				rank = last
				continue
			}
			toDelete = grp.rows[o.end-rank]
			gi = len(p.groups) // the row pushed out of the range is found
		default:
			rank += int64(len(grp.rows))
		}
	}
	if toDelete != nil {
		if err := out.emit(types.Delete, toDelete, 0); err != nil {
			return err
		}
	}
	if collect {
		return out.emit(types.Insert, r.values, 0)
	}
	return nil
}

// retractableRemove takes a retracted row (-U or -D): the rows after it within the end move up
// one rank, or, without rank numbers, the row it leaves room for comes in; then the row leaves
// the state.
func (o *streamRankOp) retractableRemove(p *rankPartition, r rankRow, out *changes) error {
	g, found, err := p.find(o.keys, r.keys)
	if err != nil || !found {
		return err // retracting a row never seen: Flink warns and drops it
	}
	j := -1
	for k, row := range p.groups[g].rows {
		if sameValues(o.keys.fields, row, r.values) {
			j = k
			break
		}
	}
	if o.withNumber {
		err = o.shiftUp(p, g, r.values, out)
	} else {
		err = o.fillUp(p, g, r.values, out)
	}
	if err != nil {
		return err
	}
	if j >= 0 {
		p.remove(g, j)
	}
	return nil
}

// shiftUp emits, with rank numbers, a row leaving group g: each row after it within the end
// moves up a rank (-U of the row before at that rank, +U of the row), and the last rank it
// vacates is deleted.
func (o *streamRankOp) shiftUp(p *rankPartition, g int, row []any, out *changes) error {
	var rank int64
	var prev []any
	found := false
	move := func(cur []any) error {
		if err := o.emitRanked(out, types.UpdateBefore, prev, rank); err != nil {
			return err
		}
		return o.emitRanked(out, types.UpdateAfter, cur, rank)
	}
	for gi := 0; gi < len(p.groups) && rank <= o.end; gi++ {
		grp := p.groups[gi]
		switch {
		case gi == g && !found:
			for j := 0; j < len(grp.rows) && rank <= o.end; j++ {
				cur := grp.rows[j]
				switch {
				case !found && sameValues(o.keys.fields, cur, row):
					prev, found = cur, true
				case found:
					if err := move(cur); err != nil {
						return err
					}
					prev = cur
				}
				rank++
			}
		case found:
			for j := 0; j < len(grp.rows) && rank <= o.end; j++ {
				cur := grp.rows[j]
				if err := move(cur); err != nil {
					return err
				}
				prev = cur
				rank++
			}
		default:
			rank += int64(len(grp.rows))
		}
	}
	if rank <= o.end && prev != nil {
		return o.emitRanked(out, types.Delete, prev, rank)
	}
	return nil
}

// fillUp emits, without rank numbers, a row leaving group g: -D of the row when it was in the
// range, and +I of the row that moves up into the last rank.
func (o *streamRankOp) fillUp(p *rankPartition, g int, row []any, out *changes) error {
	next := int64(1)
	found := false
	for gi := 0; gi < len(p.groups) && next <= o.end; gi++ {
		grp := p.groups[gi]
		switch {
		case gi == g && !found:
			for j := 0; j < len(grp.rows) && next <= o.end; j++ {
				cur := grp.rows[j]
				switch {
				case !found && sameValues(o.keys.fields, cur, row):
					if err := o.emitRanked(out, types.Delete, cur, next); err != nil {
						return err
					}
					next--
					found = true
				case found && next == o.end:
					if err := o.emitRanked(out, types.Insert, cur, next); err != nil {
						return err
					}
				}
				next++
			}
		case found:
			last := next + int64(len(grp.rows)) - 1
			if last < o.end {
				next = last + 1
				continue
			}
			return out.emit(types.Insert, grp.rows[o.end-next], 0)
		default:
			next += int64(len(grp.rows))
		}
	}
	return nil
}
