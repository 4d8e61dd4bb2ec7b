package opt

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// materializeProctime makes the processing-time attributes a query or a sink outputs plain
// timestamps, as Flink's RelTimeIndicatorConverter materializes them at the root: the top Calc
// reads PROCTIME_MATERIALIZE of each such field, or, when the top node is not a Calc, a Calc
// above it passes every field on and materializes those. The call only drops the mark; the
// value is the attribute's.
func materializeProctime(c *Context, roots []plan.Node) ([]plan.Node, error) {
	out := make([]plan.Node, len(roots))
	for i, r := range roots {
		if s, ok := r.(*plan.Sink); ok {
			if in, changed := materializeOutput(s.Input); changed {
				c.fire()
				r = plan.WithInputs(s, []plan.Node{in})
			}
		} else if in, changed := materializeOutput(r); changed {
			c.fire()
			r = in
		}
		out[i] = r
	}
	return out, nil
}

// materializeOutput wraps the proctime fields n outputs in PROCTIME_MATERIALIZE.
func materializeOutput(n plan.Node) (plan.Node, bool) {
	fields := n.Fields()
	found := false
	for _, f := range fields {
		found = found || f.Type.TimeAttr == types.TimestampProctime
	}
	if !found {
		return n, false
	}
	calc, ok := n.(*plan.Calc)
	if !ok {
		calc = plan.SpanFrom(identityCalc(n), n)
	}
	m := *calc
	m.Exprs = make([]plan.Expr, len(calc.Exprs))
	m.Output = make([]plan.Field, len(calc.Output))
	for i, e := range calc.Exprs {
		m.Exprs[i], m.Output[i] = e, calc.Output[i]
		if t := e.Type(); t.TimeAttr == types.TimestampProctime {
			t.TimeAttr = types.TimestampRegular
			m.Exprs[i] = &plan.Call{Op: plan.OpProctimeMaterialize, Args: []plan.Expr{e}, T: t}
			m.Output[i].Type = t
		}
	}
	return &m, true
}
