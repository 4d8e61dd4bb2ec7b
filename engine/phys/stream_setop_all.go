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
func (p *physical) streamSetOpAll(n *plan.SetOp) (*Node, error) {
	return p.setOpAll(n, func(union *Node, width int, out, calls, names []string, _ []plan.AggCall) *Node {
		sel := append([]string{}, out...)
		for i, c := range calls {
			sel = append(sel, c+" AS "+names[i])
		}
		return &Node{kind: KindGroupAggregate, inputs: []*Node{exchange(union, hashOf(union.fields, seqInts(width)))},
			fields: append(append([]string{}, out...), names...), source: n, part: first,
			attrs: []attr{{"groupBy", strings.Join(out, ", ")}, {"select", strings.Join(sel, ", ")}}}
	})
}

// countAggregate makes the aggregate of INTERSECT ALL or EXCEPT ALL over the marked UNION ALL
// of its inputs, grouped on the first width fields (out), computing the calls (printed, and as
// aggregate calls) into names.
type countAggregate func(union *Node, width int, out, calls, names []string, aggs []plan.AggCall) *Node

// setOpAll is INTERSECT ALL or EXCEPT ALL as Flink rewrites it, in either mode: aggregate makes
// the mode's aggregate.
func (p *physical) setOpAll(n *plan.SetOp, aggregate countAggregate) (*Node, error) {
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
	refs := func(fields []plan.Field, from int) []plan.Expr {
		exprs := make([]plan.Expr, len(fields))
		for i, f := range fields {
			exprs[i] = &plan.InputRef{Index: from + i, T: f.Type}
		}
		return exprs
	}
	boolean := types.Boolean.AsNotNull()
	count := types.BigInt.AsNotNull()
	intLit := func(v int32) *plan.Literal {
		return &plan.Literal{Value: v, T: types.Int.AsNotNull(), Text: strconv.Itoa(int(v))}
	}
	col := func(i int, t types.Type) *plan.InputRef { return &plan.InputRef{Index: i, T: t} }
	call := func(op plan.Op, t types.Type, args ...plan.Expr) *plan.Call {
		return &plan.Call{Op: op, Args: args, T: t}
	}
	var markers []string
	var leftMarks, rightMarks []plan.Expr
	var aggCalls []string
	var aggNames []string
	var aggs []plan.AggCall
	var times string
	var timesT types.Type
	var filter plan.Expr
	var keep []plan.Expr // the Calc above the aggregate: the repeat count, then the fields
	if n.Kind == plan.SetOpIntersect {
		isTrue := &plan.Literal{Value: true, T: boolean, Text: "TRUE"}
		null := &plan.Literal{T: types.Boolean, Text: "null"}
		markers = []string{"vcol_left_marker", "vcol_right_marker"}
		leftMarks = []plan.Expr{isTrue, null}
		rightMarks = []plan.Expr{null, isTrue}
		aggNames = []string{"vcol_left_cnt", "vcol_right_cnt"}
		aggCalls = []string{"COUNT(vcol_left_marker)", "COUNT(vcol_right_marker)"}
		aggs = []plan.AggCall{{Func: "COUNT", Arg: width, T: count}, {Func: "COUNT", Arg: width + 1, T: count}}
		l, r := col(width, count), col(width+1, count)
		times, timesT = "$f0", count
		keep = []plan.Expr{call("IF", count, call(">", boolean, l, r), r, l)}
		filter = call("AND", boolean, call(">=", boolean, l, intLit(1)), call(">=", boolean, r, intLit(1)))
	} else {
		one := &plan.Literal{Value: int64(1), T: count, Text: "1"}
		minusOne := &plan.Literal{Value: int64(-1), T: count, Text: "-1"}
		markers = []string{"vcol_marker"}
		leftMarks, rightMarks = []plan.Expr{one}, []plan.Expr{minusOne}
		aggNames = []string{"sum_vcol_marker"}
		aggCalls = []string{"SUM(vcol_marker)"}
		aggs = []plan.AggCall{{Func: "SUM", Arg: width, T: types.BigInt}}
		sum := col(width, types.BigInt)
		times, timesT = "sum_vcol_marker", types.BigInt
		keep = []plan.Expr{sum}
		filter = call(">", boolean, sum, intLit(0))
	}
	marked := append(append([]string{}, out...), markers...)
	// The markers' projection merges into a Calc below it, as Flink's FlinkCalcMergeRule does.
	markCalc := func(in *Node, fields []plan.Field, marks []plan.Expr) *Node {
		if in.kind == KindCalc && in.calcExprs != nil && len(in.inputs) == 1 {
			return p.calc(in.inputs[0], append(append([]plan.Expr{}, in.calcExprs...), marks...), in.calcCond, marked, nil)
		}
		return p.calc(in, append(refs(fields, 0), marks...), nil, marked, nil)
	}
	leftCalc := markCalc(left, n.Left.Fields(), leftMarks)
	rightCalc := markCalc(right, n.Right.Fields(), rightMarks)
	leftCalc.source = &plan.Project{Input: n.Left}
	rightCalc.source = &plan.Project{Input: n.Right}
	union := &Node{kind: KindUnion, inputs: []*Node{leftCalc, rightCalc}, fields: marked,
		source: &plan.SetOp{Kind: plan.SetOpUnion, All: true, Left: n.Left, Right: n.Right, Output: n.Output},
		attrs:  []attr{{"all", "true"}, {"union", strings.Join(marked, ", ")}}}

	agg := aggregate(union, width, out, aggCalls, aggNames, aggs)

	keep = append(keep, refs(n.Output, 0)...)
	kept := p.calc(agg, keep, filter, append([]string{times}, out...), n)
	kept.part = middle

	// The Correlate's row: the repeat count and the fields, then the repeated fields.
	row := plan.UniqueNames(append(append([]string{times}, out...), out...))
	rowTypes := []string{typeString(timesT, false) + " " + times}
	invocation := []string{"$0"}
	for i, f := range n.Output {
		rowTypes = append(rowTypes, typeString(f.Type, false)+" "+row[1+i])
		invocation = append(invocation, "$"+strconv.Itoa(1+i))
	}
	for i, f := range n.Output {
		rowTypes = append(rowTypes, typeString(f.Type, false)+" "+row[1+width+i])
	}
	correlate := &Node{kind: KindCorrelate, inputs: []*Node{kept}, fields: row, source: n, part: middle,
		attrs: []attr{
			{"invocation", "$REPLICATE_ROWS$1(" + strings.Join(invocation, ", ") + ")"},
			{"correlate", "table($REPLICATE_ROWS$1(" + strings.Join(kept.fields, ",") + "))"},
			{"select", strings.Join(row, ",")},
			{"rowType", "RecordType(" + strings.Join(rowTypes, ", ") + ")"},
			{"joinType", plan.JoinInner.String()}}}
	top := p.calc(correlate, refs(n.Output, 1+width), nil, out, n)
	top.part = last
	return top, nil
}
