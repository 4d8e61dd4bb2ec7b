package phys

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// temporalJoin is Flink's StreamPhysicalTemporalJoin over an event-time versioned side: one
// TemporalJoin node over an Exchange of each input hashed on its join key, whose condition is
// the join's and Flink's marker of the temporal one, naming the two rowtimes, the versioned
// side's primary key and the join keys.
func (p *physical) temporalJoin(n *plan.TemporalJoin) (*Node, error) {
	left, err := p.build(n.Left)
	if err != nil {
		return nil, err
	}
	right, err := p.build(n.Right)
	if err != nil {
		return nil, err
	}
	row := plan.UniqueNames(append(append([]string{}, left.fields...), right.fields...))
	nl := len(left.fields)
	lk, rk := plan.EquiKeys(n.AsJoin())
	fields := append(append([]plan.Field{}, n.Left.Fields()...), n.Right.Fields()...)
	refs := func(idx []int, offset int) []plan.Expr {
		out := make([]plan.Expr, len(idx))
		for i, k := range idx {
			out[i] = &plan.InputRef{Index: k + offset, T: fields[k+offset].Type}
		}
		return out
	}
	marker := func(op string, args []plan.Expr) plan.Expr {
		return &plan.Call{Op: plan.Op(op), Args: args, T: types.Boolean.AsNotNull()}
	}
	temporal := marker("__TEMPORAL_JOIN_CONDITION", append(refs([]int{n.LeftTime, nl + n.RightTime}, 0),
		marker("__TEMPORAL_JOIN_CONDITION_PRIMARY_KEY", refs(n.RightKey, nl)),
		marker("__TEMPORAL_JOIN_LEFT_KEY", refs(lk, 0)),
		marker("__TEMPORAL_JOIN_RIGHT_KEY", refs(rk, nl))))
	where := p.expr(plan.And(sargify(n.Cond), temporal), row)
	attrs := []attr{{"joinType", joinTypes[n.Kind]}, {"where", where}, {"select", strings.Join(row, ", ")}}
	return &Node{kind: KindTemporalJoin, fields: row, attrs: attrs, source: n,
		inputs: []*Node{exchange(left, hashOf(left.fields, lk)), exchange(right, hashOf(right.fields, rk))}}, nil
}

// astTemporalJoin prints a temporal join as Calcite's conversion leaves it: a LogicalCorrelate
// of the left side with a filter of the ON condition over a LogicalSnapshot of the right side,
// the left side's fields read through the correlation variable $cor0.
func astTemporalJoin(n *plan.TemporalJoin) *Node {
	left := n.Left.Fields()
	nl := len(left)
	var required []int
	correlated := func(e plan.Expr) plan.Expr {
		return plan.MapRefs(e, func(r *plan.InputRef) plan.Expr {
			if r.Index < nl {
				if !slices.Contains(required, r.Index) {
					required = append(required, r.Index)
				}
				return &plan.CorrelRef{Index: r.Index, T: r.T, Name: left[r.Index].Name}
			}
			return &plan.InputRef{Index: r.Index - nl, T: r.T}
		})
	}
	cond := correlated(n.Cond)
	period := correlated(&plan.InputRef{Index: n.LeftTime, T: left[n.LeftTime].Type})
	slices.Sort(required)
	cols := make([]string, len(required))
	for i, c := range required {
		cols[i] = strconv.Itoa(c)
	}
	snapshot := &Node{kind: KindLogicalSnapshot, inputs: []*Node{astNode(n.Right)}, attrs: []attr{{"period", rexDigest(period)}}}
	filter := &Node{kind: KindLogicalFilter, inputs: []*Node{snapshot}, attrs: []attr{{"condition", rexDigest(cond)}}}
	return &Node{kind: KindLogicalCorrelate, inputs: []*Node{astNode(n.Left), filter}, attrs: []attr{
		{"correlation", "$cor0"}, {"joinType", strings.ToLower(n.Kind.String())},
		{"requiredColumns", "{" + strings.Join(cols, ", ") + "}"}}}
}
