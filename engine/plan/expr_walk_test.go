package plan

import (
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

func testRef(i int) *InputRef { return &InputRef{Index: i, T: types.Int} }

func testCmp(op Op, l, r Expr) *Call {
	return &Call{Op: op, Args: []Expr{l, r}, T: types.Boolean}
}

// Conjuncts splits binary and n-ary ANDs alike, nested ones too, in order.
func TestConjunctsSplitsEveryAnd(t *testing.T) {
	a, b, c, d := testCmp(OpEquals, testRef(0), testRef(1)), testCmp(OpLess, testRef(0), testRef(2)),
		testCmp(OpGreater, testRef(1), testRef(2)), testCmp(OpNotEquals, testRef(2), testRef(3))
	nary := &Call{Op: OpAnd, Args: []Expr{a, And(b, c), d}, T: types.Boolean}
	got := Conjuncts(nary)
	if len(got) != 4 || got[0] != a || got[1] != b || got[2] != c || got[3] != d {
		t.Errorf("got %v", got)
	}
	or := &Call{Op: OpOr, Args: []Expr{a, b}, T: types.Boolean}
	if got := Conjuncts(or); len(got) != 1 || got[0] != or {
		t.Errorf("an OR split into %v", got)
	}
	if got := Conjuncts(nil); got != nil {
		t.Errorf("no condition gives %v", got)
	}
}

// WalkOnce visits a shared call once however many parents reach it, and skips the operands of
// a node visit declines.
func TestWalkOnceVisitsSharedCallsOnce(t *testing.T) {
	shared := testCmp(OpPlus, testRef(0), testRef(1))
	e := Expr(shared)
	for range 40 { // 2^40 paths in the tree form
		e = &Call{Op: OpAnd, Args: []Expr{e, e}, T: types.Boolean}
	}
	calls := 0
	WalkOnce(e, func(x Expr) bool {
		if _, ok := x.(*Call); ok {
			calls++
		}
		return true
	})
	if calls != 41 {
		t.Errorf("visited %d calls, want 41", calls)
	}
	refs := 0
	WalkOnce(testCmp(OpAnd, shared, &Cast{X: testRef(2), T: types.BigInt}), func(x Expr) bool {
		if _, ok := x.(*InputRef); ok {
			refs++
		}
		_, isCast := x.(*Cast)
		return !isCast
	})
	if refs != 2 {
		t.Errorf("got %d references, want the 2 outside the cast", refs)
	}
	WalkOnce(nil, func(Expr) bool { t.Error("visited a node of no expression"); return true })
}

func TestFieldNamesAndUniqueNames(t *testing.T) {
	fields := []Field{{Name: "cid"}, {Name: "x"}, {Name: "cid"}, {Name: "cid0"}, {Name: "cid"}}
	names := FieldNames(fields)
	if got := strings.Join(names, " "); got != "cid x cid cid0 cid" {
		t.Errorf("FieldNames: %s", got)
	}
	// Calcite's rule: the first free number, skipping a name taken before it.
	if got := strings.Join(UniqueNames(names), " "); got != "cid x cid0 cid00 cid1" {
		t.Errorf("UniqueNames: %s", got)
	}
	if names[2] != "cid" {
		t.Error("UniqueNames changed its argument")
	}
}

// EquiKeys finds equalities of a left and a right field in either order, and nothing else.
func TestEquiKeys(t *testing.T) {
	side := &Values{Output: []Field{{Name: "a", Type: types.Int}, {Name: "b", Type: types.Int}}}
	cond := And(testCmp(OpEquals, testRef(3), testRef(0)), testCmp(OpEquals, testRef(0), testRef(1)),
		testCmp(OpLess, testRef(1), testRef(2)), testCmp(OpEquals, testRef(1), testRef(2)))
	left, right := EquiKeys(&Join{Kind: JoinInner, Left: side, Right: side, Cond: cond})
	if !slices.Equal(left, []int{0, 1}) || !slices.Equal(right, []int{1, 0}) {
		t.Errorf("got %v %v", left, right)
	}
}
