package opt

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// rankAttributes describes an Over or Rank node for its digest.
func rankAttributes(n plan.Node) string {
	switch n := n.(type) {
	case *plan.Over:
		calls := make([]string, len(n.Calls))
		for i, c := range n.Calls {
			calls[i] = c.Format(exprKey)
		}
		return "Over(" + strings.Join(calls, ", ") + ")"
	case *plan.Rank:
		ks := make([]string, len(n.OrderBy))
		for i, k := range n.OrderBy {
			ks[i] = fmt.Sprintf("%s desc=%t nullsFirst=%t", exprKey(k.Expr), k.Descending, k.NullsFirst)
		}
		return fmt.Sprintf("Rank(%s, partition=%v, order=[%s], range=[%d, %d], number=%t)",
			n.Func, n.PartitionBy, strings.Join(ks, ", "), n.Start, n.End, n.OutputRankNumber)
	default:
		// nodeAttributes passes only these two: a digest by type alone would merge nodes.
		panic(plan.UnknownKind("opt.rankAttributes", n))
	}
}
