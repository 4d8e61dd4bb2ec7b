package engine

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/explain"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// JobCheck compares what a job ran with what its execution plan prints, for the tests that
// hold EXPLAIN and the graph to what runs (Settings.JobObserver).
type JobCheck struct {
	// FromOptimizer is why the job ran the optimizer's graph rather than its execution plan,
	// empty when it ran the execution plan.
	FromOptimizer string
	// Unprintable is why a job that ran its execution plan cannot print it as Flink's (EXPLAIN
	// and the graph refuse it), empty when it prints.
	Unprintable string
	// Problems lists where the run and the printed plan differ: a node EXPLAIN marks reused
	// that ran once per consumer or the other way round, a join built on the other side.
	Problems []string
	// Shared and Joins count the shared nodes and the joins whose build side was compared (hash
	// and nested loop joins), Inside the nodes EXPLAIN marks reused inside one operator, which
	// computes them itself, and Spans the
	// nodes of the job's JSON graph, each of which must carry a source span.
	Shared, Joins, Inside, Spans int
}

// checkJob compares a finished job's metrics with its physical plan.
func checkJob(p *phys.Plan, metrics *exec.Metrics) JobCheck {
	run := p.Run()
	c := JobCheck{FromOptimizer: run.FromOptimizer}
	if c.FromOptimizer != "" {
		return c
	}
	ranShared := func(n plan.Node) bool {
		m := metrics.Of(n)
		return m != nil && m.Shared
	}
	marked := map[plan.Node]bool{}
	for n := range phys.ReuseIDs(p.Exec) {
		if n.Source() == nil {
			// A node the translation made inside one operator (the one-row Values each row's
			// Calc of a VALUES planned as a union reads): the operator computes it itself.
			c.Inside++
			continue
		}
		ran := run.Ran(n.Source())
		marked[ran] = true
		if run.Inside(n) {
			// Also read inside an operator that computes it itself (the Values(ZERO) of a
			// VALUES planned as a union that a SELECT without FROM reads as well).
			c.Inside++
			continue
		}
		if !ranShared(ran) {
			c.Problems = append(c.Problems, fmt.Sprintf("EXPLAIN marks %s reused, but it ran once per consumer", n.Name()))
		}
	}
	for _, n := range run.Nodes() {
		if ranShared(n) {
			c.Shared++
			if !marked[n] {
				c.Problems = append(c.Problems, fmt.Sprintf("a %T ran once for several consumers, but EXPLAIN marks no node of it reused", n))
			}
		}
	}
	if p.Unprintable() {
		// The graph refuses the plan as EXPLAIN does: there are no spans to check.
		c.Unprintable = p.Err().Error()
	} else if g, err := explain.NewGraph(p, nil); err != nil {
		c.Problems = append(c.Problems, "the job's graph: "+err.Error())
	} else {
		for _, n := range g.Nodes {
			c.Spans++
			if n.Span == nil {
				c.Problems = append(c.Problems, fmt.Sprintf("the graph's %s node has no source span", n.Operator))
			}
		}
	}
	for j, left := range p.PrintedBuilds() {
		c.Joins++
		m := metrics.Of(j)
		built := m != nil && m.BuiltLeft
		if left != built {
			c.Problems = append(c.Problems, fmt.Sprintf("EXPLAIN prints a join with build=[%s], but it built the other side", side(left)))
		}
	}
	return c
}

func side(left bool) string {
	if left {
		return "left"
	}
	return "right"
}
