package exec

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// newJoin builds the operator of a join. A condition with equality keys (a = b, each side
// reading one input) makes it a hash join on them, the rest of the condition applied to the
// pairs whose keys match; without keys it is a nested loop over every pair. Either way the
// right input is the build side, read to its end first, and the left input streams past it.
func newJoin(n *plan.Join, left, right Operator, alloc memory.Allocator) Operator {
	d := newJoinDriver(n, left, right, alloc)
	if keys, ok := nullAwareKeys(n); ok {
		return newNullAwareJoin(d, keys)
	}
	switch n.Kind {
	case plan.JoinSemi, plan.JoinAnti:
		return newSemiJoin(d)
	case plan.JoinMark:
		return newMarkJoin(d)
	case plan.JoinSingle:
		return newSingleJoin(d)
	case plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull:
		return newOuterJoin(d)
	default:
		panic(fmt.Sprintf("exec: a join of a kind it does not know, %v", n.Kind)) // the binder makes no other
	}
}

// newJoinDriver is the driver of a join: its equality keys and the schema of its pairs.
func newJoinDriver(n *plan.Join, left, right Operator, alloc memory.Allocator) joinDriver {
	lf, rf := n.Left.Fields(), n.Right.Fields()
	return joinDriver{left: left, right: right, n: n, alloc: alloc,
		keys:       splitJoinCondition(n.Cond, len(lf), len(rf)),
		pairSchema: schemaOf(append(append([]plan.Field{}, lf...), rf...)),
	}
}

// joinDriver runs what every join kind shares: on the first call it reads the build side,
// then hands each left batch to probe, which queues output batches, and calls finish once the
// left input ends.
type joinDriver struct {
	left, right Operator
	n           *plan.Join
	keys        joinKeys
	keepNulls   bool // index build rows with NULL keys too
	alloc       memory.Allocator
	pairSchema  *arrow.Schema // the left fields, then the right ones: what conditions read
	build       *joinBuild
	pending     []connector.Batch
	leftDone    bool
	finished    bool
	probe       func(b connector.Batch) error
	finish      func() error
	afterBuild  func() error
	buf1, buf2  []int
	// ctx is the context of the Next call running probe, which checks it between chunks of
	// pairs: one left batch against a large build side is many chunks.
	ctx context.Context
}

func (d *joinDriver) Next(ctx context.Context) (connector.Batch, error) {
	if d.build == nil {
		build, err := buildSide(ctx, d.right, d.n.Right.Fields(), &d.keys, d.keepNulls, d.alloc)
		if err != nil {
			return connector.Batch{}, err
		}
		d.build = build
		d.buf1, d.buf2 = make([]int, pairsPerBatch), make([]int, pairsPerBatch)
		if d.afterBuild != nil {
			if err := d.afterBuild(); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	for {
		if len(d.pending) > 0 {
			b := d.pending[0]
			d.pending = d.pending[1:]
			return b, nil
		}
		if d.leftDone {
			if !d.finished && d.finish != nil {
				d.finished = true
				if err := d.finish(); err != nil {
					return connector.Batch{}, err
				}
				continue
			}
			return connector.Batch{}, io.EOF
		}
		b, err := d.left.Next(ctx)
		if errors.Is(err, io.EOF) {
			d.leftDone = true
			continue
		}
		if err != nil {
			return connector.Batch{}, err
		}
		d.ctx = ctx
		err = d.probe(b)
		d.ctx = nil
		b.Record.Release()
		if err != nil {
			return connector.Batch{}, err
		}
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
	}
}

// emit queues an output record, dropping an empty one.
func (d *joinDriver) emit(rec arrow.RecordBatch) {
	if rec.NumRows() == 0 {
		rec.Release()
		return
	}
	d.pending = append(d.pending, connector.Batch{Record: rec})
}

// eachPairs lists a left batch's candidate pairs chunk by chunk and hands use the pairs for
// which the residual condition is TRUE (every candidate without one). With output set, use
// also gets those pairs' record in the join's output schema.
func (d *joinDriver) eachPairs(b connector.Batch, settled []bool, firstOnly bool, output *arrow.Schema,
	use func(l, r []int, rec arrow.RecordBatch) error) error {
	cur, err := newPairCursor(b, d.build, &d.keys, d.alloc)
	if err != nil {
		return err
	}
	defer cur.release()
	cur.settled, cur.firstOnly = settled, firstOnly && d.keys.residual == nil
	for {
		if d.ctx != nil {
			if err := d.ctx.Err(); err != nil {
				return err
			}
		}
		k := cur.fill(d.buf1, d.buf2)
		if k == 0 {
			return nil
		}
		l, r := d.buf1[:k], d.buf2[:k]
		var rec arrow.RecordBatch
		if d.keys.residual != nil || output != nil {
			schema := output
			if schema == nil {
				schema = d.pairSchema
			}
			if rec, err = pairRecord(b.Record, d.build.rec, l, r, schema, d.alloc); err != nil {
				return err
			}
		}
		if d.keys.residual != nil {
			if rec, l, r, err = d.filterPairs(rec, l, r); err != nil {
				return err
			}
		}
		err := use(l, r, rec)
		if rec != nil {
			rec.Release()
		}
		if err != nil {
			return err
		}
	}
}

// filterPairs keeps the pairs of a record for which the residual condition is TRUE.
func (d *joinDriver) filterPairs(rec arrow.RecordBatch, l, r []int) (arrow.RecordBatch, []int, []int, error) {
	cond, err := condition(d.keys.residual, rec, d.alloc)
	if err != nil {
		rec.Release()
		return nil, nil, nil, err
	}
	defer cond.Release()
	n := len(l)
	l, r, kept := keepTrue(cond, l, r)
	if len(kept) == n {
		return rec, l, r, nil
	}
	filtered, err := takeRecord(connector.Batch{Record: rec}, kept, d.alloc)
	rec.Release()
	return filtered.Record, l, r, err
}

func (d *joinDriver) Close() error {
	if d.build != nil {
		d.build.release()
		d.build = nil
	}
	for _, b := range d.pending {
		b.Record.Release()
	}
	d.pending = nil
	return errors.Join(d.left.Close(), d.right.Close())
}

// outerJoin is INNER, LEFT, RIGHT and FULL: the matching pairs, and the unmatched rows of the
// outer sides padded with NULLs.
type outerJoin struct {
	joinDriver
	schema       *arrow.Schema
	rightMatched []bool
}

func newOuterJoin(d joinDriver) *outerJoin {
	o := &outerJoin{joinDriver: d, schema: schemaOf(d.n.Output)}
	o.probe, o.finish = o.probeBatch, o.finishRight
	o.afterBuild = func() error {
		if o.n.Kind == plan.JoinRight || o.n.Kind == plan.JoinFull {
			o.rightMatched = make([]bool, o.build.rows())
		}
		return nil
	}
	return o
}

func (o *outerJoin) probeBatch(b connector.Batch) error {
	keepLeft := o.n.Kind == plan.JoinLeft || o.n.Kind == plan.JoinFull
	var leftMatched []bool
	if keepLeft {
		leftMatched = make([]bool, b.Len())
	}
	err := o.eachPairs(b, nil, false, o.schema, func(l, r []int, rec arrow.RecordBatch) error {
		for i := range l {
			if leftMatched != nil {
				leftMatched[l[i]] = true
			}
			if o.rightMatched != nil {
				o.rightMatched[r[i]] = true
			}
		}
		rec.Retain()
		o.emit(rec)
		return nil
	})
	if err != nil || !keepLeft {
		return err
	}
	var rows, pad []int
	for i, m := range leftMatched {
		if !m {
			rows, pad = append(rows, i), append(pad, -1)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	rec, err := pairRecord(b.Record, o.build.rec, rows, pad, o.schema, o.alloc)
	if err != nil {
		return err
	}
	o.emit(rec)
	return nil
}

// finishRight pads the right rows no left row matched.
func (o *outerJoin) finishRight() error {
	if o.rightMatched == nil {
		return nil
	}
	var rows, pad []int
	for j, m := range o.rightMatched {
		if !m {
			rows, pad = append(rows, j), append(pad, -1)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	empty := emptyRecord(o.n.Left.Fields(), o.alloc)
	defer empty.Release()
	rec, err := pairRecord(empty, o.build.rec, pad, rows, o.schema, o.alloc)
	if err != nil {
		return err
	}
	o.emit(rec)
	return nil
}

// emptyRecord is a record of no rows with the given fields.
func emptyRecord(fields []plan.Field, alloc memory.Allocator) arrow.RecordBatch {
	cols := make([]arrow.Array, len(fields))
	defer releaseAll(cols)
	for i, f := range fields {
		cols[i] = emptyArray(f, alloc)
	}
	return array.NewRecordBatch(schemaOf(fields), cols, 0)
}

// drain reads an operator to its end into rows of values; the set operations use it.
func drain(ctx context.Context, op Operator, fields []plan.Field) ([][]any, error) {
	defer op.Close()
	var rows [][]any
	err := forEach(ctx, op, func(b connector.Batch) error {
		for i := range b.Len() {
			row, err := readRow(b, fields, i)
			if err != nil {
				return err
			}
			rows = append(rows, row)
		}
		return nil
	})
	return rows, err
}

// rowsBatch builds a batch from rows of values.
// rowsSatisfying evaluates a condition over rows of the given fields and says, row by row,
// whether it holds (TRUE, not NULL).
func rowsSatisfying(rows [][]any, fields []plan.Field, cond plan.Expr, alloc memory.Allocator) ([]bool, error) {
	b, err := rowsBatch(rows, fields, alloc)
	if err != nil {
		return nil, err
	}
	defer b.Record.Release()
	arr, err := eval(cond, b, alloc)
	if err != nil {
		return nil, err
	}
	defer arr.Release()
	c := arr.(*array.Boolean)
	keep := make([]bool, len(rows))
	for i := range keep {
		keep[i] = c.IsValid(i) && c.Value(i)
	}
	return keep, nil
}

func rowsBatch(rows [][]any, fields []plan.Field, alloc memory.Allocator) (connector.Batch, error) {
	b := array.NewRecordBuilder(alloc, schemaOf(fields))
	defer b.Release()
	for _, row := range rows {
		for c, v := range row {
			if err := types.AppendToBuilder(fields[c].Type, b.Field(c), v); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}, nil
}
