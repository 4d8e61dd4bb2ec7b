package opt

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Reducer evaluates a constant expression with the executor's semantics, as Flink's planner
// evaluates constants with generated code. The engine provides it.
type Reducer func(e plan.Expr) (any, error)

// Abilities are what a scanned table's connector accepts from the planner, Flink's
// SupportsProjectionPushDown, SupportsFilterPushDown and SupportsLimitPushDown.
type Abilities struct {
	Projection, Filter, Limit bool
}

// Config configures one optimization.
type Config struct {
	// Disabled names passes to skip.
	Disabled map[string]bool
	// ReuseSubPlan is table.optimizer.reuse-sub-plan-enabled; ReuseSource is
	// table.optimizer.reuse-source-enabled.
	ReuseSubPlan, ReuseSource bool
	// Reduce evaluates constants; without it, constants are not folded.
	Reduce Reducer
	// Abilities tells what a scan's connector accepts; without it, nothing is pushed.
	Abilities func(s *plan.Scan) Abilities
	// Streaming is the runtime mode, where some rules differ (rank.go).
	Streaming bool
	// Work bounds the optimizer's work by the run's context and budget (package work).
	Work *work.Meter
}

// Pass is one named step of the optimizer. Run rewrites the trees (one per sink, or one for a
// query) and calls fired each time it changes something.
type Pass struct {
	Name string
	Run  func(c *Context, roots []plan.Node) ([]plan.Node, error)
}

// Context is what a pass sees: the configuration, and a record of what fired.
type Context struct {
	Config *Config
	fired  map[string]int
	pass   string
	// named memoizes the name-fields pass (names.go) while it runs, deduped the
	// dedup-aggregate-calls pass (aggregate_input.go).
	named   map[plan.Node]plan.Node
	deduped map[plan.Node]dedupedNode
}

// fire records that the running pass changed the plan.
func (c *Context) fire() { c.fired[c.pass]++ }

// Conversion are the passes that Flink's conversion from SQL to relational algebra performs:
// the plan after them is what EXPLAIN prints as the abstract syntax tree.
var Conversion = []Pass{
	{Name: "dedup-aggregate-input", Run: dedupAggregateInput},
	{Name: "dedup-aggregate-calls", Run: dedupAggregateCalls},
	{Name: "name-fields", Run: nameFields},
	{Name: "push-join-conditions", Run: pushJoinConditionsOfFromJoins},
	{Name: "simplify-literal-casts", Run: simplifyLiteralCasts},
}

// Passes are the optimizer's passes, in order.
var Passes = []Pass{
	{Name: "check-values-reduction", Run: checkValuesReduction},
	{Name: "reduce-constants", Run: reduceConstants},
	{Name: "push-into-values-union", Run: pushIntoValuesUnion},
	{Name: "cast-setop-inputs", Run: castSetOpInputs},
	{Name: "inner-subquery-join", Run: innerSubqueryJoin},
	{Name: "push-filter-into-join", Run: pushFilterIntoJoin},
	{Name: "transpose-filter-aggregate", Run: transposeFilterAggregate},
	{Name: "push-join-expressions", Run: pushJoinExpressions},
	{Name: "merge-calc", Run: mergeCalc},
	{Name: "rank-from-over", Run: rankFromOver},
	{Name: "prune-columns", Run: pruneColumns},
	{Name: "remove-trivial-calc", Run: removeTrivialCalc},
	{Name: "materialize-proctime", Run: materializeProctime},
	{Name: "push-filter-into-scan", Run: pushFilterIntoScan},
	{Name: "push-limit-into-scan", Run: pushLimitIntoScan},
}

// Result is an optimized plan.
type Result struct {
	// AST is the plan after the conversion passes, what EXPLAIN prints first.
	AST []plan.Node
	// Graph is the optimized plan: trees whose shared sub-plans are one node.
	Graph *Graph
	// Fired counts, per pass, how often it changed the plan.
	Fired map[string]int
}

// Optimize runs the conversion passes, the optimizer's passes and sub-plan reuse over the
// trees of a query or a statement set, checking the plan after each pass.
func Optimize(roots []plan.Node, cfg *Config) (*Result, error) {
	c := &Context{Config: cfg, fired: map[string]int{}}
	ast, err := c.run(Conversion, roots)
	if err != nil {
		return nil, err
	}
	optimized, err := c.run(Passes, ast)
	if err != nil {
		return nil, err
	}
	if cfg.ReuseSubPlan && cfg.ReuseSource && !cfg.Disabled["reuse-scans"] {
		c.pass = "reuse-scans"
		optimized = reuseScans(c, optimized)
		if err := checkAll(optimized); err != nil {
			return nil, fmt.Errorf("optimizer pass reuse-scans broke the plan: %w", err)
		}
	}
	if cfg.ReuseSubPlan && !cfg.Disabled["reuse-sinks"] {
		c.pass = "reuse-sinks"
		optimized = reuseSinks(c, optimized)
	}
	c.pass = "reuse-sub-plans"
	g := NewGraph(optimized)
	if cfg.ReuseSubPlan && !cfg.Disabled["reuse-sub-plans"] {
		g = reuseSubPlans(c, optimized, cfg.ReuseSource)
	}
	// The nodes a pass built beside the ones it replaced serve their consumer's SQL.
	plan.FillSpans(g.Roots, plan.Span{})
	return &Result{AST: ast, Graph: g, Fired: c.fired}, nil
}

func (c *Context) run(passes []Pass, roots []plan.Node) ([]plan.Node, error) {
	for _, p := range passes {
		if c.Config.Disabled[p.Name] {
			continue
		}
		c.pass = p.Name
		out, err := p.Run(c, roots)
		if err != nil {
			return nil, err
		}
		if err := checkAll(out); err != nil {
			return nil, fmt.Errorf("optimizer pass %s broke the plan: %w", p.Name, err)
		}
		roots = out
	}
	return roots, nil
}

// transform rewrites every tree bottom-up with fn, which sees each node after its inputs were
// rewritten. A node reached twice (a view or a sub-plan shared by several parents) is rewritten
// once and stays shared, so a DAG costs its distinct nodes, each one step of the Meter.
func (c *Context) transform(roots []plan.Node, fn func(n plan.Node) (plan.Node, error)) ([]plan.Node, error) {
	t := &transformer{fn: fn, work: c.Config.Work, done: map[plan.Node]plan.Node{}}
	out := make([]plan.Node, len(roots))
	for i, r := range roots {
		n, err := t.node(r)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

type transformer struct {
	fn   func(n plan.Node) (plan.Node, error)
	work *work.Meter
	done map[plan.Node]plan.Node
}

func (t *transformer) node(n plan.Node) (plan.Node, error) {
	if r, ok := t.done[n]; ok {
		return r, nil
	}
	t.work.Step()
	orig := n
	ins := n.Inputs()
	if len(ins) > 0 {
		news := make([]plan.Node, len(ins))
		changed := false
		for i, in := range ins {
			x, err := t.node(in)
			if err != nil {
				return nil, err
			}
			news[i] = x
			changed = changed || x != in
		}
		if changed {
			n = plan.WithInputs(n, news)
		}
	}
	out, err := t.fn(n)
	if err != nil {
		return nil, plan.AtNode(err, n) // a pass's error is about the node it rewrote
	}
	t.done[orig] = out
	return out, nil
}
