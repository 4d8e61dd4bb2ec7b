package explain

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Options are the EXPLAIN details that only printing decides.
type Options struct {
	// JSONExecutionPlan adds the job's stream graph as JSON (json_plan.go): EXPLAIN's
	// JSON_EXECUTION_PLAN.
	JSONExecutionPlan bool
	// Work bounds the printer's work by the run's context and budget (package work).
	Work *work.Meter
}

// ErrNotExplainable matches a plan shape whose Flink plan Flinkpad cannot print yet.
var ErrNotExplainable = phys.ErrNotExplainable

// Text is the EXPLAIN of a physical plan in Flink's format: the abstract syntax tree, the
// optimized physical plan (each tree in full) and the optimized execution plan (shared nodes
// once, marked with reuse ids). Trees of a statement set are separated by blank lines.
func Text(p *phys.Plan, o Options) (string, error) {
	var b strings.Builder
	b.WriteString("== Abstract Syntax Tree ==\n")
	for i, r := range p.AST {
		if i > 0 {
			b.WriteByte('\n')
		}
		phys.WriteTree(o.Work, &b, r)
	}
	if p.Advice != "" {
		b.WriteString("\n== Optimized Physical Plan With Advice ==\n")
	} else {
		b.WriteString("\n== Optimized Physical Plan ==\n")
	}
	for i, r := range p.Physical {
		if i > 0 {
			b.WriteByte('\n')
		}
		phys.WriteTree(o.Work, &b, r)
	}
	if p.Advice != "" {
		b.WriteString("\n" + p.Advice + "\n")
	}
	b.WriteString("\n== Optimized Execution Plan ==\n")
	writeDAG(o.Work, &b, p.Exec)
	if o.JSONExecutionPlan {
		js, err := executionPlanJSON(p.Exec, p.Streaming())
		if err != nil {
			return "", err
		}
		b.WriteString("\n== Physical Execution Plan ==\n" + js + "\n")
	}
	return b.String(), nil
}
