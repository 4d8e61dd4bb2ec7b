package engine

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/internal/golden"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// optimizerGoldens are the optimizer's golden files: `go test ./engine/ -update` rewrites
// their expected plans.
var optimizerGoldens = filepath.Join("testdata", "opt", "*.slt")

// TestOptimizerGoldens plans the statements of the optimizer's golden files, each file in an
// environment of its own, and compares the optimized plans with the expected ones. The records:
//
//	statement ok        runs its input as a script (CREATE TABLE, SET, ...); it must succeed
//	plan expect=a,b     optimizes its one statement (a query, an INSERT or a statement set),
//	                    checks that the passes a and b fired, and that each fires no more when
//	                    switched off, and prints the plan graph (graphText)
//	plan raises=a       checks that planning fails, and succeeds with the pass a off (a pass
//	                    that raises Flink's planning errors), and prints the error
func TestOptimizerGoldens(t *testing.T) {
	golden.Run(t, optimizerGoldens, func(t *testing.T) func(r *golden.Record) (string, error) {
		te := newGoldenEnvironment()
		return func(r *golden.Record) (string, error) {
			switch r.Directive {
			case "statement":
				return "", goldenStatement(te, r)
			case "plan":
				return goldenPlan(te, r)
			default:
				return "", fmt.Errorf("unknown directive %q", r.Directive)
			}
		}
	})
}

// goldenStatement runs a "statement ok" record's input as a script, which must succeed: the
// setup of the records after it, in golden files of any stage.
func goldenStatement(te *TableEnvironment, r *golden.Record) error {
	if len(r.Args) != 1 || r.Args[0] != "ok" {
		return fmt.Errorf("want \"statement ok\", got %q", r.Args)
	}
	var failed error
	err := te.RunScript(context.Background(), r.Input, func(o Outcome) {
		if o.Err != nil && failed == nil {
			failed = o.Err
		}
	})
	if err == nil {
		err = failed
	}
	return err
}

// newGoldenEnvironment is the environment of one golden file: an in-memory file system, and
// print sinks that write nowhere.
func newGoldenEnvironment() *TableEnvironment {
	return NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory(), Stdout: io.Discard, Stderr: io.Discard}})
}

// goldenPlan optimizes a plan record's statement and prints the plan, after checking that the
// passes it expects fired, and fire no more when switched off.
func goldenPlan(te *TableEnvironment, r *golden.Record) (string, error) {
	stmt, err := sql.ParseStatement(strings.TrimSuffix(strings.TrimSpace(r.Input), ";"))
	if err != nil {
		return "", err
	}
	res, err := te.optimizeStatement(stmt)
	if raises := r.Option("raises"); raises != "" {
		return goldenRaise(te, stmt, raises, err)
	}
	if err != nil {
		return "", err
	}
	for _, pass := range expectedPasses(r) {
		if _, known := opt.Optional[pass]; !known {
			return "", fmt.Errorf("expect names %s, which is no optimizer pass", pass)
		}
		if res.Fired[pass] == 0 {
			return "", fmt.Errorf("%s did not fire (fired: %v)", pass, res.Fired)
		}
		before := te.config.Get(KeyDisabledPasses)
		te.config.Set(KeyDisabledPasses, before+","+pass)
		off, err := te.optimizeStatement(stmt)
		te.config.Set(KeyDisabledPasses, before)
		if err != nil {
			return "", fmt.Errorf("with %s off: %w", pass, err)
		}
		if off.Fired[pass] != 0 {
			return "", fmt.Errorf("%s fired while switched off", pass)
		}
	}
	return graphText(res.Graph)
}

// goldenRaise checks a plan record whose pass raises a planning error rather than changing the
// plan (raises=pass): planning fails, and succeeds with the pass off. The output is the error.
func goldenRaise(te *TableEnvironment, stmt sql.Stmt, pass string, err error) (string, error) {
	if _, known := opt.Optional[pass]; !known {
		return "", fmt.Errorf("raises names %s, which is no optimizer pass", pass)
	}
	if err == nil {
		return "", fmt.Errorf("planning succeeded, but %s should have failed it", pass)
	}
	before := te.config.Get(KeyDisabledPasses)
	te.config.Set(KeyDisabledPasses, before+","+pass)
	_, offErr := te.optimizeStatement(stmt)
	te.config.Set(KeyDisabledPasses, before)
	if offErr != nil {
		return "", fmt.Errorf("planning still fails with %s off: %w", pass, offErr)
	}
	return "error: " + FlinkMessage(err), nil
}

// expectedPasses are the passes a plan record's expect= names.
func expectedPasses(r *golden.Record) []string {
	if r.Option("expect") == "" {
		return nil
	}
	return strings.Split(r.Option("expect"), ",")
}

// TestEveryPassHasAGolden holds the golden files to covering the optimizer: every pass, and
// every reuse step, has a plan record that expects it to fire or to raise its error
// (TestOptimizerGoldens checks that it does).
func TestEveryPassHasAGolden(t *testing.T) {
	expected, err := golden.OptionValues(optimizerGoldens, "expect", "raises")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range slices.Concat(opt.Conversion, opt.Passes) {
		names = append(names, p.Name)
	}
	names = append(names, reuseSteps...)
	for _, name := range names {
		if !expected[name] {
			t.Errorf("no plan record in %s expects the pass %s to fire", optimizerGoldens, name)
		}
	}
}

// TestOptionalCoversEveryPass holds opt.Optional to saying, for every pass and reuse step,
// whether a correct result needs it, and to naming nothing else.
func TestOptionalCoversEveryPass(t *testing.T) {
	names := map[string]bool{}
	for _, s := range reuseSteps {
		names[s] = true
	}
	for _, p := range slices.Concat(opt.Conversion, opt.Passes) {
		names[p.Name] = true
		if _, ok := opt.Optional[p.Name]; !ok {
			t.Errorf("opt.Optional does not say whether the pass %s is optional", p.Name)
		}
	}
	for name := range opt.Optional {
		if !names[name] {
			t.Errorf("opt.Optional names %s, which is no pass", name)
		}
	}
}

// reuseSteps are the names of the sub-plan reuse steps that opt.Optimize runs after its passes,
// each switchable off by name as a pass is.
var reuseSteps = []string{"reuse-scans", "reuse-sinks", "reuse-sub-plans"}
