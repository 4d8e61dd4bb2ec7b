package explain

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/work"
)

// watchdog fails the test if fn has not returned after a minute; it never times fn.
func watchdog(t *testing.T, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); fn() }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("did not finish within 60 s")
	}
}

// explainMetered binds and optimizes a query with no catalog and prints its EXPLAIN under a
// Meter of maxSteps, returning the text or why the Meter stopped it.
func explainMetered(t *testing.T, maxSteps int64, query string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	m := work.New(ctx, maxSteps)
	var text string
	var err error
	watchdog(t, func() {
		defer func() {
			if p := recover(); p != nil && !work.Recover(p, &err) {
				panic(p)
			}
		}()
		stmt, perr := sql.ParseStatement(query)
		if perr != nil {
			t.Error(perr)
			return
		}
		n, berr := plan.NewBinder(catalog.NewManager()).WithWork(m).BindQuery(stmt.(*sql.QueryStmt).Query)
		if berr != nil {
			t.Error(berr)
			return
		}
		cfg := &opt.Config{ReuseSubPlan: true, ReuseSource: true, Disabled: map[string]bool{}, Work: m,
			Reduce: func(e plan.Expr) (any, error) { return exec.EvalConstant(e, nil) }}
		res, oerr := opt.Optimize([]plan.Node{n}, cfg)
		if oerr != nil {
			t.Error(oerr)
			return
		}
		p, perr := phys.Build(res, phys.Options{ReuseSubPlan: true, ReuseSource: true, Work: m})
		if perr != nil {
			err = perr
			return
		}
		text, err = Text(p, Options{Work: m})
	})
	return text, err
}

// 1,000 UNION ALLs (as long a chain as the binder takes) print within the default budget, the execution plan's equal branches
// reused; a budget too small for the text's size stops it with ErrTooComplex.
func TestExplainLongUnionChain(t *testing.T) {
	parts := make([]string, 1000)
	for i := range parts {
		parts[i] = fmt.Sprintf("SELECT %d AS x", i%500)
	}
	query := "SELECT * FROM (" + strings.Join(parts, " UNION ALL ") + ")"
	text, err := explainMetered(t, 0, query)
	if err != nil {
		t.Fatalf("stopped: %v", err)
	}
	if !strings.Contains(text, "== Optimized Execution Plan ==") || !strings.Contains(text, "Reused(reference_id=[") {
		t.Errorf("no reused branch in the execution plan:\n%.2000s", text)
	}
	if _, err := explainMetered(t, 100_000, query); !errors.Is(err, work.ErrTooComplex) {
		t.Errorf("with a budget of 100,000 steps: got %v, want ErrTooComplex", err)
	}
}
