package sqlgen

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"time"
)

// Failure is one distinct failure: the first seed that showed it, its script minimized, and
// how many seeds showed it.
type Failure struct {
	Signature string
	Seed      uint64
	Count     int
	Outcome   Outcome
	Script    string // minimized
}

// Summary is what a campaign of runs saw.
type Summary struct {
	From     uint64
	Scripts  int
	Failures []*Failure
	// Clean counts the scripts whose every statement succeeded.
	Clean int
	// MaxOvershoot is the largest time a run took past its limit, and its seed.
	MaxOvershoot     time.Duration
	MaxOvershootSeed uint64
	// MaxHeapGrowth is the largest heap growth seen during a run, and its seed.
	MaxHeapGrowth     uint64
	MaxHeapGrowthSeed uint64
	// Elapsed is the campaign's whole time.
	Elapsed time.Duration
	// Errors counts the scripts by the error that stopped them, its numbers blanked: what the
	// generator should write less often.
	Errors map[string]int
	bySig  map[string]*Failure
}

// NewSummary starts the summary of a campaign from seed.
func NewSummary(seed uint64, n int) *Summary {
	return &Summary{From: seed, Scripts: n, Errors: map[string]int{}, bySig: map[string]*Failure{}}
}

// Campaign runs n scripts from seed on, through the oracle; before each run it calls before
// with the seed and after each with its outcome (nil for none).
func Campaign(seed uint64, n int, l Limits, before func(seed uint64), after func(seed uint64, o Outcome)) *Summary {
	start := time.Now()
	sum := NewSummary(seed, n)
	var current uint64
	if l.OnRunaway == nil {
		l.OnRunaway = func(growth uint64) {
			fmt.Fprintf(os.Stderr, "sqlgen: seed %d grew the heap by %d bytes; stopping before it takes the machine's memory:\n%s\n",
				current, growth, Join(Script(current)))
			os.Exit(3)
		}
	}
	for i := range n {
		s := seed + uint64(i)
		current = s
		if before != nil {
			before(s)
		}
		o := Check(Join(Script(s)), l)
		if after != nil {
			after(s, o)
		}
		sum.Add(s, o, l)
		if !o.Returned {
			// Its goroutine still runs and would skew every later run: stop here.
			sum.Scripts = i + 1
			break
		}
	}
	sum.Elapsed = time.Since(start)
	return sum
}

// Add counts one run's outcome.
func (sum *Summary) Add(s uint64, o Outcome, l Limits) {
	if over := o.Elapsed - l.Time; over > sum.MaxOvershoot {
		sum.MaxOvershoot, sum.MaxOvershootSeed = over, s
	}
	if o.HeapGrowth > sum.MaxHeapGrowth {
		sum.MaxHeapGrowth, sum.MaxHeapGrowthSeed = o.HeapGrowth, s
	}
	if len(o.Errors) == 0 && o.Failure == "" {
		sum.Clean++
	}
	if len(o.Errors) > 0 {
		e := digits.ReplaceAllString(o.Errors[0], "N")
		if len(e) > 100 {
			e = e[:100]
		}
		sum.Errors[e]++
	}
	if o.Failure == "" {
		return
	}
	sig := o.Signature()
	if f := sum.bySig[sig]; f != nil {
		f.Count++
		return
	}
	f := &Failure{Signature: sig, Seed: s, Count: 1, Outcome: o}
	sum.bySig[sig] = f
	sum.Failures = append(sum.Failures, f)
}

// MinimizeFailures reduces the first script of each distinct failure.
func (s *Summary) MinimizeFailures(l Limits) {
	for _, f := range s.Failures {
		f.Script = Join(Minimize(f.Seed, f.Outcome, l))
	}
}

// Minimize reduces the script of a seed while it fails with the same signature.
func Minimize(seed uint64, o Outcome, l Limits) []string {
	want := o.Signature()
	if o.Failure == FailTime || o.Failure == FailHeap {
		want = o.Failure + ": "
	}
	return Reduce(Script(seed), func(stmts []string) bool {
		return Check(Join(stmts), l).Signature() == want
	}, 2*time.Minute)
}

func (s *Summary) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "sqlgen: %d scripts from seed %d in %v: %d ran clean, %d distinct failures\n",
		s.Scripts, s.From, s.Elapsed.Round(time.Millisecond), s.Clean, len(s.Failures))
	fmt.Fprintf(&b, "sqlgen: largest overshoot past the time limit %v (seed %d); largest heap growth %d bytes (seed %d)\n",
		s.MaxOvershoot.Round(time.Millisecond), s.MaxOvershootSeed, s.MaxHeapGrowth, s.MaxHeapGrowthSeed)
	return b.String()
}

// ErrorTable lists the errors that stopped scripts, the most common first.
func (s *Summary) ErrorTable() string {
	var b strings.Builder
	type row struct {
		msg string
		n   int
	}
	var rows []row
	for m, n := range s.Errors {
		rows = append(rows, row{m, n})
	}
	sort.Slice(rows, func(i, j int) bool {
		return rows[i].n > rows[j].n || rows[i].n == rows[j].n && rows[i].msg < rows[j].msg
	})
	for _, r := range rows {
		fmt.Fprintf(&b, "%5d  %s\n", r.n, r.msg)
	}
	return b.String()
}

// FailureReport lists the distinct failures with their minimized scripts.
func (s *Summary) FailureReport() string {
	var b strings.Builder
	sort.SliceStable(s.Failures, func(i, j int) bool { return s.Failures[i].Count > s.Failures[j].Count })
	for _, f := range s.Failures {
		detail := f.Outcome.Detail
		if len(detail) > 2000 {
			detail = detail[:2000] + "..."
		}
		fmt.Fprintf(&b, "\n--- %s (%d seeds; first seed %d)\n%s\n--- minimized:\n%s", f.Signature, f.Count, f.Seed, detail, f.Script)
	}
	return b.String()
}
