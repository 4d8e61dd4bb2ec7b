package phys

import (
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// Pass is one named step of the physical planning. It reads and rewrites the planning state
// and records each change it makes (state.fire), which Plan.Fired counts per pass. Passes are
// not switchable: each one is part of the plan Flink prints, or of the run that follows it.
type Pass struct {
	Name string
	run  func(s *state) error
}

// Translation makes the physical nodes of the optimized graph: Flink's batch subquery plans,
// the cost model's choice of each hash join's build side and broadcasting (cost_model.go), the
// translation itself, and, for the execution plan, sub-plan reuse over the physical nodes. The run
// the executor follows is mapped from the execution plan after them.
var Translation = []Pass{
	{Name: "flink-subquery-joins", run: flinkSubqueryJoinsPass},
	{Name: "lower-set-operations", run: lowerSetOpsPass},
	{Name: "lower-distinct-aggregates", run: lowerDistinctPass},
	{Name: "choose-join-sides", run: chooseJoinSidesPass},
	{Name: "translate", run: translatePass},
	{Name: "drop-update-before", run: dropUpdateBeforePass},
	{Name: "reuse-physical-sub-plans", run: reusePass},
}

// Details annotate the physical plan with EXPLAIN's details, when asked for: CHANGELOG_MODE,
// ESTIMATED_COST and PLAN_ADVICE. Only Build runs them, after Translation.
var Details = []Pass{
	{Name: "changelog-modes", run: changelogModesPass},
	{Name: "estimated-cost", run: estimatedCostPass},
	{Name: "plan-advice", run: planAdvicePass},
}

// ExecProcessors are Flink's batch exec graph processors over the execution plan, in Flink's
// order, after the run is mapped. They change how the plan prints (exchanges' shuffle modes,
// MultipleInput, AdaptiveJoin), not what runs.
var ExecProcessors = []Pass{
	{Name: "strip-forward-exchanges", run: stripForwardPass},
	{Name: "resolve-conflicts", run: resolveConflictsPass},
	{Name: "create-multiple-inputs", run: multipleInputsPass},
	{Name: "restore-forward-exchanges", run: restoreForwardPass},
	{Name: "adapt-joins", run: adaptJoinsPass},
}

// state is what the passes of one planning share: the optimized statement and the options,
// the optimized graph's roots as the subquery pass rewrote them, the physical roots, and a
// record of what fired.
type state struct {
	res   *opt.Result
	o     Options
	exec  bool // the execution plan, rather than the physical plan
	props *opt.Props

	graphRoots []plan.Node
	reshaped   bool // subquery joins were reshaped into Flink's plans of them
	// keyed are the aggregates of the reshaped plans that Flink groups on fields anywhere in
	// their input, with how they print (subquery_lower.go).
	keyed map[*plan.Aggregate]*keyedAggregate
	// setOps are the aggregates of the batch INTERSECT and EXCEPT lowered into a join and an
	// aggregate, with the set operation each stands for (setop_lower.go).
	setOps map[*plan.Aggregate]*plan.SetOp
	// setOpsAll are the tops of the batch INTERSECT ALL and EXCEPT ALL lowered into Flink's
	// rewrite of them, with its nodes (setop_all_lower.go).
	setOpsAll map[*plan.Project]*loweredSetOpAll
	// distincts are the batch aggregates lowered into the grouping-sets rewrite of their
	// DISTINCT calls, by their top node (aggregate_expand_distinct_lower.go).
	distincts map[plan.Node]*loweredDistinct
	sides     map[*plan.Join]joinSide // the cost model's choices (choose-join-sides)
	rows      map[plan.Node]float64   // the cost model's row counts, estimated once per node
	roots     []*Node
	forward   map[*Node][]int // where the forward exchanges were (stripForwardExchanges)
	advice    string
	// unprintable is why the translated plan runs but does not print as Flink's (physical).
	unprintable error

	fired map[string]int
	pass  string
}

// fire records that the running pass changed the plan n times.
func (s *state) fire(n int) {
	if n > 0 {
		s.fired[s.pass] += n
	}
}

// runPasses runs passes in order over s.
func (s *state) runPasses(passes []Pass) error {
	for _, p := range passes {
		s.pass = p.Name
		if err := p.run(s); err != nil {
			return err
		}
	}
	return nil
}

// flinkSubqueryJoinsPass reshapes the batch subquery joins into Flink's plans of them; it fires
// once when it reshaped any.
func flinkSubqueryJoinsPass(s *state) error {
	s.graphRoots = s.res.Graph.Roots
	if s.o.Streaming {
		return nil
	}
	// The names a rewritten top Calc takes: the query's, or those the sink prints.
	var rootNames [][]string
	sinks := sinkFields(s.res)
	for i, a := range s.res.AST {
		fields := plan.FieldNames(a.Fields())
		if i < len(s.res.Graph.Roots) {
			if f, ok := sinks[s.res.Graph.Roots[i]]; ok {
				fields = f
			}
		}
		rootNames = append(rootNames, fields)
	}
	var origin map[plan.Node]plan.Node
	s.graphRoots, origin = flinkSubqueryJoins(s.graphRoots, rootNames, s.o.Abilities)
	s.reshaped = len(origin) > 0
	for i, r := range s.graphRoots {
		s.reshaped = s.reshaped || r != s.res.Graph.Roots[i]
	}
	if s.reshaped {
		s.fire(1)
		s.graphRoots, s.keyed = runnable(s.graphRoots, origin)
	}
	return nil
}

// translatePass makes the physical nodes, one tree per root; it fires once per tree.
func translatePass(s *state) error {
	p := &physical{exec: s.exec, stream: s.o.Streaming, memo: map[plan.Node]*Node{}, sinkFields: sinkFieldsOf(s.res, s.graphRoots),
		reuse: s.o.ReuseSubPlan, splitDistinct: s.o.SplitDistinct, keyed: s.keyed, setOps: s.setOps, setOpsAll: s.setOpsAll, distincts: s.distincts, astValues: unionValuesOf(s.res.AST), work: s.o.Work, props: s.props, rows: s.rows, sides: s.sides,
		overNames: overNamesOf(s.res, s.graphRoots), ast: s.res.AST}
	s.roots = make([]*Node, len(s.graphRoots))
	for i, r := range s.graphRoots {
		n, err := p.build(r)
		if err != nil {
			return err
		}
		s.roots[i] = n
	}
	s.unprintable = p.unprintable
	s.fire(len(s.roots))
	return nil
}

// reusePass makes the execution plan's nodes of one digest one node (dedupe); it fires once
// per node merged into another.
func reusePass(s *state) error {
	if s.exec && s.o.ReuseSubPlan {
		var merged int
		s.roots, merged = dedupe(s.roots, s.o.ReuseSource)
		s.fire(merged)
	}
	return nil
}

func changelogModesPass(s *state) error {
	if !s.o.Streaming || !s.o.ChangelogMode {
		return nil
	}
	if err := annotateChangelogModes(s.roots, s.res, s.props); err != nil {
		return err
	}
	s.fire(1)
	return nil
}

func estimatedCostPass(s *state) error {
	if !s.o.EstimatedCost {
		return nil
	}
	if err := annotateCosts(s.roots, s.o.Streaming); err != nil {
		return err
	}
	s.fire(1)
	return nil
}

func planAdvicePass(s *state) error {
	if !s.o.PlanAdvice {
		return nil
	}
	var err error
	if s.advice, err = advise(s.roots); err != nil {
		return err
	}
	s.fire(1)
	return nil
}

// The exec graph processors are Flink's batch ones: a streaming plan has none of them.

func stripForwardPass(s *state) error {
	if s.o.Streaming {
		return nil
	}
	s.forward = stripForwardExchanges(s.roots)
	for _, at := range s.forward {
		s.fire(len(at))
	}
	return nil
}

func resolveConflictsPass(s *state) error {
	if !s.o.Streaming {
		s.fire(resolveConflicts(s.roots, endInput, "BATCH"))
	}
	return nil
}

func multipleInputsPass(s *state) error {
	if s.o.Streaming {
		return nil
	}
	s.roots = createMultipleInputs(s.roots)
	s.fire(countNodes(s.roots, KindMultipleInput))
	return nil
}

func restoreForwardPass(s *state) error {
	if !s.o.Streaming {
		s.fire(restoreForwardExchanges(s.roots, s.forward))
	}
	return nil
}

func adaptJoinsPass(s *state) error {
	if !s.o.Streaming {
		s.fire(adaptJoins(s.roots))
	}
	return nil
}

// countNodes counts the distinct nodes of a kind in a plan.
func countNodes(roots []*Node, kind Kind) int {
	count := 0
	eachNode(roots, func(n *Node) {
		if n.kind == kind {
			count++
		}
	})
	return count
}
