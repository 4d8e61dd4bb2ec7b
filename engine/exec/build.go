package exec

import (
	"context"
	"sync/atomic"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Env is what running a plan needs: the connectors' environment and their factories.
type Env struct {
	Connector *connector.Env
	// Source finds the source of a scanned table; the engine resolves connectors.
	Source func(s *plan.Scan) (connector.Source, error)
	// Streaming selects the streaming operators of stateful nodes (stream_build.go).
	Streaming bool

	// Set while BuildJob builds a plan graph: the physical plan's run, the tees of its shared
	// nodes, the metrics, and the node whose inputs are being built.
	run  *phys.Run
	tees map[plan.Node]*tee
	// windowTees are the tees of the window functions (and Calcs over them) that window
	// aggregates run themselves, in slice mode: their output is not the node's own.
	windowTees map[plan.Node]*tee
	metrics    *Metrics
	parent     plan.Node
	job        *jobSync
}

// Build turns a plan into operators, checking first that every expression can be evaluated.
// Within BuildJob, a node that several parents read is built once, behind a tee, and every
// operator counts its rows.
func Build(ctx context.Context, n plan.Node, env *Env) (Operator, error) {
	if env.run == nil {
		return build(ctx, n, env)
	}
	var in *atomic.Int64
	if env.parent != nil {
		in = &env.metrics.node(env.parent).RowsIn
	}
	if env.run.Shared(n) {
		return env.buildShared(ctx, n, in)
	}
	return env.buildCounted(ctx, n, in)
}

// buildShared builds a node once per job, behind a tee, and returns a new branch of it: for a
// node the run shares, and for one that several operators read where the run counts one
// reader (buildOnce).
func (env *Env) buildShared(ctx context.Context, n plan.Node, in *atomic.Int64) (Operator, error) {
	t, ok := env.tees[n]
	if !ok {
		op, err := env.buildCounted(ctx, n, nil)
		if err != nil {
			return nil, err
		}
		t = newTee(env.job, op, env.run.Consumers(n))
		env.tees[n] = t
	}
	branch, err := t.branch()
	if err != nil {
		return nil, err
	}
	if env.run.Shared(n) || len(t.branches) > 1 {
		// It runs once for several readers, as the execution plan's reuse says.
		env.metrics.node(n).Shared = true
	}
	return &counted{op: branch, in: in}, nil
}

// buildOnce builds a node that operators may read more often than the run counts, once per
// job: a window function's input, which each window aggregate over the function reads itself.
func buildOnce(ctx context.Context, n plan.Node, env *Env) (Operator, error) {
	if env.run == nil {
		return Build(ctx, n, env)
	}
	var in *atomic.Int64
	if env.parent != nil {
		in = &env.metrics.node(env.parent).RowsIn
	}
	return env.buildShared(ctx, n, in)
}

// buildCounted builds a node with its inputs, counting its output rows (and, when in is set,
// the rows its consumer reads).
func (env *Env) buildCounted(ctx context.Context, n plan.Node, in *atomic.Int64) (Operator, error) {
	saved := env.parent
	env.parent = n
	op, err := build(ctx, n, env)
	env.parent = saved
	if err != nil {
		return nil, err
	}
	return &counted{op: op, out: &env.metrics.node(n).RowsOut, in: in, node: n}, nil
}

// build turns one node into its operator, building its inputs with Build.
func build(ctx context.Context, n plan.Node, env *Env) (Operator, error) {
	alloc := env.Connector.Alloc
	if alloc == nil {
		alloc = memory.DefaultAllocator
	}
	if op, ok, err := buildGroupWindow(ctx, n, env, alloc); ok {
		return op, err
	}
	if op, ok, err := buildTimeNode(ctx, n, env, alloc); ok {
		return op, err
	}
	if env.Streaming {
		if op, ok, err := buildStreaming(ctx, n, env, alloc); ok {
			return op, err
		}
	}
	switch n := n.(type) {
	case *plan.Values:
		for _, row := range n.Rows {
			for _, e := range row {
				if err := checkExpr(e); err != nil {
					return nil, err
				}
			}
		}
		if err := valuesCodegenError(n); err != nil {
			return nil, err
		}
		return newValues(n, alloc)
	case *plan.Scan:
		src, err := env.Source(n)
		if err != nil {
			return nil, err
		}
		columns := n.Columns
		if columns == nil {
			columns = make([]int, len(n.Output))
			for i := range columns {
				columns[i] = i
			}
		}
		r, err := src.Open(ctx, columns)
		if err != nil {
			return nil, err
		}
		return &scanOp{reader: r}, nil
	case *plan.Project:
		for _, e := range n.Exprs {
			if err := checkExpr(e); err != nil {
				return nil, err
			}
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		return &projectOp{input: in, exprs: prepareExprs(n.Exprs), schema: schemaOf(n.Output), alloc: alloc}, nil
	case *plan.Calc:
		return buildCalc(ctx, n, env, alloc)
	case *plan.Filter:
		if err := checkExpr(n.Cond); err != nil {
			return nil, err
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		return &filterOp{input: in, cond: prepareExpr(n.Cond), alloc: alloc}, nil
	case *plan.Rank, *plan.Over:
		return buildBatchRank(ctx, n, env, alloc)
	case *plan.Sort:
		if n.Offset > 0 && n.Limit < 0 {
			// Flink's batch planner cannot translate an OFFSET without a LIMIT (case
			// setop_offset_without_limit).
			return nil, runtimeError("org.apache.flink.table.api.TableException", "Not support limitEnd is max value now!")
		}
		for _, k := range n.Keys {
			if err := checkExpr(k.Expr); err != nil {
				return nil, err
			}
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		return &sortOp{input: in, n: n, alloc: alloc}, nil
	case *plan.Join:
		if n.Cond != nil {
			if err := checkExpr(n.Cond); err != nil {
				return nil, err
			}
		}
		if n.In != nil {
			if err := checkExpr(n.In.Left); err != nil {
				return nil, err
			}
			if err := checkExpr(n.In.Cmp); err != nil {
				return nil, err
			}
		}
		left, right, err := buildPair(ctx, n.Left, n.Right, env)
		if err != nil {
			return nil, err
		}
		if env.run.BuildLeft(n) {
			if op, ok := newLeftBuildJoin(n, left, right, alloc); ok {
				if env.metrics != nil {
					env.metrics.node(n).BuiltLeft = true
				}
				return op, nil
			}
		}
		return newJoin(n, left, right, alloc), nil
	case *plan.TemporalJoin:
		return buildTemporalJoin(ctx, n, env, alloc)
	case *plan.ChangelogNormalize:
		// Planned in streaming mode only (upsert sources cannot be read in batch mode), and
		// one operator in both.
		if n.Cond != nil {
			if err := checkExpr(n.Cond); err != nil {
				return nil, err
			}
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		return newChangelogNormalize(in, n, alloc), nil
	case *plan.Match:
		// One operator in both modes: batch input is all rows before its one watermark.
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		op, err := newMatch(in, n, alloc)
		if err != nil {
			in.Close()
			return nil, err
		}
		return op, nil
	case *plan.SetOp:
		left, right, err := buildPair(ctx, n.Left, n.Right, env)
		if err != nil {
			return nil, err
		}
		return &setOp{left: left, right: right, n: n, alloc: alloc}, nil
	case *plan.Aggregate:
		if err := checkDecomposed(n); err != nil {
			return nil, err
		}
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		return &aggregateOp{input: in, n: n, alloc: alloc}, nil
	case *plan.Expand:
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		return newExpand(in, n, alloc), nil
	case *plan.Correlate:
		in, err := Build(ctx, n.Input, env)
		if err != nil {
			return nil, err
		}
		op, err := newCorrelate(in, n, alloc)
		if err != nil {
			in.Close()
		}
		return op, err
	default:
		// WatermarkAssigner and WindowTVF are built by buildTimeNode; a sink is a root, which
		// BuildJob builds as its input.
		return nil, plan.UnknownKind("exec.build", n)
	}
}

// buildPair builds the two inputs of a binary operator.
func buildPair(ctx context.Context, l, r plan.Node, env *Env) (Operator, Operator, error) {
	left, err := Build(ctx, l, env)
	if err != nil {
		return nil, nil, err
	}
	right, err := Build(ctx, r, env)
	if err != nil {
		left.Close()
		return nil, nil, err
	}
	return left, right, nil
}

// Row is one collected result row.
type Row struct {
	Kind   types.RowKind
	Values []any
}

// Collect runs an operator to its end and returns its rows, as Flink's collect sink gathers a
// query's result, with the sink's NOT NULL check (dropNulls: the DROP enforcer).
func Collect(ctx context.Context, op Operator, fields []plan.Field, dropNulls bool) ([]Row, error) {
	defer op.Close()
	var rows []Row
	err := forEach(ctx, op, func(b connector.Batch) error {
		// EnforceNotNull takes a reference of its own; forEach keeps releasing the original.
		b.Record.Retain()
		checked, err := EnforceNotNull(b, fields, dropNulls, nil)
		if err != nil {
			return err
		}
		defer checked.Record.Release()
		for i := range checked.Len() {
			values, err := readRow(checked, fields, i)
			if err != nil {
				return err
			}
			rows = append(rows, Row{Kind: checked.Kind(i), Values: values})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return rows, nil
}
