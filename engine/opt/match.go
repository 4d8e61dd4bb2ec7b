package opt

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// checkMatch checks a Match node's order keys and partition fields over its input, and that
// each condition and measure reads only its slots.
func checkMatch(n *plan.Match, over []plan.Field) error {
	for _, p := range n.PartitionBy {
		if p < 0 || p >= len(over) {
			return fmt.Errorf("%w: match partitioned by $%d of %d fields", ErrBrokenPlan, p, len(over))
		}
	}
	for _, k := range n.OrderBy {
		if err := checkExpr(n, k.Expr, over); err != nil {
			return err
		}
	}
	if len(n.Defines) != len(n.Vars) || len(n.DefineSlots) != len(n.Vars) {
		return fmt.Errorf("%w: match of %d variables with %d definitions", ErrBrokenPlan, len(n.Vars), len(n.Defines))
	}
	for v, d := range n.Defines {
		if d == nil {
			continue
		}
		if err := checkExpr(n, d, slotFields(n.DefineSlots[v])); err != nil {
			return err
		}
	}
	for _, m := range n.Measures {
		if err := checkExpr(n, m, slotFields(n.Slots)); err != nil {
			return err
		}
	}
	if len(n.Output) != len(n.PartitionBy)+len(n.Measures) {
		return fmt.Errorf("%w: match outputs %d fields for %d partition fields and %d measures", ErrBrokenPlan,
			len(n.Output), len(n.PartitionBy), len(n.Measures))
	}
	return nil
}

func slotFields(slots []plan.MatchSlot) []plan.Field {
	out := make([]plan.Field, len(slots))
	for i, s := range slots {
		out[i] = plan.Field{Name: fmt.Sprintf("$s%d", i), Type: s.T}
	}
	return out
}

// matchAttributes is a Match node's digest: everything that decides its rows.
func matchAttributes(n *plan.Match) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Match(partition=%v, order=[", n.PartitionBy)
	for i, k := range n.OrderBy {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s desc=%t", exprKey(k.Expr), k.Descending)
	}
	fmt.Fprintf(&b, "], vars=%v, pattern=%v, skip=%d/%d, within=%d, define=[", n.Vars, n.Pattern, n.Skip, n.SkipVar, n.Within)
	for v, d := range n.Defines {
		if d != nil {
			fmt.Fprintf(&b, "%d=%s %v; ", v, exprKey(d), slotKeys(n.DefineSlots[v]))
		}
	}
	b.WriteString("], measures=[")
	for i, m := range n.Measures {
		fmt.Fprintf(&b, "%s=%s; ", n.Names[i], exprKey(m))
	}
	fmt.Fprintf(&b, "], slots=%v)", slotKeys(n.Slots))
	return b.String()
}

func slotKeys(slots []plan.MatchSlot) string {
	parts := make([]string, len(slots))
	for i, s := range slots {
		arg := ""
		if s.Arg != nil {
			arg = exprKey(s.Arg)
		}
		parts[i] = fmt.Sprintf("%d/%d/%d/%d/%s(%s):%s", s.Kind, s.Var, s.Field, s.Offset, s.Agg, arg, s.T)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
