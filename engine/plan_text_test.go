package engine

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// graphText prints an optimized plan graph in the stable form of the optimizer's golden files:
// one node a line, its inputs indented below it, each root in turn. A node that several parents
// share prints in full where it is first met, marked (reuse_id=[n]), and as
// Reused(reference_id=[n]) elsewhere, as Flink's EXPLAIN marks reuse.
func graphText(g *opt.Graph) (string, error) {
	p := &planPrinter{graph: g, ids: map[plan.Node]int{}}
	for _, r := range g.Roots {
		if err := p.node(r, 0); err != nil {
			return "", err
		}
	}
	return p.b.String(), nil
}

type planPrinter struct {
	graph *opt.Graph
	ids   map[plan.Node]int
	b     strings.Builder
}

func (p *planPrinter) node(n plan.Node, depth int) error {
	p.b.WriteString(strings.Repeat("  ", depth))
	if id, ok := p.ids[n]; ok {
		fmt.Fprintf(&p.b, "Reused(reference_id=[%d])\n", id)
		return nil
	}
	text, err := nodeText(n)
	if err != nil {
		return err
	}
	p.b.WriteString(text)
	if p.graph.Shared(n) {
		p.ids[n] = len(p.ids) + 1
		fmt.Fprintf(&p.b, "(reuse_id=[%d])", p.ids[n])
	}
	p.b.WriteString("\n")
	for _, in := range n.Inputs() {
		if err := p.node(in, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// nodeText describes one node without its inputs: its kind and the attributes a pass can
// change. A kind without a form here fails, so that a new kind is added to the printer rather
// than printed as something else.
func nodeText(n plan.Node) (string, error) {
	switch n := n.(type) {
	case *plan.Values:
		rows := make([]string, len(n.Rows))
		for i, r := range n.Rows {
			rows[i] = "{" + exprList(r) + "}"
		}
		return attrs("Values", "tuples", "["+strings.Join(rows, ", ")+"]", "union", boolAttr(n.Union)), nil
	case *plan.Scan:
		limit := ""
		if n.Limit > 0 {
			limit = strconv.FormatInt(n.Limit, 10)
		}
		filter := ""
		if n.Filters != nil {
			filter = "[" + exprList(n.Filters) + "]"
		}
		hints := ""
		if len(n.Hints) > 0 {
			hints = plan.HintsText(n.Hints)
		}
		return attrs("Scan", "table", n.ID.Object, "columns", intList(n.Columns), "filter", filter, "limit", limit,
			"hints", hints), nil
	case *plan.Project:
		return attrs("Project", "select", "["+exprList(n.Exprs)+"]"), nil
	case *plan.Filter:
		return attrs("Filter", "where", "["+n.Cond.String()+"]"), nil
	case *plan.Calc:
		where := ""
		if n.Cond != nil {
			where = "[" + n.Cond.String() + "]"
		}
		return attrs("Calc", "select", "["+exprList(n.Exprs)+"]", "where", where), nil
	case *plan.Aggregate:
		calls := make([]string, len(n.Calls))
		for i, c := range n.Calls {
			calls[i] = aggCallText(c)
		}
		sets := ""
		if n.GroupSets != nil {
			sets = fmt.Sprint(n.GroupSets)
		}
		return attrs("Aggregate", "keys", strconv.Itoa(n.Keys), "sets", sets, "calls", "["+strings.Join(calls, ", ")+"]"), nil
	case *plan.Join:
		cond := ""
		if n.Cond != nil {
			cond = "[" + n.Cond.String() + "]"
		}
		in := ""
		if n.In != nil {
			in = fmt.Sprintf("[%s, %s, correlated=%t]", n.In.Left, n.In.Cmp, n.In.Correlated)
		}
		return attrs("Join", "kind", n.Kind.String(), "on", cond, "in", in), nil
	case *plan.TemporalJoin:
		return attrs("TemporalJoin", "kind", n.Kind.String(), "on", "["+n.Cond.String()+"]",
			"asOf", "$"+strconv.Itoa(n.LeftTime), "version", "$"+strconv.Itoa(n.RightTime), "key", intList(n.RightKey)), nil
	case *plan.Sort:
		keys := make([]string, len(n.Keys))
		for i, k := range n.Keys {
			keys[i] = sortKeyText(k)
		}
		offset, limit := "", ""
		if n.Offset > 0 {
			offset = strconv.FormatInt(n.Offset, 10)
		}
		if n.Limit >= 0 {
			limit = strconv.FormatInt(n.Limit, 10)
		}
		return attrs("Sort", "keys", "["+strings.Join(keys, ", ")+"]", "offset", offset, "limit", limit), nil
	case *plan.SetOp:
		return attrs("SetOp", "kind", n.Kind.String(), "all", boolAttr(n.All)), nil
	case *plan.Over:
		calls := make([]string, len(n.Calls))
		for i, c := range n.Calls {
			calls[i] = c.String()
		}
		return attrs("Over", "calls", "["+strings.Join(calls, ", ")+"]"), nil
	case *plan.Rank:
		keys := make([]string, len(n.OrderBy))
		for i, k := range n.OrderBy {
			keys[i] = sortKeyText(k)
		}
		return attrs("Rank", "func", n.Func, "partition", intList(n.PartitionBy), "order", "["+strings.Join(keys, ", ")+"]",
			"range", fmt.Sprintf("[%d, %d]", n.Start, n.End), "number", boolAttr(n.OutputRankNumber)), nil
	case *plan.WindowTVF:
		return attrs("WindowTVF", "kind", n.Kind.String(), "time", "$"+strconv.Itoa(n.TimeCol), "size", strconv.FormatInt(n.Size, 10),
			"slide", strconv.FormatInt(n.Slide, 10), "offset", strconv.FormatInt(n.Offset, 10)), nil
	case *plan.Correlate:
		cond := ""
		if n.Cond != nil {
			cond = "[" + n.Cond.String() + "]"
		}
		return attrs("Correlate", "kind", n.Kind.String(), "unnest", "["+n.Arg.String()+"]", "ordinality",
			strconv.FormatBool(n.Ordinality), "on", cond), nil
	case *plan.Expand:
		return attrs("Expand", "keys", strconv.Itoa(n.Keys), "nulled", fmt.Sprint(n.Nulled), "ids", fmt.Sprint(n.IDs)), nil
	case *plan.ChangelogNormalize:
		cond := ""
		if n.Cond != nil {
			cond = "[" + n.Cond.String() + "]"
		}
		return attrs("ChangelogNormalize", "key", intList(n.Keys), "condition", cond), nil
	case *plan.WatermarkAssigner:
		return attrs("WatermarkAssigner", "rowtime", "$"+strconv.Itoa(n.Rowtime), "watermark", "["+n.Expr.String()+"]"), nil
	case *plan.Sink:
		partition := ""
		if len(n.StaticPartition) > 0 {
			var parts []string
			for _, k := range slices.Sorted(maps.Keys(n.StaticPartition)) {
				parts = append(parts, k+"="+n.StaticPartition[k])
			}
			partition = "{" + strings.Join(parts, ", ") + "}"
		}
		return attrs("Sink", "table", n.ID.Object, "overwrite", boolAttr(n.Overwrite), "partition", partition), nil
	default:
		return "", fmt.Errorf("the golden plan printer has no form for the plan node %T", n)
	}
}

// attrs prints a node's kind and its non-empty attributes, given as name, value pairs.
func attrs(kind string, pairs ...string) string {
	var parts []string
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] != "" {
			parts = append(parts, pairs[i]+"="+pairs[i+1])
		}
	}
	return kind + "(" + strings.Join(parts, ", ") + ")"
}

func boolAttr(b bool) string {
	if b {
		return "true"
	}
	return ""
}

func exprList(es []plan.Expr) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.String()
	}
	return strings.Join(parts, ", ")
}

func intList(is []int) string {
	if is == nil {
		return ""
	}
	parts := make([]string, len(is))
	for i, v := range is {
		parts[i] = strconv.Itoa(v)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func aggCallText(c plan.AggCall) string {
	arg := "*"
	if c.Arg >= 0 {
		arg = "$" + strconv.Itoa(c.Arg)
	}
	if c.Distinct {
		arg = "DISTINCT " + arg
	}
	if c.IsGroupingFunc() {
		arg = fmt.Sprint(c.Grouping)
	}
	text := c.Func + "(" + arg + ")"
	if c.Filtered {
		text += " FILTER $" + strconv.Itoa(c.FilterArg)
	}
	return text
}

func sortKeyText(k plan.SortKey) string {
	s := k.Expr.String()
	if k.Descending {
		s += " DESC"
	}
	if k.NullsFirst {
		s += " NULLS FIRST"
	}
	return s
}
