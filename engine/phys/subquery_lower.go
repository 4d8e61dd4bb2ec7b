package phys

import "github.com/flinkpad/flinkpad/engine/plan"

// This file makes the reshaped subquery plans (subquery_rewrite.go) plans the executor runs:
// each node takes the span of the node it stands for, and each keyedAggregate, which the
// executor does not know, becomes a plan.Aggregate over a projection that puts its keys and
// arguments first. The translation prints that pair as the keyedAggregate it was (Flink's
// aggregate merged with the projection below it), and the run maps the projection as a Calc
// folded into the aggregate's operator, as it does Flink's other merged Calcs.

// runnable gives the rewritten roots their spans and lowers their keyedAggregates; keyed maps
// each lowered aggregate to how it prints.
func runnable(roots []plan.Node, origin map[plan.Node]plan.Node) ([]plan.Node, map[*plan.Aggregate]*keyedAggregate) {
	for n, o := range origin {
		plan.SpanFrom(n, o)
	}
	plan.FillSpans(roots, plan.Span{})
	l := &lowering{keyed: map[*plan.Aggregate]*keyedAggregate{}, memo: map[plan.Node]plan.Node{}}
	out := make([]plan.Node, len(roots))
	for i, r := range roots {
		out[i] = l.lower(r)
	}
	return out, l.keyed
}

type lowering struct {
	keyed map[*plan.Aggregate]*keyedAggregate
	memo  map[plan.Node]plan.Node
}

func (l *lowering) lower(n plan.Node) plan.Node {
	if m, ok := l.memo[n]; ok {
		return m
	}
	out := n
	switch k := n.(type) {
	case *unprintable:
		// It fails to print, so nothing runs it.
	case *keyedAggregate:
		printed := *k
		printed.Input = l.lower(k.Input)
		out = l.aggregateOf(&printed)
	default:
		ins := n.Inputs()
		news := make([]plan.Node, len(ins))
		changed := false
		for i, in := range ins {
			news[i] = l.lower(in)
			changed = changed || news[i] != in
		}
		if changed {
			out = plan.WithInputs(n, news)
		}
	}
	l.memo[n] = out
	return out
}

// aggregateOf is a keyedAggregate as the executor runs it: its keys, then its calls'
// arguments, projected in front of a plain aggregate.
func (l *lowering) aggregateOf(k *keyedAggregate) *plan.Aggregate {
	fields := k.Input.Fields()
	pick := &plan.Calc{Input: k.Input}
	add := func(i int) int {
		pick.Exprs = append(pick.Exprs, &plan.InputRef{Index: i, T: fields[i].Type})
		pick.Output = append(pick.Output, fields[i])
		return len(pick.Exprs) - 1
	}
	for _, key := range k.Keys {
		add(key)
	}
	calls := make([]plan.AggCall, len(k.Calls))
	for i, c := range k.Calls {
		calls[i] = c.MapArgs(add)
	}
	plan.SpanFrom(pick, k)
	agg := plan.SpanFrom(&plan.Aggregate{Input: pick, Keys: len(k.Keys), Calls: calls, Output: k.Output}, k)
	l.keyed[agg] = k
	return agg
}

// keyedAggregate prints a lowered aggregate as the keyedAggregate it was: over the node its
// projection reads.
func (p *physical) keyedAggregate(k *keyedAggregate, source *plan.Aggregate) (*Node, error) {
	in, err := p.build(k.Input)
	if err != nil {
		return nil, err
	}
	if k.OnePhase {
		return onePhaseAggregate(in, k, source)
	}
	return p.aggregatePhases(in, k.Keys, k.Calls, plan.FieldNames(k.Output), source, argTypes(k.Calls, k.Input.Fields())), nil
}
