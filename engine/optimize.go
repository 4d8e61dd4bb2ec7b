package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// KeyDisabledPasses lists optimizer passes to skip, by name, comma-separated: a playground
// switch for seeing what each pass does.
const KeyDisabledPasses = "flinkpad.optimizer.disabled-passes"

// optimizerConfig is the optimizer's configuration from the session: Flink's reuse switches
// (both on by default), constants folded by the executor, and what each connector accepts.
func (te *TableEnvironment) optimizerConfig() *opt.Config {
	m := te.work
	cfg := &opt.Config{
		Work:         m,
		ReuseSubPlan: !strings.EqualFold(te.config.Get(KeyReuseSubPlan), "false"),
		ReuseSource:  !strings.EqualFold(te.config.Get(KeyReuseSource), "false"),
		Reduce: func(e plan.Expr) (any, error) {
			m.Step()
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

// jobRun is the last job the environment ran: its plan graph and its per-node row counts.
type jobRun struct {
	result  *opt.Result
	plan    *phys.Plan // the physical plan that ran
	metrics *exec.Metrics
	seq     int // 1 for the environment's first job, then counting
}

// recordJob keeps a job's plan and metrics as the environment's last job.
func (te *TableEnvironment) recordJob(result *opt.Result, p *phys.Plan, metrics *exec.Metrics) {
	seq := 1
	if te.lastJob != nil {
		seq = te.lastJob.seq + 1
	}
	te.lastJob = &jobRun{result: result, plan: p, metrics: metrics, seq: seq}
	if te.jobs != nil {
		te.jobs(checkJob(p, metrics))
	}
}
