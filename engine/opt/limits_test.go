package opt_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/work"
)

// optimizeMetered optimizes under a Meter of maxSteps with a context deadline as a watchdog,
// and fails the test if the Meter stopped it.
func optimizeMetered(t *testing.T, maxSteps int64, query string) *opt.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cfg := config()
	cfg.Work = work.New(ctx, maxSteps)
	var res *opt.Result
	var err error
	func() {
		defer func() {
			if p := recover(); p != nil && !work.Recover(p, &err) {
				panic(p)
			}
		}()
		res = optimize(t, cfg, query)
	}()
	if err != nil {
		t.Fatalf("stopped: %v", err)
	}
	return res
}

// Thirty CTEs, each CONCAT(s, s) of the one before, merge into one expression of 2^30 leaves
// but 31 distinct nodes: every pass walks it as a DAG, well within a budget of a million steps.
func TestConcatChainOptimizesAsDAG(t *testing.T) {
	ctes := []string{"t0 AS (SELECT b AS s FROM g)"}
	for i := 1; i < 30; i++ {
		ctes = append(ctes, fmt.Sprintf("t%d AS (SELECT CONCAT(s, s) AS s FROM t%d)", i, i-1))
	}
	res := optimizeMetered(t, 1_000_000, "WITH "+strings.Join(ctes, ", ")+" SELECT s FROM t29")
	calc, ok := res.Graph.Roots[0].(*plan.Calc)
	if !ok {
		t.Fatalf("root %T, want the merged Calc", res.Graph.Roots[0])
	}
	depth := 0
	for e := calc.Exprs[0]; ; depth++ {
		c, ok := e.(*plan.Call)
		if !ok {
			break
		}
		if c.Op != "CONCAT" || c.Args[0] != c.Args[1] {
			t.Fatalf("depth %d: %s is not a CONCAT of one shared operand", depth, c.Op)
		}
		e = c.Args[0]
	}
	if depth != 29 {
		t.Errorf("merged CONCAT depth %d, want 29", depth)
	}
}

// 1,000 UNION ALLs (as long a chain as the binder takes) digest in linear space and finish within the default budget; the equal
// branches (SELECT 1 twice) still become one node.
func TestLongUnionChainReuses(t *testing.T) {
	parts := make([]string, 1000)
	for i := range parts {
		parts[i] = fmt.Sprintf("SELECT a FROM g WHERE a = %d", i%500)
	}
	res := optimizeMetered(t, 0, "SELECT * FROM ("+strings.Join(parts, " UNION ALL ")+")")
	distinct := map[plan.Node]bool{}
	var walk func(n plan.Node)
	walk = func(n plan.Node) {
		if distinct[n] {
			return
		}
		distinct[n] = true
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	walk(res.Graph.Roots[0])
	calcs := 0
	for n := range distinct {
		if _, ok := n.(*plan.Calc); ok {
			calcs++
		}
	}
	if calcs != 500 {
		t.Errorf("%d distinct filters, want 500: each equal pair is one reused node", calcs)
	}
}

// A statement whose context has ended stops in the optimizer with the context's cause.
func TestOptimizeStopsOnCanceledContext(t *testing.T) {
	parts := make([]string, 1000)
	for i := range parts {
		parts[i] = fmt.Sprintf("SELECT a FROM g WHERE a = %d", i)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	limit := errors.New("time limit")
	cancel(limit)
	cfg := config()
	cfg.Work = work.New(ctx, 0)
	var err error
	func() {
		defer func() {
			if p := recover(); p != nil && !work.Recover(p, &err) {
				panic(p)
			}
		}()
		optimize(t, cfg, "SELECT * FROM ("+strings.Join(parts, " UNION ALL ")+")")
	}()
	if !errors.Is(err, limit) {
		t.Fatalf("got %v, want the context's cause", err)
	}
}
