package engine

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/explain"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// explainStmt runs EXPLAIN [PLAN FOR | detail, ...] [EXECUTE] of a query, an INSERT or a
// statement set, returning Flink's plan text as one row of one STRING column "result".
// CHANGELOG_MODE adds changelog modes in streaming mode and nothing in batch mode; PLAN_ADVICE
// is refused in batch mode, as Flink refuses it. ESTIMATED_COST, PLAN_ADVICE (streaming) and
// JSON_EXECUTION_PLAN print for the plans the explain package has recorded them for, and fail
// as not supported for others. In streaming mode it prints Flink's streaming plans of the
// shapes checkStreamExplain accepts.
func (te *TableEnvironment) explainStmt(ctx context.Context, s *sql.ExplainStmt) (*TableResult, error) {
	if slices.Contains(s.Details, "PLAN_ADVICE") && !te.config.Streaming() {
		// Recorded by the cases explain_detail_forms and stmt_explain_plan_advice_batch_combined_error.
		return nil, connector.NewError(nil, "java.lang.UnsupportedOperationException",
			"EXPLAIN PLAN_ADVICE is not supported under batch mode.")
	}
	if slices.Contains(s.Details, "PLAN_ADVICE") && te.config.Get("table.exec.mini-batch.enabled") != "" {
		// Flink's analyzer advises otherwise once mini-batch is configured.
		return nil, unsupportedError("EXPLAIN PLAN_ADVICE with table.exec.mini-batch.enabled set")
	}
	if slices.Contains(s.Details, "JSON_EXECUTION_PLAN") && te.config.Get(KeyParallelism) != "" && te.config.Get(KeyParallelism) != "1" {
		return nil, unsupportedError("EXPLAIN JSON_EXECUTION_PLAN with a parallelism other than 1")
	}
	res, err := te.optimizeStatement(s.Stmt)
	if err != nil {
		return nil, err
	}
	// Flink creates the job's sources and sinks to plan it, so their options are checked.
	if err := te.checkPlanConnectors(res); err != nil {
		return nil, err
	}
	if te.config.Streaming() {
		if err := checkStreamExplain(res); err != nil {
			return nil, err
		}
	}
	o := te.physOptions()
	o.ChangelogMode = slices.Contains(s.Details, "CHANGELOG_MODE")
	o.EstimatedCost = slices.Contains(s.Details, "ESTIMATED_COST")
	o.PlanAdvice = slices.Contains(s.Details, "PLAN_ADVICE")
	p, err := phys.Build(res, o)
	if err != nil {
		return nil, err
	}
	text, err := explain.Text(p, explain.Options{JSONExecutionPlan: slices.Contains(s.Details, "JSON_EXECUTION_PLAN"), Work: te.work})
	if err != nil {
		return nil, err
	}
	return &TableResult{Kind: SuccessWithContent, Columns: []Column{{"result", types.String}},
		Rows: []Row{{Values: []any{text}}}}, nil
}

// checkPlanConnectors checks the options of every source and sink of an optimized plan, as
// the connectors check them when Flink creates them (recorded by the case
// stmt_explain_datagen_unsupported_option_error).
func (te *TableEnvironment) checkPlanConnectors(res *opt.Result) error {
	for _, r := range res.Graph.Roots {
		if sink, ok := r.(*plan.Sink); ok {
			if err := te.checkSink(sink); err != nil {
				return err
			}
		}
		if err := te.checkSources(r); err != nil {
			return err
		}
	}
	return nil
}

func (te *TableEnvironment) physOptions() phys.Options {
	cfg := te.optimizerConfig()
	return phys.Options{ReuseSubPlan: cfg.ReuseSubPlan, ReuseSource: cfg.ReuseSource, Streaming: te.config.Streaming(), Work: te.work,
		SplitDistinct: strings.EqualFold(te.config.Get(KeySplitDistinct), "true"), Abilities: cfg.Abilities}
}

// graphOf is the JSON graph of an optimized plan's execution plan, with the rows each node
// counted when counts is not nil.
func (te *TableEnvironment) graphOf(res *opt.Result, counts explain.Counts) (*explain.Graph, error) {
	p, err := phys.BuildExec(res, te.physOptions())
	if err != nil {
		return nil, err
	}
	return explain.NewGraph(p, counts)
}

// explainText is EXPLAIN's text of an optimized plan, without details.
func (te *TableEnvironment) explainText(res *opt.Result) (string, error) {
	p, err := phys.Build(res, te.physOptions())
	if err != nil {
		return "", err
	}
	return explain.Text(p, explain.Options{Work: te.work})
}

// optimizeStatement binds and optimizes a query, an INSERT or a statement set.
func (te *TableEnvironment) optimizeStatement(stmt sql.Stmt) (*opt.Result, error) {
	var roots []plan.Node
	switch s := stmt.(type) {
	case *sql.QueryStmt:
		n, err := te.binder().BindQuery(s.Query)
		if err != nil {
			return nil, err
		}
		roots = []plan.Node{n}
	case *sql.InsertStmt:
		sinks, err := te.bindSinks([]*sql.InsertStmt{s})
		if err != nil {
			return nil, err
		}
		roots = []plan.Node{sinks[0]}
	case *sql.StatementSet:
		sinks, err := te.bindSinks(s.Inserts)
		if err != nil {
			return nil, err
		}
		for _, sink := range sinks {
			roots = append(roots, sink)
		}
	default:
		return nil, unsupportedError("EXPLAIN of " + statementKind(stmt))
	}
	return opt.Optimize(roots, te.optimizerConfig())
}

// ExplainJSON plans one statement (a query, an INSERT, a statement set, or an EXPLAIN of one)
// without running it and returns its execution plan as the JSON graph that the explain
// package documents: nodes with their attributes, output fields, reuse and consumers, and
// edges.
func (te *TableEnvironment) ExplainJSON(ctx context.Context, statement string) ([]byte, error) {
	if ctx.Err() != nil {
		return nil, context.Cause(ctx) // a run's limit, not only "context canceled"
	}
	stmt, err := sql.ParseStatement(statement)
	if err != nil {
		return nil, err
	}
	return te.ExplainStatementJSON(ctx, stmt)
}

// ExplainStatementJSON is ExplainJSON of a parsed statement, whose nodes' spans are then
// positions in the text it was parsed from (a script's, for a statement of RunScript).
func (te *TableEnvironment) ExplainStatementJSON(ctx context.Context, stmt sql.Stmt) ([]byte, error) {
	if ctx.Err() != nil {
		return nil, context.Cause(ctx)
	}
	if e, ok := stmt.(*sql.ExplainStmt); ok {
		stmt = e.Stmt
	}
	return metered(te, ctx, func() ([]byte, error) {
		res, err := te.optimizeStatement(stmt)
		if err != nil {
			return nil, err
		}
		g, err := te.graphOf(res, nil)
		if err != nil {
			return nil, err
		}
		return json.Marshal(g)
	})
}

// ErrNoJob is returned by LastJobJSON before any query or INSERT ran.
var ErrNoJob = errors.New("no job has run yet")

// LastJobJSON returns the graph of the last query or INSERT job the environment ran, in the
// form ExplainJSON returns, with the rows each node read and produced.
func (te *TableEnvironment) LastJobJSON() ([]byte, error) {
	return metered(te, context.Background(), te.lastJobJSON)
}

func (te *TableEnvironment) lastJobJSON() ([]byte, error) {
	last := te.lastJob
	if last == nil {
		return nil, ErrNoJob
	}
	run := last.plan.Run()
	counts := func(n plan.Node) (int64, int64, bool) {
		m := last.metrics.Of(run.Ran(n))
		if m == nil {
			return 0, 0, false
		}
		return m.RowsIn.Load(), m.RowsOut.Load(), true
	}
	g, err := explain.NewGraph(last.plan, counts)
	if err != nil {
		return nil, err
	}
	return json.Marshal(g)
}

// LastJobPlan describes the last query or INSERT job the environment ran: its number (1 for the
// first job, then counting, so that a caller can tell whether a statement ran a new one), its
// JSON graph with row counts, as LastJobJSON returns it, and its plan as EXPLAIN prints it.
func (te *TableEnvironment) LastJobPlan() (seq int, graph []byte, text string, err error) {
	return te.LastJobPlanContext(context.Background())
}

// LastJobPlanContext is LastJobPlan bounded by ctx and the session's budget of steps, for a
// caller that attaches the plan to a run's answer within the run's limits.
func (te *TableEnvironment) LastJobPlanContext(ctx context.Context) (seq int, graph []byte, text string, err error) {
	if te.lastJob == nil {
		return 0, nil, "", ErrNoJob
	}
	// The plan is printed after the job, outside any statement's guard: a bug in a printer must
	// not take the run's answer (or the browser's engine worker) down with it.
	defer func() {
		if p := recover(); p != nil {
			seq, graph, text, err = 0, nil, "", internalError(p)
		}
	}()
	text, err = metered(te, ctx, func() (string, error) {
		if graph, err = te.lastJobJSON(); err != nil {
			return "", err
		}
		return te.explainText(te.lastJob.result)
	})
	if err != nil {
		return 0, nil, "", err
	}
	return te.lastJob.seq, graph, text, nil
}
