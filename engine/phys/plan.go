package phys

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Options are the session's switches that shape the physical plan.
type Options struct {
	// ReuseSubPlan and ReuseSource are Flink's table.optimizer.reuse-sub-plan-enabled and
	// table.optimizer.reuse-source-enabled.
	ReuseSubPlan, ReuseSource bool
	// Streaming builds Flink's streaming nodes where Flinkpad has them (stream.go) and gives
	// every node its changelog mode.
	Streaming bool
	// ChangelogMode adds each node's changelogMode to the streaming physical plan.
	ChangelogMode bool
	// EstimatedCost adds each node's row count and cumulative cost to the physical plan
	// (cost.go), PlanAdvice Flink's advice on it (advice.go): EXPLAIN's ESTIMATED_COST and
	// PLAN_ADVICE.
	EstimatedCost, PlanAdvice bool
	// SplitDistinct is Flink's table.optimizer.distinct-agg.split.enabled, which splits a
	// streaming distinct aggregate into a partial and a final one; Flinkpad does not print
	// that split, so it refuses such a plan rather than print the unsplit one.
	SplitDistinct bool
	// Work bounds the planner's work by the run's context and budget (package work).
	Work *work.Meter
	// Abilities tells what a scan's connector accepts (the optimizer's Config.Abilities), for
	// the scans the physical plan adds: nil accepts nothing.
	Abilities func(*plan.Scan) opt.Abilities
}

// Plan is a statement's physical plan in Flink's three forms: the abstract syntax tree after
// the conversion passes, the optimized physical plan (trees, each shared node in full
// wherever it is read) and the optimized execution plan (a DAG: sub-plan reuse and Flink's
// exec-graph processors applied), which is the plan that runs.
type Plan struct {
	// AST is the abstract syntax tree, one tree per sink, and Physical the physical plan. Both
	// are nil for a plan built by BuildExec.
	AST, Physical []*Node
	// Advice is PLAN_ADVICE's text, when asked for.
	Advice string
	// Exec is the execution plan's roots: the sinks, or the query's last node.
	Exec []*Node
	// Fired counts, per pass (passes.go), how often it changed the plan, over all the
	// plan's forms.
	Fired map[string]int

	streaming bool
	modes     map[plan.Node]plan.ChangelogMode
	run       *Run
	props     *opt.Props // the plan's changelog modes and upsert keys, derived once per node
	builds    map[plan.Node]bool
	// unplanned is why Exec is nil: a plan Flinkpad cannot plan as Flink does yet (ForRun).
	unplanned error
	// unprintable is why an execution plan that runs as built does not print as Flink's: a
	// shape whose Flink plan Flinkpad cannot print yet, which EXPLAIN and the graph refuse.
	unprintable error
}

// Build plans an optimized statement in all three forms, for EXPLAIN. Plans whose Flink
// plan Flinkpad cannot build yet fail with an error matching ErrNotExplainable.
func Build(res *opt.Result, o Options) (*Plan, error) {
	// The trees print as trees: what a shared node or expression costs is charged per use,
	// before the checks below walk them as trees too.
	chargePrinting(o.Work, res.AST)
	chargePrinting(o.Work, res.Graph.Roots)
	correlated := 0
	for _, r := range res.AST {
		if err := astPrintable(r, &correlated); err != nil {
			return nil, err
		}
	}
	if o.Streaming {
		if err := streamSubqueriesPrintable(res.Graph.Roots); err != nil {
			return nil, err
		}
	}
	p := &Plan{streaming: o.Streaming, props: opt.NewProps(), Fired: map[string]int{}}
	for _, r := range res.AST {
		p.AST = append(p.AST, astNode(r))
	}
	s := &state{res: res, o: o, props: p.props, fired: p.Fired, rows: map[plan.Node]float64{}}
	if err := s.runPasses(slices.Concat(Translation, Details)); err != nil {
		return nil, err
	}
	if s.unprintable != nil {
		return nil, s.unprintable
	}
	p.Physical, p.Advice = s.roots, s.advice
	if err := p.execPlan(res, o); err != nil {
		return nil, err
	}
	if p.unprintable != nil {
		return nil, p.unprintable
	}
	return p, nil
}

// BuildExec plans an optimized statement's execution plan alone, for the JSON graph and the
// executor.
func BuildExec(res *opt.Result, o Options) (*Plan, error) {
	chargeNodes(o.Work, res.Graph.Roots)
	p := &Plan{streaming: o.Streaming, props: opt.NewProps(), Fired: map[string]int{}}
	if err := p.execPlan(res, o); err != nil {
		return nil, err
	}
	return p, nil
}

// ForRun is the plan a job runs: its execution plan where Flinkpad plans it as Flink does,
// else the optimizer's graph, with Err saying why there is no execution plan to print. The
// physical planning has a budget of steps of its own, as large as the run's, under the run's
// context: a plan too complex to print still runs.
func ForRun(res *opt.Result, o Options) (p *Plan) {
	o.Work = work.New(o.Work.Context(), o.Work.MaxSteps())
	o.ChangelogMode, o.EstimatedCost, o.PlanAdvice = false, false, false
	defer func() {
		if r := recover(); r != nil {
			var err error
			if !work.Recover(r, &err) || !errors.Is(err, work.ErrTooComplex) {
				panic(r) // the run's own limits stop it; a bug is the statement's internal error
			}
			props := opt.NewProps()
			p = &Plan{streaming: o.Streaming, unplanned: err, props: props, run: optimizerRun(res, props, err.Error())}
		}
	}()
	p, err := BuildExec(res, o)
	if err != nil {
		props := opt.NewProps()
		return &Plan{streaming: o.Streaming, unplanned: err, props: props, run: optimizerRun(res, props, err.Error())}
	}
	return p
}

// execPlan builds the execution plan and the run the executor follows: the run is mapped from
// the plan after Translation (sub-plan reuse included), before the exec graph processors.
func (p *Plan) execPlan(res *opt.Result, o Options) error {
	s := &state{res: res, o: o, exec: true, props: p.props, fired: p.Fired, rows: map[plan.Node]float64{}}
	if err := s.runPasses(Translation); err != nil {
		return err
	}
	var err error
	// The reshaped subquery joins run as they print: the run maps onto the rewritten graph.
	graph := res.Graph
	if s.reshaped {
		graph = opt.NewGraph(s.graphRoots)
	}
	if p.run, err = newRun(o.Work, graph, s.roots, p.props); err != nil {
		p.run = optimizerRun(res, p.props, "its execution plan does not map onto the optimized plan: "+err.Error())
	}
	if p.run.FromOptimizer == "" {
		p.builds = printedBuilds(s.roots, p.run)
	}
	if err := s.runPasses(ExecProcessors); err != nil {
		return err
	}
	p.Exec, p.unprintable = s.roots, s.unprintable
	if o.Streaming {
		if p.modes, err = streamModes(res, p.props, false); err != nil {
			return err
		}
	}
	p.recordProperties(res)
	return nil
}

// PrintedBuilds maps each hash or nested loop join of the execution plan (inside a MultipleInput too) to
// whether it prints build=[left], by the node that runs for it; nil when the run is the
// optimizer's graph.
func (p *Plan) PrintedBuilds() map[plan.Node]bool { return p.builds }

// printedBuilds is PrintedBuilds of an execution plan before the exec-graph processors, whose
// MultipleInput prints its members' explain terms as they are.
func printedBuilds(roots []*Node, run *Run) map[plan.Node]bool {
	out := map[plan.Node]bool{}
	eachNode(roots, func(n *Node) {
		if n.kind != KindHashJoin && n.kind != KindNestedLoopJoin {
			return
		}
		// The join of an INTERSECT or EXCEPT is inside the set operation's operator, which
		// has no build side.
		if j, ok := run.Ran(n.source).(*plan.Join); ok {
			out[j] = n.buildLeft
		}
	})
	return out
}

// Run is what the executor runs.
func (p *Plan) Run() *Run { return p.run }

// Err is why the plan has no execution plan to print (ForRun), nil when it has one: either it
// has no execution plan, and the job runs the optimizer's graph, or it runs its execution plan,
// whose shape Flinkpad cannot print as Flink's yet (Unprintable).
func (p *Plan) Err() error {
	if p.unplanned != nil {
		return p.unplanned
	}
	return p.unprintable
}

// Unprintable reports whether the plan runs its execution plan but cannot print it as Flink's
// (Err says why): EXPLAIN and the graph refuse it, the run still follows it.
func (p *Plan) Unprintable() bool { return p.unplanned == nil && p.unprintable != nil }

// Streaming reports whether the plan is Flink's streaming plan.
func (p *Plan) Streaming() bool { return p.streaming }

// sinkFields are the field names of each sink as Flink's conversion names them, which the
// physical plan keeps even where the optimizer dropped the projection that named them. An
// optimized sink is matched to the first converted sink of its table not matched yet (sinks of
// one table may have become one).
func sinkFields(res *opt.Result) map[plan.Node][]string {
	return sinkFieldsOf(res, res.Graph.Roots)
}

// sinkFieldsOf is sinkFields for the graph's roots as rewritten (flinkSubqueryJoins).
func sinkFieldsOf(res *opt.Result, roots []plan.Node) map[plan.Node][]string {
	out := map[plan.Node][]string{}
	used := map[int]bool{}
	for _, r := range roots {
		s, ok := r.(*plan.Sink)
		if !ok {
			continue
		}
		for i, a := range res.AST {
			as, ok := a.(*plan.Sink)
			if !ok || used[i] || as.ID != s.ID {
				continue
			}
			used[i] = true
			// The sink's explain terms alone: its input's tree, which a DAG prints
			// exponentially large, is not needed.
			for _, at := range sinkAttrs(as, plan.FieldNames(astSinkInput(as).Fields())) {
				if at.key == "fields" {
					out[s] = strings.Split(at.value, ", ")
				}
			}
			break
		}
	}
	return out
}

// dedupe makes nodes that print alike, over inputs that are alike, one node, as Flink's sub-plan
// reuse does on its physical plan: sinks never, scans only with source reuse, and an exchange
// over a node that may not be shared neither.
// Merged counts the nodes merged into another.
func dedupe(roots []*Node, reuseSource bool) (out []*Node, merged int) {
	digests := map[*Node]string{}
	first := map[string]*Node{}
	done := map[*Node]*Node{}
	// A digest names its inputs by interned ids, not by their digests in full: equal ids mean
	// equal digests, and a chain of n nodes takes O(n) space, not O(n^2).
	ids := map[string]int{}
	var digest func(n *Node) string
	digest = func(n *Node) string {
		if d, ok := digests[n]; ok {
			return d
		}
		var b strings.Builder
		b.WriteString(n.description())
		b.WriteString(strings.Join(n.types, ","))
		for _, in := range n.inputs {
			d := digest(in)
			id, ok := ids[d]
			if !ok {
				id = len(ids)
				ids[d] = id
			}
			b.WriteString("(#" + strconv.Itoa(id) + ")")
		}
		digests[n] = b.String()
		return digests[n]
	}
	var reusable func(n *Node) bool
	reusable = func(n *Node) bool {
		switch n.kind {
		case KindSink:
			return false
		case KindTableSourceScan:
			return reuseSource
		case KindExchange:
			return reusable(n.inputs[0])
		default: // partial by design: every other node is reusable
			return true
		}
	}
	var visit func(n *Node) *Node
	visit = func(n *Node) *Node {
		if r, ok := done[n]; ok {
			return r
		}
		d := digest(n)
		if f, ok := first[d]; ok && reusable(n) {
			done[n] = f
			merged++
			return f
		}
		for i, in := range n.inputs {
			n.inputs[i] = visit(in)
		}
		if reusable(n) {
			first[d] = n
		}
		done[n] = n
		return n
	}
	out = make([]*Node, len(roots))
	for i, r := range roots {
		out[i] = visit(r)
	}
	return out, merged
}
