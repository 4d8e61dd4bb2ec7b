package opt

import (
	"fmt"
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// normalizeUpsertScans puts a ChangelogNormalize on the primary key above each streaming scan
// of an upsert source (upsert-kafka: the binder marks its scan plan.Upsert), as Flink's
// StreamPhysicalTableSourceScanRule does for a source whose changelog is an upsert stream. It
// runs last, so the other passes see the scan as they see any other; prune-columns has left the
// scan reading every column, so the key is always among its fields.
func normalizeUpsertScans(c *Context, roots []plan.Node) ([]plan.Node, error) {
	if !c.Config.Streaming {
		return roots, nil
	}
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		if calc, ok := n.(*plan.Calc); ok {
			return pushCalcIntoChangelogNormalize(c, calc), nil
		}
		s, ok := n.(*plan.Scan)
		if !ok || s.Changelog != plan.Upsert || s.Table.Schema.PrimaryKey == nil {
			return n, nil
		}
		var keys []int
		for _, name := range s.Table.Schema.PrimaryKey.Columns {
			i := slices.IndexFunc(s.Output, func(f plan.Field) bool { return f.Name == name })
			if i < 0 {
				return nil, fmt.Errorf("%w: a scan of %s without its primary key column %s", plan.ErrNotSupported, s.ID, name)
			}
			keys = append(keys, i)
		}
		c.fire()
		return plan.SpanFrom(&plan.ChangelogNormalize{Input: s, Keys: keys}, s), nil
	})
}

// pushCalcIntoChangelogNormalize moves the conjuncts of a Calc's condition that read more than
// the key into the ChangelogNormalize below it, as Flink's PushCalcPastChangelogNormalizeRule
// does: the operator then emits the changelog of the rows that satisfy them (a row that stops
// satisfying them is a -D, one that starts a +I), where a filter above would let -U or +U
// through alone. The conjuncts on the key alone stay in the Calc: Flink pushes them below the
// exchange instead, which keeps the same rows. A Calc left passing its input through is dropped.
func pushCalcIntoChangelogNormalize(c *Context, calc *plan.Calc) plan.Node {
	cn, ok := calc.Input.(*plan.ChangelogNormalize)
	if !ok || calc.Cond == nil {
		return calc
	}
	var onKey, other []plan.Expr
	for _, e := range plan.Conjuncts(calc.Cond) {
		if containsAll(cn.Keys, inputRefs(e)) {
			onKey = append(onKey, e)
		} else {
			other = append(other, e)
		}
	}
	if len(other) == 0 {
		return calc
	}
	c.fire()
	n := *cn
	if n.Cond != nil {
		other = append([]plan.Expr{n.Cond}, other...)
	}
	n.Cond = plan.And(other...)
	out := *calc
	out.Input = &n
	out.Cond = nil
	if len(onKey) > 0 {
		out.Cond = plan.And(onKey...)
	}
	if isTrivialCalc(&out) {
		return &n
	}
	return &out
}
