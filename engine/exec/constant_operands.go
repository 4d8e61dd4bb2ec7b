package exec

// Calls with a literal operand evaluate against the literal's value, rather than a column that
// repeats it for every row: comparisons, integer arithmetic and concatenation, and a comparison
// of a CASE whose results are all literals with a literal compares each result once.

import (
	"math"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// compareWithConstant evaluates a comparison of an integer or string expression with a
// literal (cID = 4, country = 'FRANCE') against the literal's value itself, rather than a
// column repeating it; ok is false when the call is no such comparison.
func compareWithConstant(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arr arrow.Array, ok bool, err error) {
	if !e.Op.IsComparison() || len(e.Args) != 2 {
		return nil, false, nil
	}
	x, lit, flipped := e.Args[0], e.Args[1], false
	l, isLit := lit.(*plan.Literal)
	if !isLit {
		x, lit, flipped = e.Args[1], e.Args[0], true
		if l, isLit = lit.(*plan.Literal); !isLit {
			return nil, false, nil
		}
	}
	if l.Value == nil {
		return nil, false, nil
	}
	class, _ := compareClassOf(x.Type(), l.T)
	var cmp func(col arrow.Array) func(i int) int
	switch v := l.Value.(type) {
	case string:
		if class != compareStrings {
			return nil, false, nil
		}
		cmp = func(col arrow.Array) func(i int) int {
			strs := col.(*array.String)
			return func(i int) int { return strings.Compare(strs.Value(i), v) }
		}
	case int8, int16, int32, int64:
		if class != compareInts {
			return nil, false, nil
		}
	default:
		return nil, false, nil
	}
	op := e.Op
	if flipped { // 4 < x is x > 4
		op, _ = op.Flipped()
	}
	col, err := eval(x, b, alloc)
	if err != nil {
		return nil, true, err
	}
	defer col.Release()
	if _, isString := l.Value.(string); isString != (col.DataType().ID() == arrow.STRING) || (!isString && !isIntegerArray(col)) {
		return nil, false, nil
	}
	n := col.Len()
	res := make([]bool, n)
	var valid []bool
	if col.NullN() > 0 {
		valid = make([]bool, n)
		for i := range valid {
			valid[i] = col.IsValid(i)
		}
	}
	switch a := col.(type) {
	case *array.Int8:
		compareIntsWith(a.Int8Values(), toInt64(l.Value), op, res)
	case *array.Int16:
		compareIntsWith(a.Int16Values(), toInt64(l.Value), op, res)
	case *array.Int32:
		compareIntsWith(a.Int32Values(), toInt64(l.Value), op, res)
	case *array.Int64:
		compareIntsWith(a.Int64Values(), toInt64(l.Value), op, res)
	case *array.String:
		if s := l.Value.(string); op == "=" || op == "<>" {
			for i := range res {
				res[i] = (a.Value(i) == s) == (op == "=")
			}
		} else {
			compareRows(op, res, valid, cmp(col))
		}
	}
	return packedBooleans(res, valid, alloc), true, nil
}

// packedBooleans is the BOOLEAN array of values (valid nil: no NULL), its bits packed here
// rather than through a builder.
func packedBooleans(values, valid []bool, alloc memory.Allocator) arrow.Array {
	n := len(values)
	buf := allocBuffer(alloc, int(bitutil.BytesForBits(int64(n))))
	defer buf.Release()
	bits := buf.Bytes()
	clear(bits)
	for i, v := range values {
		if v {
			bits[i>>3] |= 1 << (i & 7)
		}
	}
	bitmap, nulls := validityBuffer(valid, alloc)
	if bitmap != nil {
		defer bitmap.Release()
	}
	d := array.NewData(arrow.FixedWidthTypes.Boolean, n, []*memory.Buffer{bitmap, buf}, nil, nulls, 0)
	defer d.Release()
	return array.NewBooleanData(d)
}

// compareIntsWith sets res[i] to whether vals[i] op c holds; a NULL row's result is masked by
// the caller.
func compareIntsWith[T int8 | int16 | int32 | int64](vals []T, c int64, op plan.Op, res []bool) {
	switch op {
	case plan.OpEquals:
		for i, v := range vals {
			res[i] = int64(v) == c
		}
	case plan.OpNotEquals:
		for i, v := range vals {
			res[i] = int64(v) != c
		}
	case plan.OpLess:
		for i, v := range vals {
			res[i] = int64(v) < c
		}
	case plan.OpLessOrEqual:
		for i, v := range vals {
			res[i] = int64(v) <= c
		}
	case plan.OpGreater:
		for i, v := range vals {
			res[i] = int64(v) > c
		}
	case plan.OpGreaterOrEqual:
		for i, v := range vals {
			res[i] = int64(v) >= c
		}
	}
}

var arithmeticOps = map[plan.Op]bool{"+": true, "-": true, "*": true, "/": true, "MOD": true}

// arithmeticWithConstant evaluates integer arithmetic with an integer literal (MOD(cID, 4),
// x + 1) against the literal's value itself; ok is false when the call is no such arithmetic.
func arithmeticWithConstant(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arr arrow.Array, ok bool, err error) {
	if !arithmeticOps[e.Op] || len(e.Args) != 2 || !e.T.IsIntegerNumeric() {
		return nil, false, nil
	}
	x, lit, constLeft := e.Args[0], e.Args[1], false
	l, isLit := lit.(*plan.Literal)
	if !isLit {
		x, lit, constLeft = e.Args[1], e.Args[0], true
		if l, isLit = lit.(*plan.Literal); !isLit {
			return nil, false, nil
		}
	}
	if l.Value == nil || !l.T.IsIntegerNumeric() || !x.Type().IsIntegerNumeric() {
		return nil, false, nil
	}
	c := toInt64(l.Value)
	col, err := eval(x, b, alloc)
	if err != nil {
		return nil, true, err
	}
	defer col.Release()
	if !isIntegerArray(col) {
		return nil, false, nil
	}
	var valid []bool
	if col.NullN() > 0 {
		valid = make([]bool, col.Len())
		for i := range valid {
			valid[i] = col.IsValid(i)
		}
	}
	if dt := types.ArrowType(e.T); arrow.TypeEqual(col.DataType(), dt) {
		// The column has the result's width: compute in it, as Java does, in place.
		switch a := col.(type) { // TINYINT and SMALLINT take the general path below
		case *array.Int32:
			return constantArithmetic(e.Op, a.Int32Values(), int32(c), constLeft, valid, dt, alloc)
		case *array.Int64:
			return constantArithmetic(e.Op, a.Int64Values(), c, constLeft, valid, dt, alloc)
		}
	}
	// Another width: computed in int64 and cut to the result's width as it is written, as
	// integerArithmetic does, with no int64 column in between. Only INT and BIGINT have their
	// own loops (each pair is a copy of the code in the module); TINYINT and SMALLINT operands
	// or results are computed in BIGINT and then cut.
	dt := types.ArrowType(e.T)
	switch a := col.(type) {
	case *array.Int32:
		if dt.ID() == arrow.INT64 {
			return widenedArithmetic[int32, int64](e.Op, a.Int32Values(), c, constLeft, valid, dt, alloc)
		}
	case *array.Int64:
		switch dt.ID() {
		case arrow.INT32:
			return widenedArithmetic[int64, int32](e.Op, a.Int64Values(), c, constLeft, valid, dt, alloc)
		case arrow.INT64:
			return widenedArithmetic[int64, int64](e.Op, a.Int64Values(), c, constLeft, valid, dt, alloc)
		}
	}
	wide, ok, err := widenedArithmetic[int64, int64](e.Op, int64sOf(col, nil), c, constLeft, valid, arrow.PrimitiveTypes.Int64, alloc)
	if !ok || err != nil {
		return nil, ok, err
	}
	defer wide.Release()
	return integerArray(e.T, wide.(*array.Int64).Int64Values(), valid, alloc), true, nil
}

// widenedArithmetic is x op c (c op x with constLeft) with each value of x widened to int64,
// and the result cut to T; / and MOD by zero fail on the first row that is not NULL.
func widenedArithmetic[S, T int32 | int64](op plan.Op, vals []S, c int64, constLeft bool, valid []bool, dt arrow.DataType, alloc memory.Allocator) (arrow.Array, bool, error) {
	out := newFixedColumn[T](alloc, len(vals))
	res := out.values
	switch {
	case op == plan.OpPlus:
		for i, v := range vals {
			res[i] = T(int64(v) + c)
		}
	case op == plan.OpTimes:
		for i, v := range vals {
			res[i] = T(int64(v) * c)
		}
	case op == plan.OpMinus && !constLeft:
		for i, v := range vals {
			res[i] = T(int64(v) - c)
		}
	case op == plan.OpMinus:
		for i, v := range vals {
			res[i] = T(c - int64(v))
		}
	case !constLeft && c != 0 && op == plan.OpDivide:
		for i, v := range vals {
			res[i] = T(int64(v) / c)
		}
	case !constLeft && c != 0: // MOD
		for i, v := range vals {
			res[i] = T(int64(v) % c)
		}
	default: // / and MOD by a column, or by zero
		for i, v := range vals {
			if valid != nil && !valid[i] {
				continue
			}
			dividend, divisor := int64(v), c
			if constLeft {
				dividend, divisor = c, int64(v)
			}
			if divisor == 0 {
				out.buf.Release()
				return nil, true, runtimeError(classArithmetic, "/ by zero")
			}
			if op == plan.OpDivide {
				res[i] = T(dividend / divisor)
			} else {
				res[i] = T(dividend % divisor)
			}
		}
	}
	return out.finish(dt, valid, alloc), true, nil
}

// prepareExpr rewrites an expression, once as its operator is built, into one that gives the
// same results faster: a CASE whose results are literals, compared with a literal, becomes a
// CASE of the comparisons' results, and structurally equal subexpressions become one node
// (eval_cse.go). It returns e itself when nothing changes. A shared operand is rewritten once,
// and stays shared (eval_memo.go); prepareExprs shares across the expressions of a projection.
func prepareExpr(e plan.Expr) plan.Expr {
	return shareCommonSubexpressions([]plan.Expr{prepareShared(e, map[plan.Expr]plan.Expr{})})[0]
}

func prepareShared(e plan.Expr, done map[plan.Expr]plan.Expr) plan.Expr {
	switch e.(type) {
	case *plan.Cast, *plan.Call:
	default:
		return e
	}
	if p, ok := done[e]; ok {
		return p
	}
	p := e
	switch x := e.(type) {
	case *plan.Cast:
		if inner := prepareShared(x.X, done); inner != x.X {
			p = x.WithX(inner)
		}
	case *plan.Call:
		args := make([]plan.Expr, len(x.Args))
		changed := false
		for k, a := range x.Args {
			args[k] = prepareShared(a, done)
			changed = changed || args[k] != a
		}
		c := x
		if changed {
			c = x.WithArgs(args)
		}
		p = c
		if folded, ok := foldCaseComparison(c); ok {
			p = folded
		}
	default:
		// Partial by design: a leaf has nothing to prepare.
	}
	done[e] = p
	return p
}

func prepareExprs(es []plan.Expr) []plan.Expr {
	out := make([]plan.Expr, len(es))
	done := map[plan.Expr]plan.Expr{}
	for i, e := range es {
		out[i] = prepareShared(e, done)
	}
	return shareCommonSubexpressions(out)
}

// foldCaseComparison is CASE ... END op lit (or lit op CASE ... END) with every result of the
// CASE a literal, and lit an integer or a string, compared each result once.
func foldCaseComparison(e *plan.Call) (*plan.Call, bool) {
	if !e.Op.IsComparison() || len(e.Args) != 2 {
		return nil, false
	}
	op, x, lit := e.Op, e.Args[0], e.Args[1]
	l, isLit := lit.(*plan.Literal)
	if !isLit {
		op, _ = op.Flipped()
		x, lit = e.Args[1], e.Args[0]
		if l, isLit = lit.(*plan.Literal); !isLit {
			return nil, false
		}
	}
	c, isCall := x.(*plan.Call)
	if !isCall || l.Value == nil {
		return nil, false
	}
	switch class, _ := compareClassOf(c.T, l.T); class {
	case compareInts, compareStrings:
	default:
		return nil, false
	}
	return caseComparedWithConstant(op, c, l, e.T)
}

// constantArithmetic is x op c (c op x with constLeft) over a column of the result's type,
// wrapping at its width; / and MOD by zero fail on the first row that is not NULL.
func constantArithmetic[T int32 | int64](op plan.Op, vals []T, c T, constLeft bool, valid []bool, dt arrow.DataType, alloc memory.Allocator) (arrow.Array, bool, error) {
	out := newFixedColumn[T](alloc, len(vals))
	res := out.values
	switch {
	case op == "+":
		for i, v := range vals {
			res[i] = v + c
		}
	case op == "*":
		for i, v := range vals {
			res[i] = v * c
		}
	case op == "-" && !constLeft:
		for i, v := range vals {
			res[i] = v - c
		}
	case op == "-":
		for i, v := range vals {
			res[i] = c - v
		}
	case !constLeft && c != 0 && op == "/":
		for i, v := range vals {
			res[i] = v / c
		}
	case !constLeft && c != 0: // MOD
		for i, v := range vals {
			res[i] = v % c
		}
	default: // / and MOD by a column, or by zero
		for i, v := range vals {
			if valid != nil && !valid[i] {
				continue
			}
			dividend, divisor := v, c
			if constLeft {
				dividend, divisor = c, v
			}
			if divisor == 0 {
				out.buf.Release()
				return nil, true, runtimeError(classArithmetic, "/ by zero")
			}
			if op == "/" {
				res[i] = dividend / divisor
			} else {
				res[i] = dividend % divisor
			}
		}
	}
	return out.finish(dt, valid, alloc), true, nil
}

// caseComparedWithConstant turns CASE WHEN c1 THEN v1 ... ELSE vn END op lit, where every vi
// is a literal, into CASE WHEN c1 THEN (v1 op lit) ... END with each comparison computed once,
// as the original computes it: vi cast to the CASE's type, then compared. The conditions still
// run lazily, row by row as before. A comparison that fails is left to the rows that reach it.
func caseComparedWithConstant(op plan.Op, c *plan.Call, lit *plan.Literal, t types.Type) (*plan.Call, bool) {
	if c.Op != plan.OpCase {
		return nil, false
	}
	args := make([]plan.Expr, len(c.Args))
	copy(args, c.Args)
	for k := range args {
		isValue := k%2 == 1 || k == len(args)-1
		if !isValue {
			continue
		}
		v, ok := args[k].(*plan.Literal)
		if !ok {
			return nil, false
		}
		result, err := compareLiterals(op, v, c.T, lit)
		if err != nil {
			return nil, false
		}
		args[k] = result
	}
	return &plan.Call{Op: plan.OpCase, Args: args, T: t}, true
}

// compareLiterals is v (cast to t) op lit, as a BOOLEAN literal; NULL when v is.
func compareLiterals(op plan.Op, v *plan.Literal, t types.Type, lit *plan.Literal) (*plan.Literal, error) {
	if v.Value == nil || v.T.Kind == types.KindNull {
		return &plan.Literal{T: types.Boolean}, nil
	}
	one := connector.Batch{Record: array.NewRecordBatch(arrow.NewSchema(nil, nil), nil, 1)}
	defer one.Record.Release()
	var value plan.Expr = v
	if !v.T.EqualIgnoringNullability(t) {
		value = opaque(v, t)
	}
	call := &plan.Call{Op: op, Args: []plan.Expr{value, lit}, T: types.Boolean}
	arr, err := eval(call, one, memory.DefaultAllocator)
	if err != nil {
		return nil, err
	}
	defer arr.Release()
	b := arr.(*array.Boolean)
	if b.IsNull(0) {
		return &plan.Literal{T: types.Boolean}, nil
	}
	return &plan.Literal{Value: b.Value(0), T: types.Boolean}, nil
}

// opaque is a literal cast to t: evaluated as a column (of one row here), never as a constant.
func opaque(l *plan.Literal, t types.Type) plan.Expr {
	return &plan.Cast{X: l, T: t.WithNullable(l.T.Nullable())}
}

// concatWithConstants is CONCAT or || with some literal strings among its operands: those are
// copied into each row without a column of their own, and so are the digits of an operand that
// casts an integer to STRING (the seed job's CONCAT('customer-', CAST(cID AS STRING))). NULL
// when any operand is.
func concatWithConstants(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arr arrow.Array, ok bool, err error) {
	if e.Op != "CONCAT" && e.Op != "||" {
		return nil, false, nil
	}
	consts := make([]string, len(e.Args))
	isConst := make([]bool, len(e.Args))
	some := false
	for k, a := range e.Args {
		if l, isLit := a.(*plan.Literal); isLit {
			s, isString := l.Value.(string)
			if !isString {
				return nil, false, nil
			}
			consts[k], isConst[k], some = s, true, true
		}
	}
	if !some {
		return nil, false, nil
	}
	cols := make([]arrow.Array, len(e.Args))
	defer releaseAll(cols)
	strs := make([]*array.String, len(e.Args))
	ints := make([][]int64, len(e.Args))
	int32s := make([][]int32, len(e.Args)) // INT operands, read as they are
	var evaluated []arrow.Array
	for k, a := range e.Args {
		if isConst[k] {
			continue
		}
		if x, ok := intToStringCast(a); ok {
			// CAST(integer AS STRING): its digits are written into the row, with no string
			// column of their own (castIntsToString's format, Java's Long.toString).
			if cols[k], err = eval(x, b, alloc); err != nil {
				return nil, true, err
			}
			if a32, isInt32 := cols[k].(*array.Int32); isInt32 {
				int32s[k] = a32.Int32Values()
				evaluated = append(evaluated, cols[k])
				continue
			}
			if isIntegerArray(cols[k]) {
				ints[k] = int64sOf(cols[k], nil)
				evaluated = append(evaluated, cols[k])
				continue
			}
			cols[k].Release()
		}
		if cols[k], err = eval(a, b, alloc); err != nil {
			return nil, true, err
		}
		s, isString := cols[k].(*array.String)
		if !isString {
			return nil, false, nil
		}
		strs[k] = s
		evaluated = append(evaluated, s)
	}
	n := b.Len()
	nulls := false
	constBytes := 0
	for k := range e.Args {
		if isConst[k] {
			constBytes += len(consts[k])
		} else {
			nulls = nulls || cols[k].NullN() > 0
		}
	}
	out := newStringColumn(alloc, n, 16*n)
	// The row loop appends to local slices and stores them back only when the buffers grow: a
	// store into the column's fields per value would be a write barrier per value while the
	// collector marks.
	data, offsets := out.data, out.offsets
	for i := range n {
		if nulls && anyNull(evaluated, i) {
			out.nulls = append(out.nulls, len(offsets)-1)
			offsets = append(offsets, int32(len(data)))
			continue
		}
		need := constBytes
		for k := range e.Args {
			switch {
			case isConst[k]:
			case ints[k] != nil || int32s[k] != nil:
				need += 20 // the longest integer, -9223372036854775808
			default:
				need += len(strs[k].Value(i))
			}
		}
		if len(data)+need > cap(data) || len(offsets) == cap(offsets) {
			out.data, out.offsets = data, offsets
			out.growData(need)
			out.endValue() // grows the offsets as appending does; the row's own offset comes below
			out.offsets = out.offsets[:len(out.offsets)-1]
			data, offsets = out.data, out.offsets
		}
		for k := range e.Args {
			switch {
			case isConst[k]:
				data = append(data, consts[k]...)
			case int32s[k] != nil:
				data = strconv.AppendInt(data, int64(int32s[k][i]), 10)
			case ints[k] != nil:
				data = strconv.AppendInt(data, ints[k][i], 10)
			default:
				data = append(data, strs[k].Value(i)...)
			}
		}
		if len(data) > math.MaxInt32 {
			panic("exec: a string column over 2 GiB") // as stringColumn.endValue: the memory cap stops jobs long before
		}
		offsets = append(offsets, int32(len(data)))
	}
	out.data, out.offsets = data, offsets
	return out.finish(), true, nil
}

// intToStringCast is the integer operand of a CAST of an integer to a VARCHAR long enough for
// any integer (20 characters), a cast that cannot fail nor be cut: castArray's castIntsToString
// case, whose digits concatWithConstants writes itself.
func intToStringCast(e plan.Expr) (plan.Expr, bool) {
	c, ok := e.(*plan.Cast)
	if !ok || c.NullAsDefault || !c.X.Type().IsIntegerNumeric() || c.T.Kind != types.KindVarChar || c.T.Length < 20 {
		return nil, false
	}
	return c.X, true
}
