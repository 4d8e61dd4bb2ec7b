package exec

import (
	"slices"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// conditional evaluates CASE and COALESCE lazily, as Flink's generated code does: a branch is
// evaluated only on the rows that reach it, so CASE WHEN x <> 0 THEN 1 / x END never divides by
// zero. Each step runs on a batch of the rows still undecided (the batch itself while that is
// every row; no batch at all for a constant); each branch's values, cast to the result type,
// are then gathered into the result in typed loops.
func conditional(e *plan.Call, b connector.Batch, alloc memory.Allocator) (arrow.Array, error) {
	if isBoolLiteralCase(e) {
		return boolLiteralCase(e, b, alloc)
	}
	c := &cases{b: b, alloc: alloc, t: e.T, src: make([]int32, b.Len())}
	defer c.release()
	for i := range c.src {
		c.src[i] = -1 // NULL unless a branch sets it
	}
	pending := make([]int, b.Len())
	for i := range pending {
		pending[i] = i
	}
	switch e.Op {
	case plan.OpCase:
		args := e.Args
		for len(args) >= 2 && len(pending) > 0 {
			yes, no, err := c.split(args[0], pending, false)
			if err != nil {
				return nil, err
			}
			if err := c.set(args[1], yes); err != nil {
				return nil, err
			}
			pending, args = no, args[2:]
		}
		if len(args) == 1 {
			if err := c.set(args[0], pending); err != nil {
				return nil, err
			}
		}
	case plan.OpCoalesce:
		for _, arg := range e.Args {
			if len(pending) == 0 {
				break
			}
			// Rows where this argument is not NULL take its value; the others try the next.
			done, rest, err := c.split(arg, pending, true)
			if err != nil {
				return nil, err
			}
			if err := c.set(arg, done); err != nil {
				return nil, err
			}
			pending = rest
		}
	}
	return c.gather()
}

// cases collects the branches' values of a CASE or COALESCE over one batch: row i of the result
// is row pos[i] of parts[src[i]], or NULL where src[i] is -1; pos is nil while every part is a
// constant, whose rows all read its row 0.
type cases struct {
	b        connector.Batch
	alloc    memory.Allocator
	t        types.Type
	parts    []arrow.Array
	src, pos []int32
}

func (c *cases) release() { releaseAll(c.parts) }

// evalOn evaluates expr on the given rows of the batch (ascending).
func (c *cases) evalOn(expr plan.Expr, rows []int) (arrow.Array, error) {
	if len(rows) == c.b.Len() {
		return eval(expr, c.b, c.alloc)
	}
	// A shared node already computed on the whole batch (a CASE's condition read it) gives
	// these rows from its value: evaluating it again on the rows alone would double the work at
	// every level of nested CASEs and COALESCEs over it.
	if s, ok := c.alloc.(*evalScope); ok {
		if v, ok := s.values[evalKey{expr, c.b.Record}]; ok {
			return takeArray(v, rows, c.alloc)
		}
	}
	if !refsAny(expr) { // a constant needs only the number of rows
		empty := connector.Batch{Record: array.NewRecordBatch(arrow.NewSchema(nil, nil), nil, int64(len(rows)))}
		defer empty.Record.Release()
		return eval(expr, empty, c.alloc)
	}
	sub, err := takeRecord(c.b, rows, c.alloc)
	if err != nil {
		return nil, err
	}
	defer sub.Record.Release()
	return eval(expr, sub, c.alloc)
}

// set evaluates expr on the given rows and makes its values theirs, cast to the result type.
func (c *cases) set(expr plan.Expr, rows []int) error {
	if len(rows) == 0 || expr.Type().Kind == types.KindNull {
		return nil // a bare NULL branch leaves its rows NULL
	}
	// A literal is evaluated on one row, which every row it decides then reads.
	_, constant := expr.(*plan.Literal)
	evalRows := rows
	if constant {
		evalRows = []int{rows[0]}
	}
	arr, err := c.evalOn(expr, evalRows)
	if err != nil {
		return err
	}
	if !expr.Type().EqualIgnoringNullability(c.t) {
		cast, err := castArray(arr, expr.Type(), c.t, false, nil, c.alloc)
		arr.Release()
		if err != nil {
			return err
		}
		arr = cast
	}
	part := int32(len(c.parts))
	c.parts = append(c.parts, arr)
	if constant { // its rows read its row 0, pos's zero
		for _, row := range rows {
			c.src[row] = part
		}
		return nil
	}
	if c.pos == nil {
		c.pos = make([]int32, len(c.src))
	}
	for k, row := range rows {
		c.src[row], c.pos[row] = part, int32(k)
	}
	return nil
}

// split evaluates a condition on the pending rows and returns those where it holds (TRUE, or
// with notNull not NULL) and those where it does not.
func (c *cases) split(cond plan.Expr, pending []int, notNull bool) (yes, no []int, err error) {
	arr, err := c.evalOn(cond, pending)
	if err != nil {
		return nil, nil, err
	}
	defer arr.Release()
	// One slice holds both: yes from the front, no from the back (reversed at the end).
	both := make([]int, len(pending))
	front, back := 0, len(both)
	var values *array.Boolean
	if !notNull {
		values = arr.(*array.Boolean)
	}
	nulls := arr.NullN() > 0
	for k, row := range pending {
		holds := !nulls || arr.IsValid(k)
		if values != nil {
			holds = holds && values.Value(k)
		}
		if holds {
			both[front] = row
			front++
		} else {
			back--
			both[back] = row
		}
	}
	yes, no = both[:front:front], both[front:]
	slices.Reverse(no)
	return yes, no, nil
}

// gather builds the result from the parts, in typed loops for the common layouts.
func (c *cases) gather() (arrow.Array, error) {
	if types.ArrowType(c.t).ID() == arrow.STRING {
		return gatherCaseStrings(c.parts, c.src, c.pos, c.alloc), nil
	}
	out := array.NewBuilder(c.alloc, types.ArrowType(c.t))
	defer out.Release()
	out.Reserve(len(c.src))
	if !gatherTyped(out, c.parts, c.src, c.pos) {
		for i, p := range c.src {
			if p < 0 {
				out.AppendNull()
				continue
			}
			if err := appendRows(out, c.parts[p], []int{int(posAt(c.pos, i))}); err != nil {
				return nil, err
			}
		}
	}
	return out.NewArray(), nil
}

// gatherTyped appends row pos[i] of parts[src[i]] (NULL for src[i] < 0) for every i, when the
// builder's layout has a typed loop; false when it has none.
func gatherTyped(b array.Builder, parts []arrow.Array, src, pos []int32) bool {
	switch b := b.(type) {
	case *array.Int32Builder:
		gatherValues(b, parts, src, pos, (*array.Int32).Int32Values)
	case *array.Int64Builder:
		gatherValues(b, parts, src, pos, (*array.Int64).Int64Values)
	case *array.Float64Builder:
		gatherValues(b, parts, src, pos, (*array.Float64).Float64Values)
	case *array.BooleanBuilder:
		for i, p := range src {
			if k := int(posAt(pos, i)); p < 0 || parts[p].IsNull(k) {
				b.AppendNull()
			} else {
				b.Append(parts[p].(*array.Boolean).Value(k))
			}
		}
	default:
		return false
	}
	return true
}

// gatherCaseStrings is gatherTyped for strings.
func gatherCaseStrings(parts []arrow.Array, src, pos []int32, alloc memory.Allocator) arrow.Array {
	strs := make([]*array.String, len(parts))
	size := 0
	for k, p := range parts {
		strs[k] = p.(*array.String)
		size += len(strs[k].ValueBytes())
	}
	out := newStringColumn(alloc, len(src), max(size, 8*len(src))) // constant parts are one row
	for i, p := range src {
		if k := int(posAt(pos, i)); p < 0 || strs[p].IsNull(k) {
			out.appendNull()
		} else {
			out.append(strs[p].Value(k))
		}
	}
	return out.finish()
}

// gatherValues is gatherTyped for a fixed-width layout read through its values slice.
func gatherValues[T any, A arrow.Array](b interface {
	Append(T)
	AppendNull()
}, parts []arrow.Array, src, pos []int32, values func(A) []T) {
	vals := make([][]T, len(parts))
	for k, p := range parts {
		vals[k] = values(p.(A))
	}
	for i, p := range src {
		if k := posAt(pos, i); p < 0 || parts[p].IsNull(int(k)) {
			b.AppendNull()
		} else {
			b.Append(vals[p][k])
		}
	}
}

// posAt is pos[i], 0 when pos is nil (every part a constant).
func posAt(pos []int32, i int) int32 {
	if pos == nil {
		return 0
	}
	return pos[i]
}
