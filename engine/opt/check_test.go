package opt

import (
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The check after each pass catches a plan whose references do not fit its inputs.
func TestCheckCatchesBrokenPlans(t *testing.T) {
	one := &plan.Values{Rows: [][]plan.Expr{{&plan.Literal{Value: int32(1), T: types.Int.AsNotNull(), Text: "1"}}},
		Output: []plan.Field{{Name: "x", Type: types.Int.AsNotNull()}}}
	ok := &plan.Calc{Input: one, Exprs: []plan.Expr{&plan.InputRef{Index: 0, T: types.Int.AsNotNull()}},
		Output: []plan.Field{{Name: "x", Type: types.Int}}}
	mark := plan.Field{Name: "$in", Type: types.Boolean}
	cmp := &plan.Call{Op: "=", Args: []plan.Expr{&plan.InputRef{Index: 0, T: types.Int}, &plan.InputRef{Index: 1, T: types.Int}}, T: types.Boolean}
	for _, sound := range []plan.Node{
		ok,
		&plan.Join{Kind: plan.JoinSemi, Left: one, Right: one, Output: one.Output, Cond: cmp},
		&plan.Join{Kind: plan.JoinMark, Left: one, Right: one, Output: append(one.Output, mark),
			In: &plan.MarkIn{Left: &plan.InputRef{Index: 0, T: types.Int}, Cmp: cmp}},
		&plan.Join{Kind: plan.JoinSingle, Left: one, Right: one, Output: append(one.Output, one.Output...), Cond: cmp},
	} {
		if err := checkAll([]plan.Node{sound}); err != nil {
			t.Errorf("a sound plan fails the check: %v", err)
		}
	}
	for _, broken := range []plan.Node{
		&plan.Calc{Input: one, Exprs: []plan.Expr{&plan.InputRef{Index: 1, T: types.Int}}, Output: []plan.Field{{Name: "x", Type: types.Int}}},
		&plan.Calc{Input: one, Exprs: []plan.Expr{&plan.InputRef{Index: 0, T: types.String}}, Output: []plan.Field{{Name: "x", Type: types.String}}},
		&plan.Calc{Input: one, Exprs: []plan.Expr{&plan.InputRef{Index: 0, T: types.Int}}, Output: []plan.Field{{Name: "x", Type: types.BigInt}}},
		&plan.Filter{Input: one, Cond: &plan.InputRef{Index: 0, T: types.Int}},
		// A SEMI join outputs its left fields only; a MARK join adds a BOOLEAN; IN's x reads
		// the left fields.
		&plan.Join{Kind: plan.JoinSemi, Left: one, Right: one, Output: append(one.Output, one.Output...)},
		&plan.Join{Kind: plan.JoinMark, Left: one, Right: one, Output: one.Output},
		&plan.Join{Kind: plan.JoinMark, Left: one, Right: one, Output: append(one.Output, one.Output...)},
		&plan.Join{Kind: plan.JoinMark, Left: one, Right: one, Output: append(one.Output, mark),
			In: &plan.MarkIn{Left: &plan.InputRef{Index: 1, T: types.Int}, Cmp: cmp}},
	} {
		if err := checkAll([]plan.Node{broken}); !errors.Is(err, ErrBrokenPlan) {
			t.Errorf("%T: want a broken plan, got %v", broken, err)
		}
	}
}

// Java's BigDecimal arithmetic the literal folding relies on.
func TestDecimal(t *testing.T) {
	d, _ := ParseDecimal("1.0E20")
	if d.Scale != -19 || d.Unscaled.Int64() != 10 || d.Scientific() != "1.0E20" || d.String() != "1.0E+20" {
		t.Errorf("1.0E20: scale %d unscaled %v sci %s str %s", d.Scale, d.Unscaled, d.Scientific(), d.String())
	}
	e, _ := DecimalOfFloat(1e20)
	if e.Scale != 0 || e.LongValue() != 7766279631452241920 || e.Scientific() != "1E20" {
		t.Errorf("exact 1e20: scale %d long %d sci %s", e.Scale, e.LongValue(), e.Scientific())
	}
	m, _ := DecimalOfFloat(-7.9)
	if m.Scientific() != "-7.9000000000000003552E0" {
		t.Errorf("exact -7.9 prints %s", m.Scientific())
	}
	if h, _ := ParseDecimal("2.675"); h.SetScaleHalfUp(2).String() != "2.68" {
		t.Errorf("2.675 half up to 2 places: %s", h.SetScaleHalfUp(2))
	}
	if n, _ := DecimalOfFloat(-1e100); n.IntValue() != 0 || n.LongValue() != 0 {
		t.Errorf("-1e100 wraps to %d, %d", n.IntValue(), n.LongValue())
	}
	if z := DecimalOfInt(0); z.Scientific() != "0E0" {
		t.Errorf("zero prints %s", z.Scientific())
	}
}
