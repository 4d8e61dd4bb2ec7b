package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// A CASE whose every result is a BOOLEAN literal (TRUE, FALSE or NULL) is what prepareExpr makes
// of CASE WHEN c1 THEN 'A' ... END = 'A' (caseComparedWithConstant); the seed job filters on one.
// It is decided here in one pass per condition straight into the result's bits, with no branch
// arrays to gather: row i is the value of the first branch whose condition is TRUE on it (a NULL
// condition is not taken), the ELSE value when none is, NULL without ELSE. Each condition is
// still evaluated only on the rows no earlier branch decided, as conditional does, so a
// condition that could fail on the other rows never sees them.

// boolCaseValue is the value of a CASE result that is a BOOLEAN literal; ok false when the
// result is anything else.
func boolCaseValue(e plan.Expr) (value, valid, ok bool) {
	l, isLit := e.(*plan.Literal)
	if !isLit {
		return false, false, false
	}
	switch v := l.Value.(type) {
	case nil:
		return false, false, l.T.Kind == types.KindBoolean || l.T.Kind == types.KindNull
	case bool:
		return v, true, l.T.Kind == types.KindBoolean
	default:
		return false, false, false
	}
}

// isBoolLiteralCase says e is a CASE of BOOLEAN type whose results are all BOOLEAN literals.
func isBoolLiteralCase(e *plan.Call) bool {
	if e.Op != plan.OpCase || e.T.Kind != types.KindBoolean || len(e.Args) < 2 {
		return false
	}
	for k := range e.Args {
		if k%2 == 1 || k == len(e.Args)-1 {
			if _, _, ok := boolCaseValue(e.Args[k]); !ok {
				return false
			}
		}
	}
	return true
}

// boolLiteralCase evaluates a CASE for which isBoolLiteralCase holds.
func boolLiteralCase(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	if len(e.Args) == 3 {
		v, vValid, _ := boolCaseValue(e.Args[1])
		w, wValid, _ := boolCaseValue(e.Args[2])
		if vValid && wValid {
			return boolCaseOneBranch(e.Args[0], v, w, b, alloc)
		}
	}
	n := b.Len()
	c := &cases{b: b, alloc: alloc}
	values, valid := make([]bool, n), make([]bool, n)
	anyNull := false
	var pending []int // nil: every row
	args := e.Args
	for len(args) >= 2 && (pending == nil || len(pending) > 0) {
		v, ok, _ := boolCaseValue(args[1])
		more := len(args) > 2 // a later branch or an ELSE reads the rows left undecided
		var arr arrow.Array
		var err error
		if pending == nil {
			arr, err = eval(args[0], b, alloc)
		} else {
			arr, err = c.evalOn(args[0], pending)
		}
		if err != nil {
			return nil, err
		}
		cond := arr.(*array.Boolean)
		nulls := cond.NullN() > 0
		if pending == nil {
			if more {
				pending = make([]int, 0, n)
			}
			for row := range n {
				if (!nulls || cond.IsValid(row)) && cond.Value(row) {
					values[row], valid[row] = v, ok
					anyNull = anyNull || !ok
				} else if more {
					pending = append(pending, row)
				} else {
					anyNull = true // no branch: NULL
				}
			}
			if !more {
				pending = []int{}
			}
		} else {
			left := pending[:0] // compacted in place: the write index never passes the read one
			for k, row := range pending {
				if (!nulls || cond.IsValid(k)) && cond.Value(k) {
					values[row], valid[row] = v, ok
					anyNull = anyNull || !ok
				} else {
					left = append(left, row)
				}
			}
			pending = left
			if !more {
				anyNull = anyNull || len(pending) > 0
			}
		}
		arr.Release()
		args = args[2:]
	}
	if len(args) == 1 {
		v, ok, _ := boolCaseValue(args[0])
		if pending == nil { // no WHEN: every row is the ELSE
			for row := range n {
				values[row], valid[row] = v, ok
			}
			anyNull = !ok && n > 0
		} else {
			for _, row := range pending {
				values[row], valid[row] = v, ok
			}
			anyNull = anyNull || (!ok && len(pending) > 0)
		}
	}
	out := array.NewBooleanBuilder(alloc)
	defer out.Release()
	if anyNull {
		out.AppendValues(values, valid)
	} else {
		out.AppendValues(values, nil)
	}
	return out.NewArray(), nil
}

// boolCaseOneBranch is CASE WHEN cond THEN v ELSE w END with v and w TRUE or FALSE (the seed
// job's filter, CASE WHEN MOD(id, 4) = 0 THEN TRUE ELSE FALSE END): row i is v where cond is
// TRUE, w where it is FALSE or NULL, never NULL. It is computed on the condition's bits, and
// is the condition's array itself when that has no NULL and v is TRUE, w FALSE.
func boolCaseOneBranch(cond plan.Expr, v, w bool, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	arr, err := eval(cond, b, alloc) // evaluated whatever v and w are: it may fail, as in Flink
	if err != nil {
		return nil, err
	}
	c := arr.(*array.Boolean)
	if v && !w && c.NullN() == 0 {
		return c, nil
	}
	defer c.Release()
	n := c.Len()
	buf := allocBuffer(alloc, int(bitutil.BytesForBits(int64(n))))
	defer buf.Release()
	bits := buf.Bytes()
	clear(bits)
	switch {
	case v == w:
		if v {
			bitutil.SetBitsTo(bits, 0, int64(n), true)
		}
	default:
		for i := range n {
			taken := c.IsValid(i) && c.Value(i)
			if taken && v || !taken && w {
				bitutil.SetBit(bits, i)
			}
		}
	}
	d := array.NewData(arrow.FixedWidthTypes.Boolean, n, []*memory.Buffer{nil, buf}, nil, 0, 0)
	defer d.Release()
	return array.NewBooleanData(d), nil
}
