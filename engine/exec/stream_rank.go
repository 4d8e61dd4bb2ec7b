package exec

import (
	"context"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamRankOp is the streaming Rank (Top-N per partition), with Flink's functions and their
// emission order, as StreamExecRank picks them: over an insert-only input FastTop1Function
// for a top 1 and AppendOnlyTopNFunction otherwise, over an updating input
// RetractableTopNFunction. With the rank number output (or a range not starting at 1) rows
// that move are re-ranked with -U/+U; without it a row entering pushes the last one out with
// -D and comes in with +I.
type streamRankOp struct {
	input      Operator
	keys       *rankKeys
	out        []plan.Field
	start, end int64
	number     bool // the rank number is output
	withNumber bool // the with-number algorithm runs (number output, or an offset)
	strategy   rankStrategy
	keepLast   bool            // deduplication keeps the last row
	rowtime    bool            // deduplication orders by a rowtime
	first      *firstOnRowtime // deduplication keeps the first row on event time
	alloc      memory.Allocator
	parts      map[string]*rankPartition
}

type rankStrategy uint8

const (
	appendTopN rankStrategy = iota
	fastTop1
	retractTopN
	deduplicate
)

func buildStreamRank(ctx context.Context, n plan.Node, env *Env, alloc memory.Allocator) (Operator, error) {
	switch n := n.(type) {
	case *plan.Over:
		return buildStreamOver(ctx, n, env, alloc)
	case *plan.Rank:
		w, window := env.run.WindowRank(n)
		switch {
		case window && n.Func != "ROW_NUMBER":
			// The planning checks fail it first, as Flink's StreamExecWindowRank does.
			return nil, runtimeError("org.apache.flink.table.api.TableException",
				"%s() function is not supported on Window TopN currently, only ROW_NUMBER() is supported.", n.Func)
		case n.Func != "ROW_NUMBER":
			return nil, runtimeError("org.apache.flink.table.api.TableException",
				"%s() on streaming table is not supported currently", n.Func)
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		if window {
			return newStreamWindowRank(in, n, w, alloc), nil
		}
		return newStreamRank(in, n, env.run, alloc), nil
	default:
		return nil, plan.UnknownKind("exec.buildStreamRank", n) // buildStreaming passes only these two
	}
}

func newStreamRank(input Operator, n *plan.Rank, run *phys.Run, alloc memory.Allocator) *streamRankOp {
	o := &streamRankOp{input: input, keys: rankKeysOf(n), out: n.Fields(), start: n.Start, end: n.End,
		number: n.OutputRankNumber, alloc: alloc, parts: map[string]*rankPartition{}}
	o.withNumber = o.number || o.start > 1
	insertOnly := run.InsertOnly(n.Input)
	switch d, dedup := run.Deduplication(n); {
	case dedup:
		o.strategy, o.keepLast, o.rowtime = deduplicate, d.KeepLast, d.Rowtime
		if d.Rowtime && !d.KeepLast {
			o.first = newFirstOnRowtime()
		}
	case !insertOnly:
		o.strategy = retractTopN
	case o.start == 1 && o.end == 1:
		o.strategy = fastTop1
	}
	return o
}

func (o *streamRankOp) Next(ctx context.Context) (connector.Batch, error) {
	if o.first != nil {
		return o.nextFirstOnRowtime(ctx)
	}
	return nextChanges(ctx, o.input, o.consume)
}

func (o *streamRankOp) consume(in connector.Batch) (connector.Batch, error) {
	rows, parts, err := o.keys.rows(in, o.alloc)
	if err != nil {
		return connector.Batch{}, err
	}
	out := newChanges(o.out, o.number, o.alloc)
	for i, r := range rows {
		p := o.parts[parts[i]]
		if p == nil {
			p = &rankPartition{}
			o.parts[parts[i]] = p
		}
		kind := in.Kind(i)
		switch {
		case o.strategy == retractTopN && (kind == types.Insert || kind == types.UpdateAfter):
			err = o.retractableAdd(p, r, out)
		case o.strategy == retractTopN:
			err = o.retractableRemove(p, r, out)
		case o.strategy == deduplicate:
			err = o.dedup(p, r, out)
		case o.strategy == fastTop1:
			err = o.top1(p, r, out)
		default:
			err = o.appendAdd(p, r, out)
		}
		if err != nil {
			out.batch().Record.Release()
			return connector.Batch{}, err
		}
	}
	if o.first != nil && in.HasWatermark {
		if err := o.first.advance(in.Watermark, out); err != nil {
			out.batch().Record.Release()
			return connector.Batch{}, err
		}
	}
	return out.batch(), nil
}

func (o *streamRankOp) inRange(rank int64) bool { return rank >= o.start && rank <= o.end }

// emitRanked emits a row at a rank, when the rank is in the range (Flink's collect* with a rank).
func (o *streamRankOp) emitRanked(out *changes, kind types.RowKind, row []any, rank int64) error {
	if !o.inRange(rank) {
		return nil
	}
	return out.emit(kind, row, rank)
}

// top1 is FastTop1Function: the first row of a partition comes in; a strictly better one
// replaces it with -U/+U.
func (o *streamRankOp) top1(p *rankPartition, r rankRow, out *changes) error {
	if len(p.groups) == 0 {
		if _, err := p.add(o.keys, r); err != nil {
			return err
		}
		return out.emit(types.Insert, r.values, 1)
	}
	prev := p.groups[0]
	c, err := o.keys.compare(r.keys, prev.key)
	if err != nil || c >= 0 {
		return err
	}
	p.groups[0] = &rankGroup{key: r.keys, rows: [][]any{r.values}}
	if err := out.emit(types.UpdateBefore, prev.rows[0], 1); err != nil {
		return err
	}
	return out.emit(types.UpdateAfter, r.values, 1)
}

// appendAdd is AppendOnlyTopNFunction: a row no better than the worst of a full buffer changes
// nothing; otherwise it enters the buffer, and the buffer keeps only the keys within the end.
func (o *streamRankOp) appendAdd(p *rankPartition, r rankRow, out *changes) error {
	if n := len(p.groups); n > 0 {
		c, err := o.keys.compare(r.keys, p.groups[n-1].key)
		if err != nil {
			return err
		}
		if c >= 0 && int64(p.count) >= o.end {
			return nil
		}
	}
	g, err := p.add(o.keys, r)
	if err != nil {
		return err
	}
	if o.withNumber {
		consumed, err := o.shiftDown(p, g, r.values, out)
		if err != nil {
			return err
		}
		for _, grp := range p.groups[consumed:] {
			p.count -= len(grp.rows)
		}
		p.groups = p.groups[:consumed]
		return nil
	}
	if int64(p.count) > o.end {
		last := p.groups[len(p.groups)-1]
		lastRow := last.rows[len(last.rows)-1]
		p.remove(len(p.groups)-1, len(last.rows)-1)
		if sameValues(o.keys.fields, r.values, lastRow) {
			return nil
		}
		if err := out.emit(types.Delete, lastRow, 0); err != nil {
			return err
		}
	}
	return out.emit(types.Insert, r.values, 0)
}

// shiftDown emits what a row entering group g at the end of its key's rows changes, with rank
// numbers: each later row within the end moves down one rank (-U at its old rank, +U of the row
// taking it), and the last one moved comes in with +I at its new rank while it is within the
// end. It returns how many groups it went through.
func (o *streamRankOp) shiftDown(p *rankPartition, g int, row []any, out *changes) (int, error) {
	var rank int64
	current := row
	gi := 0
	for ; gi < len(p.groups) && rank <= o.end; gi++ {
		grp := p.groups[gi]
		switch {
		case gi == g:
			rank += int64(len(grp.rows))
		case gi > g:
			for j := 0; j < len(grp.rows) && rank <= o.end; j++ {
				prev := grp.rows[j]
				if err := o.emitRanked(out, types.UpdateBefore, prev, rank); err != nil {
					return 0, err
				}
				if err := o.emitRanked(out, types.UpdateAfter, current, rank); err != nil {
					return 0, err
				}
				current = prev
				rank++
			}
		default:
			rank += int64(len(grp.rows))
		}
	}
	if rank <= o.end {
		if err := o.emitRanked(out, types.Insert, current, rank); err != nil {
			return 0, err
		}
	}
	return gi, nil
}

func (o *streamRankOp) Close() error { return o.input.Close() }

var _ Operator = (*streamRankOp)(nil)
