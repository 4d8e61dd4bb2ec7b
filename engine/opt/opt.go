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
	{Name: "decompose-grouping-sets", Run: decomposeGroupingSets},
	{Name: "check-values-reduction", Run: checkValuesReduction},
	{Name: "reduce-constants", Run: reduceConstants},
	{Name: "push-into-values-union", Run: pushIntoValuesUnion},
	{Name: "cast-setop-inputs", Run: castSetOpInputs},
	{Name: "inner-subquery-join", Run: innerSubqueryJoin},
	{Name: "push-filter-into-join", Run: pushFilterIntoJoin},
	{Name: "push-filter-into-correlate", Run: pushFilterIntoCorrelate},
	{Name: "transpose-filter-aggregate", Run: transposeFilterAggregate},
	{Name: "push-join-expressions", Run: pushJoinExpressions},
	{Name: "reduce-aggregate-functions", Run: reduceAggregateFunctions},
	{Name: "plan-temporal-joins", Run: planTemporalJoins},
	{Name: "merge-calc", Run: mergeCalc},
	{Name: "rank-from-over", Run: rankFromOver},
	{Name: "prune-columns", Run: pruneColumns},
	{Name: "remove-trivial-calc", Run: removeTrivialCalc},
	{Name: "materialize-proctime", Run: materializeProctime},
	{Name: "push-filter-into-scan", Run: pushFilterIntoScan},
	{Name: "push-limit-into-scan", Run: pushLimitIntoScan},
	{Name: "normalize-upsert-scans", Run: normalizeUpsertScans},
}

// Optional says, for every pass and every reuse step by name, whether a correct result can do
// without it: an optional one only makes the plan cheaper or shaped as Flink's EXPLAIN prints
// it, so switching it off (Config.Disabled) must leave every job's rows as they are, which the
// conformance suite checks (conformance/passes_off_test.go). A test fails on a pass missing here.
var Optional = map[string]bool{
	// Flink's conversion from SQL to relational algebra always does these; the abstract
	// syntax tree and Calcite's field names come from them, and simplify-literal-casts folds
	// casts of literals with Calcite's semantics (a cast of 1E20 to BIGINT wraps), not the
	// executor's.
	"dedup-aggregate-input": false, "dedup-aggregate-calls": false, "name-fields": false,
	"push-join-conditions": false, "simplify-literal-casts": false,
	// Grouping sets run only as an Expand under a plain aggregate.
	"decompose-grouping-sets": false,
	// Changes no plan: it raises the planning errors of Flink's reducer, where the executor
	// would give a row.
	"check-values-reduction": false,
	// The executor has no accumulator of the variance functions, only of what they reduce to.
	"reduce-aggregate-functions": false,
	// Folds with the executor's semantics, so the rows are the same; only its division by a
	// literal zero fails planning where the executor would fail at run time.
	"reduce-constants": true,
	// Folds the casts of a union branch's literals as Calcite does, which wraps where the
	// executor saturates: rows depend on it.
	"push-into-values-union": false,
	// The executor's streaming UNION, INTERSECT and EXCEPT read inputs of the output's types
	// (only the batch ones cast): without it they fail on an INT input under a BIGINT output.
	"cast-setop-inputs": false,
	// Rewrites that keep the rows: joins and filters moved.
	"inner-subquery-join": true, "push-filter-into-join": true, "transpose-filter-aggregate": true,
	"push-filter-into-correlate": true,
	"push-join-expressions":      true,
	// Retypes the versioned side's rowtime: a field read above the join is then no time
	// attribute, as in Flink.
	"plan-temporal-joins": false,
	// rank-from-over and the executor's window aggregates (plan.WindowAggregateShape) find
	// their inputs as Calc nodes: without it a Top-N or a deduplication stays an Over node,
	// and a window aggregate over Project nodes runs as a group aggregate.
	"merge-calc": false,
	// The executor has no streaming operator for a ranking function over an Over node: it
	// refuses a Top-N with the over aggregate's errors.
	"rank-from-over": false,
	// Keep the rows; a csv file parses only the columns read (conformance/passes-off-skips.txt).
	"prune-columns": true, "remove-trivial-calc": true,
	// Only drops the processing-time mark from a query's or sink's output; the value stays.
	"materialize-proctime": true,
	// The filesystem source returns every row and the Calc above keeps filtering and limiting.
	"push-filter-into-scan": true, "push-limit-into-scan": true,
	// Without it an upsert source's rows would pass as inserts, its deletes as rows.
	"normalize-upsert-scans": false,
	// Sub-plan reuse, switched by Flink's table.optimizer.reuse-* options too.
	"reuse-scans": true, "reuse-sinks": true, "reuse-sub-plans": true,
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
	if err := checkOrderableKeys(optimized, cfg.Streaming); err != nil {
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
