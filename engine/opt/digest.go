package opt

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Digest is a node's canonical description: its kind, attributes and output row type, and its
// inputs' digests. Two nodes with one digest compute the same rows, so sub-plan reuse makes
// them one node, as Flink's digests (explain terms plus row type) do.
//
// A digest names each input by the small id its digest was interned to, not by the input's
// digest in full: equal ids mean equal digests, so reuse decides as with the full text, and a
// chain of n nodes digests in O(n) space instead of O(n^2).
func Digest(n plan.Node) string { return newDigester(nil).digest(n) }

// digester computes and interns the digests of one optimization's nodes.
type digester struct {
	work   *work.Meter
	byNode map[plan.Node]string
	ids    map[string]int
}

func newDigester(m *work.Meter) *digester {
	return &digester{work: m, byNode: map[plan.Node]string{}, ids: map[string]int{}}
}

func (d *digester) digest(n plan.Node) string {
	if s, ok := d.byNode[n]; ok {
		return s
	}
	d.work.Step()
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
		s.WriteString("\n  (#")
		s.WriteString(strconv.Itoa(d.id(d.digest(in))))
		s.WriteString(")")
	}
	d.work.Steps(s.Len() / 64)
	out := s.String()
	d.byNode[n] = out
	return out
}

// id interns a digest.
func (d *digester) id(digest string) int {
	if id, ok := d.ids[digest]; ok {
		return id
	}
	id := len(d.ids)
	d.ids[digest] = id
	return id
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
		return fmt.Sprintf("Scan(%s, columns=%v, filter=[%s], limit=%d, hints=%s)", n.ID, n.Columns, keys(n.Filters), n.Limit,
			plan.HintsText(n.Hints))
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
	case *plan.TemporalJoin:
		return temporalJoinAttributes(n)
	case *plan.Match:
		return matchAttributes(n)
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
	case *plan.Correlate:
		cond := ""
		if n.Cond != nil {
			cond = exprKey(n.Cond)
		}
		return fmt.Sprintf("Correlate(%s, %s, replicate=%t, ordinality=%t, cond=[%s], names=%v)", n.Kind, exprKey(n.Arg),
			n.Replicate, n.Ordinality, cond, plan.FieldNames(n.Output))
	case *plan.Expand:
		return fmt.Sprintf("Expand(keys=%d, fields=%v, nulled=%v, ids=%v)", n.Keys, n.KeyFields, n.Nulled, n.IDs)
	case *plan.Sink:
		return fmt.Sprintf("Sink(%s, overwrite=%t, partition=%v)", n.ID, n.Overwrite, n.StaticPartition)
	case *plan.ChangelogNormalize:
		cond := ""
		if n.Cond != nil {
			cond = exprKey(n.Cond)
		}
		return fmt.Sprintf("ChangelogNormalize(key=%v, cond=[%s])", n.Keys, cond)
	default:
		// Two nodes of a kind described by its type alone would digest alike, and sub-plan
		// reuse would merge them: an invariant broken, reported as an internal error.
		panic(plan.UnknownKind("opt.nodeAttributes", n))
	}
}
