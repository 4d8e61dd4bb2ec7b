package engine

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/explain"
	"github.com/flinkpad/flinkpad/engine/internal/golden"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// physicalGoldens are the physical plan's golden files: `go test ./engine/ -update` rewrites
// their expected plans.
var physicalGoldens = filepath.Join("testdata", "phys", "*.slt")

// TestPhysicalGoldens plans the statements of the physical plan's golden files, each file in an
// environment of its own, and compares the plans EXPLAIN prints with the expected ones. The
// records:
//
//	statement ok                 runs its input as a script (CREATE TABLE, SET, ...)
//	physical expect=a,b silent=c details=D,E
//	                             plans its one statement (a query, an INSERT or a statement
//	                             set) with EXPLAIN's details D and E (CHANGELOG_MODE,
//	                             ESTIMATED_COST, PLAN_ADVICE), checks that the physical passes
//	                             a and b fired and c did not, and prints the optimized physical
//	                             plan and the optimized execution plan as EXPLAIN does
//	                             (physicalText)
func TestPhysicalGoldens(t *testing.T) {
	golden.Run(t, physicalGoldens, func(t *testing.T) func(r *golden.Record) (string, error) {
		te := newGoldenEnvironment()
		return func(r *golden.Record) (string, error) {
			switch r.Directive {
			case "statement":
				return "", goldenStatement(te, r)
			case "physical":
				return goldenPhysical(te, r)
			default:
				return "", fmt.Errorf("unknown directive %q", r.Directive)
			}
		}
	})
}

// goldenPhysical plans a physical record's statement as EXPLAIN does, checks that the passes it
// expects fired, and prints the plan.
func goldenPhysical(te *TableEnvironment, r *golden.Record) (string, error) {
	stmt, err := sql.ParseStatement(strings.TrimSuffix(strings.TrimSpace(r.Input), ";"))
	if err != nil {
		return "", err
	}
	res, err := te.optimizeStatement(stmt)
	if err != nil {
		return "", err
	}
	if te.config.Streaming() {
		if err := checkStreamExplain(res); err != nil {
			return "", err
		}
	}
	o := te.physOptions()
	if d := r.Option("details"); d != "" {
		for _, detail := range strings.Split(d, ",") {
			switch detail {
			case "CHANGELOG_MODE":
				o.ChangelogMode = true
			case "ESTIMATED_COST":
				o.EstimatedCost = true
			case "PLAN_ADVICE":
				o.PlanAdvice = true
			default:
				return "", fmt.Errorf("details names %s, which is no EXPLAIN detail the physical plan makes", detail)
			}
		}
	}
	p, err := phys.Build(res, o)
	if err != nil {
		return "", err
	}
	known := physicalPassNames()
	for _, pass := range expectedPasses(r) {
		if !slices.Contains(known, pass) {
			return "", fmt.Errorf("expect names %s, which is no physical pass", pass)
		}
		if p.Fired[pass] == 0 {
			return "", fmt.Errorf("%s did not fire (fired: %v)", pass, p.Fired)
		}
	}
	if silent := r.Option("silent"); silent != "" {
		for _, pass := range strings.Split(silent, ",") {
			if !slices.Contains(known, pass) {
				return "", fmt.Errorf("silent names %s, which is no physical pass", pass)
			}
			if p.Fired[pass] != 0 {
				return "", fmt.Errorf("%s fired %d times, but should not have", pass, p.Fired[pass])
			}
		}
	}
	text, err := explain.Text(p, explain.Options{Work: te.work})
	if err != nil {
		return "", err
	}
	return physicalText(text), nil
}

// physicalText is EXPLAIN's text from the optimized physical plan on: the abstract syntax tree
// is the optimizer's conversion, which no physical pass shapes. Its blank lines, which would
// end a golden output, go; the trees of a statement set still start at the margin.
func physicalText(text string) string {
	if i := strings.Index(text, "== Optimized Physical Plan"); i >= 0 {
		text = text[i:]
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// physicalPassNames are the names of all physical passes, in the order Build runs them.
func physicalPassNames() []string {
	var names []string
	for _, p := range slices.Concat(phys.Translation, phys.Details, phys.ExecProcessors) {
		names = append(names, p.Name)
	}
	return names
}

// TestEveryPhysicalPassHasAGolden holds the golden files to covering the physical planning:
// every pass has a physical record that expects it to fire (TestPhysicalGoldens checks that it
// does).
func TestEveryPhysicalPassHasAGolden(t *testing.T) {
	expected, err := golden.OptionValues(physicalGoldens, "expect")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range physicalPassNames() {
		if !expected[name] {
			t.Errorf("no physical record in %s expects the pass %s to fire", physicalGoldens, name)
		}
	}
}
