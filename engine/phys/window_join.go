package phys

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// windowJoin is Flink's StreamPhysicalWindowJoin: one WindowJoin node over an Exchange of each
// input hashed on the equality pairs besides the windows' (to one task without any), naming
// each side's window as attached to its window_start and window_end columns. Its where is the
// condition without the window columns' equalities, the other pairs first, as Flink's
// WindowJoinUtil composes it; true when nothing remains.
func (p *physical) windowJoin(n *plan.Join, shape plan.WindowJoinShape) (*Node, error) {
	switch n.Kind {
	case plan.JoinInner, plan.JoinLeft, plan.JoinRight, plan.JoinFull, plan.JoinSemi, plan.JoinAnti:
	default:
		return nil, notExplainable("window joins of kind " + n.Kind.String())
	}
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
	var pairs, rest []plan.Expr
	for _, c := range plan.Conjuncts(n.Cond) {
		if slices.Contains(shape.Window, c) {
			continue
		}
		switch call, _ := c.(*plan.Call); {
		case isEqualityPair(c, nl):
			pairs = append(pairs, c)
		case call != nil && call.Op == plan.OpIsNotFalse:
			// A NOT IN's x = y IS NOT FALSE, as Calcite expands it.
			expanded, ok := expandedNotIn(c)
			if !ok {
				return nil, notExplainable("NOT IN window joins of this shape")
			}
			rest = append(rest, expanded)
		default:
			rest = append(rest, c)
		}
	}
	where := "true"
	if remain := append(pairs, rest...); len(remain) == 1 {
		where = p.expr(sargify(remain[0]), row)
	} else if len(remain) > 1 {
		nullable := false
		for _, c := range remain {
			nullable = nullable || c.Type().Nullable()
		}
		and := &plan.Call{Op: plan.OpAnd, Args: remain, T: types.Boolean.WithNullable(nullable)}
		where = p.expr(sargify(and), row)
	}
	fields := row[:n.Shape().Width(len(left.fields), len(right.fields))]
	attrs := []attr{
		{"leftWindow", attachedWindow(shape.Left, left.fields[shape.LeftStart], left.fields[shape.LeftEnd])},
		{"rightWindow", attachedWindow(shape.Right, right.fields[shape.RightStart], right.fields[shape.RightEnd])},
		{"joinType", joinTypes[n.Kind]}, {"where", where}, {"select", strings.Join(fields, ", ")}}
	hashed := func(in *Node, keys []int) *Node {
		if len(keys) == 0 {
			return exchange(in, "single")
		}
		return exchange(in, hashOf(in.fields, keys))
	}
	return &Node{kind: KindWindowJoin, fields: fields, attrs: attrs, source: n,
		inputs: []*Node{hashed(left, shape.LeftKeys), hashed(right, shape.RightKeys)}}, nil
}

// attachedWindow is a window as a window join prints it, by its window_start and window_end
// columns: TUMBLE(win_start=[window_start], win_end=[window_end], size=[5 s]).
func attachedWindow(w *plan.WindowTVF, start, end string) string {
	return windowSpec(w, "win_start=["+start+"], win_end=["+end+"]")
}

// isEqualityPair reports whether c equates a column of each input of a join whose left input
// has nl fields: a join key.
func isEqualityPair(c plan.Expr, nl int) bool {
	call, ok := c.(*plan.Call)
	if !ok || call.Op != plan.OpEquals || len(call.Args) != 2 {
		return false
	}
	a, okA := call.Args[0].(*plan.InputRef)
	b, okB := call.Args[1].(*plan.InputRef)
	return okA && okB && (a.Index < nl) != (b.Index < nl)
}
