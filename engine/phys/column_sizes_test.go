package phys

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// A VALUES sizes a string column by its literals, 2 bytes a character (Java's UTF-16), NULL
// as 1 byte; a projection passes a field's size on.
func TestColumnSizesOfValues(t *testing.T) {
	str := types.VarChar(4)
	lit := func(s string) plan.Expr { return &plan.Literal{Value: s, T: str, Text: "'" + s + "'"} }
	v := &plan.Values{Rows: [][]plan.Expr{{lit("low")}, {lit("high")}, {&plan.Literal{T: str, Text: "null"}}},
		Output: []plan.Field{{Name: "tier", Type: str}}}
	p := &physical{rows: map[plan.Node]float64{}}
	if got, want := p.columnSizes(v)[0], (6.0+8+1)/3; got != want {
		t.Errorf("the VALUES' column size is %v, want %v", got, want)
	}
	calc := &plan.Calc{Input: v, Exprs: []plan.Expr{&plan.InputRef{Index: 0, T: str}}, Output: v.Output}
	if got, want := p.columnSizes(calc)[0], p.columnSizes(v)[0]; got != want {
		t.Errorf("the projection's column size is %v, want its input's %v", got, want)
	}
	if got := utf16Len("a\U0001F600"); got != 3 {
		t.Errorf("utf16Len counts %d chars, want 3", got)
	}
}

// A nested loop join builds as BatchPhysicalJoinRuleBase.checkNestLoopJoin chooses.
func TestNestedLoopSide(t *testing.T) {
	for _, c := range []struct {
		kind      plan.JoinKind
		ls, rs    float64
		leftBuild bool
	}{
		{plan.JoinLeft, 1, 100, false},
		{plan.JoinRight, 100, 1, true},
		{plan.JoinInner, 10, 10, true},
		{plan.JoinInner, 11, 10, false},
		{plan.JoinFull, 1, 10, true},
		{plan.JoinSemi, 1, 10, false},
	} {
		if got := nestedLoopSide(c.kind, c.ls, c.rs).leftBuild; got != c.leftBuild {
			t.Errorf("%v join of sizes %v and %v builds left: %v, want %v", c.kind, c.ls, c.rs, got, c.leftBuild)
		}
	}
}
