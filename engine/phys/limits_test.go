package phys

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
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

// An IN list of 100,000 values is a chain of 100,000 ORs: flattening it and merging its ranges
// into one SEARCH must be linear (it took minutes when each level copied its list and each
// term re-merged the ranges).
func TestSargifyLargeInList(t *testing.T) {
	const n = 100_000
	var e plan.Expr = call("=", ref(0), &plan.Literal{Value: int32(n - 1), T: types.Int.AsNotNull(), Text: strconv.Itoa(n - 1)})
	for i := n - 2; i >= 0; i-- {
		e = call("OR", e, call("=", ref(0), &plan.Literal{Value: int32(i), T: types.Int.AsNotNull(), Text: strconv.Itoa(i)}))
	}
	var got string
	watchdog(t, func() { got = flinkExpr(sargify(e), []string{"a"}, false) })
	if !strings.HasPrefix(got, "SEARCH(a, Sarg[0, 1, 2, ") || !strings.HasSuffix(got, ", 99998, 99999])") {
		t.Fatalf("got %.80s...%s", got, got[max(0, len(got)-40):])
	}
	if c := strings.Count(got, ", "); c != n {
		t.Errorf("%d separators, want %d (one per value and the field)", c, n)
	}
}

// concatChain is CONCAT(s, s) of CONCAT(s, s) ... depth times: depth+1 distinct nodes, a tree
// of 2^(depth+1)-1.
func concatChain(depth int) plan.Expr {
	var e plan.Expr = &plan.InputRef{Index: 0, T: types.String}
	for range depth {
		e = &plan.Call{Op: "CONCAT", Args: []plan.Expr{e, e}, T: types.String}
	}
	return e
}

func TestPrintedSizeMemoizes(t *testing.T) {
	memo := map[plan.Expr]int{}
	if got, want := printedSize(concatChain(30), memo), 1<<31-1; got != want {
		t.Errorf("printed size %d, want %d", got, want)
	}
	if len(memo) != 31 {
		t.Errorf("%d nodes looked at, want 31", len(memo))
	}
}

// The EXPLAIN of a projection whose expression prints in 2^41 nodes stops on the Meter's
// budget with ErrTooComplex, before printing anything.
func TestExplainOfExponentialExpressionStops(t *testing.T) {
	calc := &plan.Calc{
		Input:  &plan.Values{Output: []plan.Field{{Name: "s", Type: types.String}}},
		Exprs:  []plan.Expr{concatChain(40)},
		Output: []plan.Field{{Name: "s", Type: types.String}},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	m := work.New(ctx, 1_000_000)
	var err error
	watchdog(t, func() {
		defer func() {
			if p := recover(); p != nil && !work.Recover(p, &err) {
				panic(p)
			}
		}()
		chargePrinting(m, []plan.Node{calc})
	})
	if !errors.Is(err, work.ErrTooComplex) {
		t.Fatalf("got %v, want ErrTooComplex", err)
	}
}
