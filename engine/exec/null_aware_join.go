package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// nullAwareJoin runs an uncorrelated x [NOT] IN (subquery) over a hash set of the subquery's
// values instead of comparing every pair: NOT IN in WHERE (an ANTI join on (x = y) IS NOT
// FALSE) keeps a row when the subquery is empty, or when x is not NULL, no value is NULL and
// none equals x; IN as a value (a MARK join) follows markJoin's logic.
type nullAwareJoin struct {
	joinDriver
	mark     bool
	anyNull  bool // the subquery has a NULL value
	nonEmpty bool
}

// nullAwareKeys recognizes the joins nullAwareJoin runs: a MARK join for x IN (subquery)
// without a correlation, or an ANTI join whose whole condition is (x = y) IS NOT FALSE; both
// with x = y comparing one column of each side that hashes.
func nullAwareKeys(n *plan.Join) (*joinKeys, bool) {
	var cmp plan.Expr
	switch {
	case n.Kind == plan.JoinMark && n.In != nil && n.Cond == nil:
		cmp = n.In.Cmp
	case n.Kind == plan.JoinAnti:
		c, ok := n.Cond.(*plan.Call)
		if !ok || c.Op != plan.OpIsNotFalse {
			return nil, false
		}
		cmp = c.Args[0]
	default:
		return nil, false
	}
	nLeft, nRight := len(n.Left.Fields()), len(n.Right.Fields())
	l, r, kind, ok := equiKey(cmp, nLeft, nRight)
	if !ok {
		return nil, false
	}
	return &joinKeys{left: []plan.Expr{l}, right: []plan.Expr{r}, kinds: []keyKind{kind}, nullSafe: []bool{false}}, true
}

func newNullAwareJoin(d joinDriver, keys *joinKeys) *nullAwareJoin {
	d.keys = *keys
	o := &nullAwareJoin{joinDriver: d, mark: d.n.Kind == plan.JoinMark}
	o.probe = o.probeBatch
	o.afterBuild = func() error {
		o.nonEmpty = o.build.rows() > 0
		for _, null := range o.build.nulls {
			o.anyNull = o.anyNull || null
		}
		return nil
	}
	return o
}

func (o *nullAwareJoin) probeBatch(b connector.Batch) error {
	n := b.Len()
	found := make([]bool, n)
	cur, err := newPairCursor(b, o.build, &o.keys, o.alloc)
	if err != nil {
		return err
	}
	defer cur.release()
	cur.firstOnly = true
	for {
		k := cur.fill(o.buf1, o.buf2)
		if k == 0 {
			break
		}
		for _, i := range o.buf1[:k] {
			found[i] = true
		}
	}
	if o.mark {
		return o.emitMark(b, found, cur.nulls)
	}
	var rows []int
	for i := range n {
		if !o.nonEmpty || (!cur.nulls[i] && !o.anyNull && !found[i]) {
			rows = append(rows, i)
		}
	}
	out, err := takeRecord(b, rows, o.alloc)
	if err != nil {
		return err
	}
	o.emit(out.Record)
	return nil
}

// emitMark appends IN's value to the left rows: FALSE over an empty subquery, NULL for a NULL
// x, TRUE when a value equals x, NULL when a value is NULL, FALSE otherwise.
func (o *nullAwareJoin) emitMark(b connector.Batch, found, xNull []bool) error {
	n := b.Len()
	mark := array.NewBooleanBuilder(o.alloc)
	defer mark.Release()
	mark.Reserve(n)
	for i := range n {
		switch {
		case !o.nonEmpty:
			mark.UnsafeAppend(false)
		case xNull[i]:
			mark.UnsafeAppendBoolToBitmap(false)
		case found[i]:
			mark.UnsafeAppend(true)
		case o.anyNull:
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
