package engine

import (
	"context"
	"strings"

	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// KeyDisabledPasses lists optimizer passes to skip, by name, comma-separated: a playground
// switch for seeing what each pass does.
const KeyDisabledPasses = "flinkpad.optimizer.disabled-passes"

// optimizerConfig is the optimizer's configuration from the session: Flink's reuse switches
// (both on by default), constants folded by the executor, and what each connector accepts.
func (te *TableEnvironment) optimizerConfig() *opt.Config {
	cfg := &opt.Config{
		ReuseSubPlan: !strings.EqualFold(te.config.Get(KeyReuseSubPlan), "false"),
		ReuseSource:  !strings.EqualFold(te.config.Get(KeyReuseSource), "false"),
		Reduce: func(e plan.Expr) (any, error) {
			return exec.EvalConstant(e, te.env.Alloc)
		},
		Abilities: scanAbilities,
		Disabled:  map[string]bool{},
		Streaming: te.config.Streaming(),
	}
	for _, name := range strings.Split(te.config.Get(KeyDisabledPasses), ",") {
		if name = strings.TrimSpace(name); name != "" {
			cfg.Disabled[name] = true
		}
	}
	return cfg
}

// scanAbilities are the push-downs each connector accepts, as its Flink source implements
// them: the filesystem source takes projections, filters and limits; datagen takes none.
func scanAbilities(s *plan.Scan) opt.Abilities {
	if id, _ := s.Table.Option("connector"); id == "filesystem" {
		return opt.Abilities{Projection: true, Filter: true, Limit: true}
	}
	return opt.Abilities{}
}

// runQuery optimizes a bound query and collects its rows, as Flink's collect sink does, with
// the sink's NOT NULL check on the query's own types (an expression typed NOT NULL can still
// be NULL at run time: a DECIMAL overflow; case decimal_overflow_not_null).
func (te *TableEnvironment) runQuery(ctx context.Context, n plan.Node) ([]exec.Row, error) {
	res, err := opt.Optimize([]plan.Node{n}, te.optimizerConfig())
	if err != nil {
		return nil, err
	}
	j, err := exec.BuildJob(ctx, res.Graph, &exec.Env{Connector: &te.env, Source: te.source, Streaming: te.config.Streaming()})
	if err != nil {
		return nil, err
	}
	rows, err := j.Collect(ctx, n.Fields(), te.dropNulls())
	te.recordJob(res, j.Metrics)
	return rows, err
}

// jobRun is the last job the environment ran: its plan graph and its per-node row counts.
type jobRun struct {
	result  *opt.Result
	metrics *exec.Metrics
	seq     int // 1 for the environment's first job, then counting
}

// recordJob keeps a job's plan and metrics as the environment's last job.
func (te *TableEnvironment) recordJob(result *opt.Result, metrics *exec.Metrics) {
	seq := 1
	if te.lastJob != nil {
		seq = te.lastJob.seq + 1
	}
	te.lastJob = &jobRun{result: result, metrics: metrics, seq: seq}
}
