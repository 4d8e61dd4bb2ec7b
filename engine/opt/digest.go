package opt

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Digest is a node's canonical description: its kind, attributes and output row type, and its
// inputs' digests. Two nodes with one digest compute the same rows, so sub-plan reuse makes
// them one node, as Flink's digests (explain terms plus row type) do.
func Digest(n plan.Node) string {
	var b strings.Builder
	writeDigest(&b, n, map[plan.Node]string{})
	return b.String()
}

func writeDigest(b *strings.Builder, n plan.Node, memo map[plan.Node]string) {
	if d, ok := memo[n]; ok {
		b.WriteString(d)
		return
	}
	var s strings.Builder
	s.WriteString(nodeAttributes(n))
	s.WriteString(" -> [")
	for i, f := range n.Fields() {
		if i > 0 {
			s.WriteString(", ")
		}
		s.WriteString(f.Name + " " + f.Type.String())
	}
	s.WriteString("]")
	for _, in := range n.Inputs() {
		s.WriteString("\n  (")
		writeDigest(&s, in, memo)
		s.WriteString(")")
	}
	memo[n] = s.String()
	b.WriteString(memo[n])
}

func keys(es []plan.Expr) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = exprKey(e)
	}
	return strings.Join(parts, ", ")
}

// nodeAttributes describes a node without its inputs.
func nodeAttributes(n plan.Node) string {
	if d, ok := timeNodeDigest(n); ok {
		return d
	}
	switch n := n.(type) {
	case *plan.Scan:
		return fmt.Sprintf("Scan(%s, columns=%v, filter=[%s], limit=%d)", n.ID, n.Columns, keys(n.Filters), n.Limit)
	case *plan.Values:
		rows := make([]string, len(n.Rows))
		for i, r := range n.Rows {
			rows[i] = "{" + keys(r) + "}"
		}
		return fmt.Sprintf("Values(union=%t, %s)", n.Union, strings.Join(rows, ", "))
	case *plan.Calc:
		cond := ""
		if n.Cond != nil {
			cond = exprKey(n.Cond)
		}
		return fmt.Sprintf("Calc(select=[%s], where=[%s])", keys(n.Exprs), cond)
	case *plan.Project:
		return fmt.Sprintf("Project(%d, %s)", n.Kind, keys(n.Exprs))
	case *plan.Filter:
		return fmt.Sprintf("Filter(%s)", exprKey(n.Cond))
	case *plan.Aggregate:
		return fmt.Sprintf("Aggregate(keys=%d, calls=%v)", n.Keys, n.Calls)
	case *plan.Join:
		cond := ""
		if n.Cond != nil {
			cond = exprKey(n.Cond)
		}
		in := ""
		if n.In != nil {
			in = fmt.Sprintf(", in=[%s, %s, correlated=%t]", exprKey(n.In.Left), exprKey(n.In.Cmp), n.In.Correlated)
		}
		return fmt.Sprintf("Join(%s, %s%s)", n.Kind, cond, in)
	case *plan.Sort:
		ks := make([]string, len(n.Keys))
		for i, k := range n.Keys {
			ks[i] = fmt.Sprintf("%s desc=%t nullsFirst=%t", exprKey(k.Expr), k.Descending, k.NullsFirst)
		}
		return fmt.Sprintf("Sort([%s], offset=%d, limit=%d)", strings.Join(ks, ", "), n.Offset, n.Limit)
	case *plan.SetOp:
		return fmt.Sprintf("SetOp(%s, all=%t)", n.Kind, n.All)
	case *plan.Over, *plan.Rank:
		return rankAttributes(n)
	case *plan.Sink:
		return fmt.Sprintf("Sink(%s, overwrite=%t, partition=%v)", n.ID, n.Overwrite, n.StaticPartition)
	}
	return fmt.Sprintf("%T", n)
}

type stringsBuilder struct{ strings.Builder }
