package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// streamSetOpAll prints INTERSECT ALL and EXCEPT ALL as Flink's streaming planner rewrites them
// (RewriteIntersectAllRule, RewriteMinusAllRule): each input gets marker columns, a UNION ALL
// of the two feeds an aggregate grouped on every field that counts each side's rows, a Calc
// keeps the rows the counts let through with how often to repeat them first, and a Correlate
// with the table function $REPLICATE_ROWS$1 repeats them; a Calc selects the repeated fields.
// INTERSECT ALL counts the two sides' non-NULL markers (COUNT of true and NULL:BOOLEAN) and
// repeats a row the smaller count of times when both are at least 1; EXCEPT ALL sums 1 and -1
// markers and repeats a row the sum's times when it is positive.
//
// lowered, when not nil, holds the plan nodes the set operation was lowered into
// (setop_all_lower.go).
func (p *physical) streamSetOpAll(n *plan.SetOp, lowered *loweredSetOpAll) (*Node, error) {
	return p.setOpAll(n, lowered, func(union *Node, width int, out, calls, names []string, _ []plan.AggCall, source plan.Node) *Node {
		sel := append([]string{}, out...)
		for i, c := range calls {
			sel = append(sel, c+" AS "+names[i])
		}
		agg := &Node{kind: KindGroupAggregate, inputs: []*Node{exchange(union, hashOf(union.fields, seqInts(width)))},
			fields: append(append([]string{}, out...), names...), source: source, part: first,
			attrs: []attr{{"groupBy", strings.Join(out, ", ")}, {"select", strings.Join(sel, ", ")}}}
		if lowered != nil {
			agg.part = whole
		}
		return agg
	})
}

// countAggregate makes the aggregate of INTERSECT ALL or EXCEPT ALL over the marked UNION ALL
// of its inputs, grouped on the first width fields (out), computing the calls (printed, and as
// aggregate calls) into names, standing for source.
type countAggregate func(union *Node, width int, out, calls, names []string, aggs []plan.AggCall, source plan.Node) *Node

// setOpAllShape is what INTERSECT ALL or EXCEPT ALL adds to its inputs and computes over
// them, as Flink's RewriteIntersectAllRule and RewriteMinusAllRule do.
type setOpAllShape struct {
	markers               []string    // the marker columns' names
	leftMarks, rightMarks []plan.Expr // each side's marker values
	aggCalls, aggNames    []string    // the count aggregate's calls as printed, and their names
	aggs                  []plan.AggCall
	times                 string // the repeat count's name
	timesT                types.Type
	// keep is the Calc above the aggregate without the fields: the repeat count (IF(...) as
	// Flink prints it); filter its condition.
	keep   []plan.Expr
	filter plan.Expr
}

func newSetOpAllShape(n *plan.SetOp) setOpAllShape {
	width := len(n.Output)
	boolean := types.Boolean.AsNotNull()
	count := types.BigInt.AsNotNull()
	intLit := func(v int32) *plan.Literal {
		return &plan.Literal{Value: v, T: types.Int.AsNotNull(), Text: strconv.Itoa(int(v))}
	}
	col := func(i int, t types.Type) *plan.InputRef { return &plan.InputRef{Index: i, T: t} }
	call := func(op plan.Op, t types.Type, args ...plan.Expr) *plan.Call {
		return &plan.Call{Op: op, Args: args, T: t}
	}
	var s setOpAllShape
	if n.Kind == plan.SetOpIntersect {
		isTrue := &plan.Literal{Value: true, T: boolean, Text: "TRUE"}
		null := &plan.Literal{T: types.Boolean, Text: "null"}
		s.markers = []string{"vcol_left_marker", "vcol_right_marker"}
		s.leftMarks = []plan.Expr{isTrue, null}
		s.rightMarks = []plan.Expr{null, isTrue}
		s.aggNames = []string{"vcol_left_cnt", "vcol_right_cnt"}
		s.aggCalls = []string{"COUNT(vcol_left_marker)", "COUNT(vcol_right_marker)"}
		s.aggs = []plan.AggCall{{Func: "COUNT", Arg: width, T: count}, {Func: "COUNT", Arg: width + 1, T: count}}
		l, r := col(width, count), col(width+1, count)
		s.times, s.timesT = "$f0", count
		s.keep = []plan.Expr{call("IF", count, call(plan.OpGreater, boolean, l, r), r, l)}
		s.filter = call(plan.OpAnd, boolean, call(plan.OpGreaterOrEqual, boolean, l, intLit(1)),
			call(plan.OpGreaterOrEqual, boolean, r, intLit(1)))
	} else {
		one := &plan.Literal{Value: int64(1), T: count, Text: "1"}
		minusOne := &plan.Literal{Value: int64(-1), T: count, Text: "-1"}
		s.markers = []string{"vcol_marker"}
		s.leftMarks, s.rightMarks = []plan.Expr{one}, []plan.Expr{minusOne}
		s.aggNames = []string{"sum_vcol_marker"}
		s.aggCalls = []string{"SUM(vcol_marker)"}
		s.aggs = []plan.AggCall{{Func: "SUM", Arg: width, T: types.BigInt}}
		sum := col(width, types.BigInt)
		s.times, s.timesT = "sum_vcol_marker", types.BigInt
		s.keep = []plan.Expr{sum}
		s.filter = call(plan.OpGreater, boolean, sum, intLit(0))
	}
	return s
}

// fieldRefs are references to fields, the first at index from.
func fieldRefs(fields []plan.Field, from int) []plan.Expr {
	exprs := make([]plan.Expr, len(fields))
	for i, f := range fields {
		exprs[i] = &plan.InputRef{Index: from + i, T: f.Type}
	}
	return exprs
}

// setOpAll is INTERSECT ALL or EXCEPT ALL as Flink rewrites it, in either mode: aggregate makes
// the mode's aggregate. lowered, when not nil, holds the plan nodes the set operation was
// lowered into (setop_all_lower.go), which the nodes stand for and run as; else each stands
// for the set operation, which runs as one operator.
func (p *physical) setOpAll(n *plan.SetOp, lowered *loweredSetOpAll, aggregate countAggregate) (*Node, error) {
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	out := plan.FieldNames(n.Output)
	width := len(out)
	shape := newSetOpAllShape(n)
	marked := append(append([]string{}, out...), shape.markers...)
	// The markers' projection merges into a Calc below it, as Flink's FlinkCalcMergeRule does.
	markCalc := func(in *Node, fields []plan.Field, marks []plan.Expr) *Node {
		if in.kind == KindCalc && in.calcExprs != nil && len(in.inputs) == 1 {
			return p.calc(in.inputs[0], append(append([]plan.Expr{}, in.calcExprs...), marks...), in.calcCond, marked, nil)
		}
		return p.calc(in, append(fieldRefs(fields, 0), marks...), nil, marked, nil)
	}
	leftCalc := markCalc(left, n.Left.Fields(), shape.leftMarks)
	rightCalc := markCalc(right, n.Right.Fields(), shape.rightMarks)
	var unionSource, aggSource, keptSource, correlateSource, topSource plan.Node = &plan.SetOp{Kind: plan.SetOpUnion,
		All: true, Left: n.Left, Right: n.Right, Output: n.Output}, n, n, n, n
	if lowered != nil {
		leftCalc.source, rightCalc.source = lowered.left, lowered.right
		unionSource, aggSource, keptSource = lowered.union, lowered.agg, lowered.kept
		correlateSource, topSource = lowered.replicate, lowered.top
	} else {
		leftCalc.source = &plan.Project{Input: n.Left}
		rightCalc.source = &plan.Project{Input: n.Right}
	}
	union := &Node{kind: KindUnion, inputs: []*Node{leftCalc, rightCalc}, fields: marked, source: unionSource,
		attrs: []attr{{"all", "true"}, {"union", strings.Join(marked, ", ")}}}

	agg := aggregate(union, width, out, shape.aggCalls, shape.aggNames, shape.aggs, aggSource)

	keep := append(append([]plan.Expr{}, shape.keep...), fieldRefs(n.Output, 0)...)
	kept := p.calc(agg, keep, shape.filter, append([]string{shape.times}, out...), keptSource)

	// The Correlate's row: the repeat count and the fields, then the repeated fields.
	row := plan.UniqueNames(append(append([]string{shape.times}, out...), out...))
	rowTypes := []string{typeString(shape.timesT, false) + " " + shape.times}
	invocation := []string{"$0"}
	for i, f := range n.Output {
		rowTypes = append(rowTypes, typeString(f.Type, false)+" "+row[1+i])
		invocation = append(invocation, "$"+strconv.Itoa(1+i))
	}
	for i, f := range n.Output {
		rowTypes = append(rowTypes, typeString(f.Type, false)+" "+row[1+width+i])
	}
	correlate := &Node{kind: KindCorrelate, inputs: []*Node{kept}, fields: row, source: correlateSource,
		attrs: []attr{
			{"invocation", "$REPLICATE_ROWS$1(" + strings.Join(invocation, ", ") + ")"},
			{"correlate", "table($REPLICATE_ROWS$1(" + strings.Join(kept.fields, ",") + "))"},
			{"select", strings.Join(row, ",")},
			{"rowType", "RecordType(" + strings.Join(rowTypes, ", ") + ")"},
			{"joinType", plan.JoinInner.String()}}}
	top := p.calc(correlate, fieldRefs(n.Output, 1+width), nil, out, topSource)
	if lowered == nil {
		kept.part, correlate.part, top.part = middle, middle, last
	}
	return top, nil
}
