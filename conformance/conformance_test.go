package conformance

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/samples"
)

// minCases is the size the suite promises: every feature the conformance issue names is covered.
const minCases = 80

var passed, failed, skipped atomic.Int64

// The jobs whose run was compared with their printed execution plan, and those that ran the
// optimizer's graph instead (planAgreement).
var jobsChecked, jobsFromOptimizer, jobsUnprintable, sharedChecked, joinsChecked, spansChecked atomic.Int64

func TestMain(m *testing.M) {
	code := m.Run()
	if passed.Load()+failed.Load()+skipped.Load() > 0 {
		fmt.Printf("plan-agreement: %d jobs ran their execution plan (%d shared nodes, %d joins' build sides and %d graph nodes' spans checked; %d of those plans not printable yet), %d ran the optimizer's graph\n",
			jobsChecked.Load(), sharedChecked.Load(), joinsChecked.Load(), spansChecked.Load(), jobsUnprintable.Load(), jobsFromOptimizer.Load())
		fmt.Printf("conformance: %d passed, %d failed, %d skipped\n", passed.Load(), failed.Load(), skipped.Load())
	}
	os.Exit(code)
}

type testCase struct {
	name     string
	script   string
	expected string
	// unrecorded is why Flink cannot record this lesson (unrecorded.txt); expected is empty then.
	unrecorded string
}

func loadCases(t *testing.T) []testCase {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("cases", "*.sql"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []testCase
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".sql")
		script, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		expected, err := os.ReadFile(filepath.Join("expected", name+".out"))
		if err != nil {
			t.Fatalf("case %s has no recorded output (run make conformance-golden): %v", name, err)
		}
		cases = append(cases, testCase{name: name, script: string(script), expected: string(expected)})
	}
	return append(cases, loadSamples(t)...)
}

// loadSamples loads the playground's lessons as cases named sample_<lesson>: every lesson is
// known to run on Flink. A lesson's files live under /tmp/flinkpad/, which a case reads as its
// own work directory.
func loadSamples(t *testing.T) []testCase {
	t.Helper()
	unrecorded, err := UnrecordedLessons()
	if err != nil {
		t.Fatal(err)
	}
	var cases []testCase
	for _, l := range samples.Lessons() {
		name := "sample_" + l.Name
		expected, err := os.ReadFile(filepath.Join("expected", name+".out"))
		_, isUnrecorded := unrecorded[name]
		switch {
		case isUnrecorded && err == nil:
			t.Fatalf("lesson %s is recorded, but unrecorded.txt lists it: remove it from the list", l.Name)
		case isUnrecorded:
			cases = append(cases, testCase{name: name, script: SampleCase(l.Script), unrecorded: unrecorded[name]})
			continue
		case err != nil:
			t.Fatalf("lesson %s has no recorded output (run make conformance-golden): %v", l.Name, err)
		}
		cases = append(cases, testCase{name: name, script: SampleCase(l.Script), expected: string(expected)})
	}
	for name := range unrecorded {
		if !slices.ContainsFunc(cases, func(c testCase) bool { return c.name == name }) {
			t.Fatalf("unrecorded.txt lists %s, which is not a lesson", name)
		}
	}
	return cases
}

func loadGaps(t *testing.T) KnownGaps {
	t.Helper()
	text, err := os.ReadFile("known-gaps.txt")
	if err != nil {
		t.Fatal(err)
	}
	gaps, err := ParseKnownGaps(string(text))
	if err != nil {
		t.Fatal(err)
	}
	return gaps
}

// TestCorpus checks the suite itself: its size, that every case has a header and a recorded
// output from Flink, that no output lacks its case, and that every known gap names a case.
func TestCorpus(t *testing.T) {
	cases := loadCases(t)
	if len(cases) < minCases {
		t.Errorf("%d cases, want at least %d", len(cases), minCases)
	}
	names := map[string]bool{}
	for _, c := range cases {
		names[c.name] = true
		if !strings.HasPrefix(c.script, "-- ") {
			t.Errorf("case %s does not open with a '-- title' comment", c.name)
		}
		if c.unrecorded != "" {
			continue
		}
		if strings.TrimSpace(c.expected) == "" {
			t.Errorf("case %s: recorded output is empty: a case must observe something", c.name)
		}
		if _, err := ParseOutput(c.expected); err != nil {
			t.Errorf("case %s: %v", c.name, err)
		}
	}
	outs, _ := filepath.Glob(filepath.Join("expected", "*.out"))
	for _, p := range outs {
		if name := strings.TrimSuffix(filepath.Base(p), ".out"); !names[name] {
			t.Errorf("expected/%s.out has no case", name)
		}
	}
	for name := range loadGaps(t) {
		if !names[name] {
			t.Errorf("known-gaps.txt lists %s, which is not a case", name)
		}
	}
}

// TestConformance runs every case on Flinkpad and compares with what Flink recorded.
func TestConformance(t *testing.T) {
	gaps := loadGaps(t)
	cases := loadCases(t)
	slices.SortFunc(cases, func(a, b testCase) int { return strings.Compare(a.name, b.name) })
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.unrecorded != "" {
				runUnrecorded(t, c)
				return
			}
			err := runCase(t, c)
			reason, isGap := gaps[c.name]
			switch {
			case isGap && refusalGap(reason) && err != nil && !errors.Is(err, engine.ErrNotSupported):
				// The gap promises a refusal; any other failure, wrong rows above all, is a bug.
				failed.Add(1)
				t.Errorf("known-gaps.txt says %q, but Flinkpad does not refuse the case as not supported: %v", reason, err)
			case isGap && err != nil:
				skipped.Add(1)
				if os.Getenv("CONFORMANCE_SHOW_GAPS") != "" {
					t.Skipf("known gap: %s\n%v", reason, err)
				}
				t.Skipf("known gap: %s", reason)
			case isGap:
				failed.Add(1)
				t.Errorf("passes, but known-gaps.txt lists it (%s): remove it from the list", reason)
			case err != nil:
				failed.Add(1)
				t.Errorf("%v", err)
			default:
				passed.Add(1)
			}
		})
	}
}

// refusalGap is a known gap whose reason says that Flinkpad refuses the case as not supported.
func refusalGap(reason string) bool {
	return strings.HasPrefix(strings.TrimSpace(reason), "Flinkpad refuses ")
}

// runUnrecorded runs a lesson that Flink cannot record: it must run on Flinkpad without an
// error, and it counts as skipped, since nothing checks its rows against Flink's.
func runUnrecorded(t *testing.T, c testCase) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := RunOnFlinkpad(ctx, c.script, t.TempDir()); err != nil {
		failed.Add(1)
		t.Fatalf("an unrecorded lesson must run: %v", err)
	}
	skipped.Add(1)
	t.Skipf("not recorded by Flink: %s", c.unrecorded)
}

func runCase(t *testing.T, c testCase) error {
	want, err := ParseOutput(c.expected)
	if err != nil {
		return err
	}
	workdir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	got, err := RunOnFlinkpad(ctx, c.script, workdir)
	if errors.Is(err, ErrEngineMissing) {
		return err
	}
	if err != nil {
		return fmt.Errorf("Flinkpad could not run the case: %w", err)
	}
	if err := Compare(want, got); err != nil {
		return err
	}
	return planAgreement(c.name, got.Jobs)
}

// planAgreement fails a case one of whose jobs ran otherwise than its execution plan prints:
// a node shared where EXPLAIN marks no reuse or the other way round, a hash join built on the
// side EXPLAIN does not print. Jobs that ran the optimizer's graph are counted apart, and
// reported with why under CONFORMANCE_SHOW_GAPS, as are those whose execution plan ran but does
// not print as Flink's yet.
func planAgreement(name string, jobs []engine.JobCheck) error {
	var problems []string
	for _, j := range jobs {
		if j.FromOptimizer != "" {
			jobsFromOptimizer.Add(1)
			if os.Getenv("CONFORMANCE_SHOW_GAPS") != "" {
				fmt.Printf("ran the optimizer's graph: %s: %s\n", name, j.FromOptimizer)
			}
			continue
		}
		jobsChecked.Add(1)
		if j.Unprintable != "" {
			jobsUnprintable.Add(1)
			if os.Getenv("CONFORMANCE_SHOW_GAPS") != "" {
				fmt.Printf("ran an execution plan it cannot print: %s: %s\n", name, j.Unprintable)
			}
		}
		sharedChecked.Add(int64(j.Shared))
		joinsChecked.Add(int64(j.Joins))
		spansChecked.Add(int64(j.Spans))
		problems = append(problems, j.Problems...)
	}
	if len(problems) > 0 {
		return fmt.Errorf("what ran differs from the printed execution plan: %s", strings.Join(problems, "; "))
	}
	return nil
}
