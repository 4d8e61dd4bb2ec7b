package opt

import (
	"errors"
	"fmt"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// ErrBrokenPlan marks a plan that a pass left inconsistent: a bug in the pass.
var ErrBrokenPlan = errors.New("broken plan")

// checkAll checks every tree: field references in range and of the types the inputs produce,
// and each node's output matching what it computes.
func checkAll(roots []plan.Node) error {
	seen := map[plan.Node]bool{}
	for _, r := range roots {
		if err := check(r, seen); err != nil {
			return err
		}
	}
	return nil
}

func check(n plan.Node, seen map[plan.Node]bool) error {
	if seen[n] {
		return nil
	}
	seen[n] = true
	for _, in := range n.Inputs() {
		if in == nil {
			return fmt.Errorf("%w: %T has a missing input", ErrBrokenPlan, n)
		}
		if err := check(in, seen); err != nil {
			return err
		}
	}
	var over []plan.Field
	if ins := n.Inputs(); len(ins) > 0 {
		over = ins[0].Fields()
	}
	switch n := n.(type) {
	case *plan.Project:
		return checkProjection(n, n.Exprs, n.Output, over)
	case *plan.Calc:
		if err := checkCondition(n, n.Cond, over); err != nil {
			return err
		}
		return checkProjection(n, n.Exprs, n.Output, over)
	case *plan.Filter:
		return checkCondition(n, n.Cond, over)
	case *plan.Sort:
		for _, k := range n.Keys {
			if err := checkExpr(n, k.Expr, over); err != nil {
				return err
			}
		}
	case *plan.Join:
		return checkJoin(n)
	case *plan.TemporalJoin:
		return checkTemporalJoin(n)
	case *plan.Aggregate:
		if n.Keys > len(over) {
			return fmt.Errorf("%w: aggregate groups by %d of %d fields", ErrBrokenPlan, n.Keys, len(over))
		}
		for _, c := range n.Calls {
			for _, a := range c.ArgFields() {
				if a >= len(over) {
					return fmt.Errorf("%w: aggregate argument $%d of %d fields", ErrBrokenPlan, a, len(over))
				}
			}
		}
		if len(n.Output) != n.Keys+len(n.Calls) {
			return fmt.Errorf("%w: aggregate outputs %d fields for %d keys and %d calls", ErrBrokenPlan, len(n.Output), n.Keys, len(n.Calls))
		}
	case *plan.SetOp:
		if len(n.Left.Fields()) != len(n.Right.Fields()) || len(n.Output) != len(n.Left.Fields()) {
			return fmt.Errorf("%w: %s over inputs of different degrees", ErrBrokenPlan, n.Kind)
		}
	case *plan.Scan:
		if n.Columns != nil && len(n.Columns) != len(n.Output) {
			return fmt.Errorf("%w: scan of %s reads %d columns into %d fields", ErrBrokenPlan, n.ID, len(n.Columns), len(n.Output))
		}
	case *plan.Values:
		for _, row := range n.Rows {
			if len(row) != len(n.Output) && len(n.Output) > 0 {
				return fmt.Errorf("%w: VALUES row of %d fields for %d columns", ErrBrokenPlan, len(row), len(n.Output))
			}
		}
	case *plan.Expand:
		if n.Keys > len(over) || len(n.Nulled) != len(n.IDs) || len(n.Output) != len(over)+1 {
			return fmt.Errorf("%w: expand of %d keys over %d fields outputs %d", ErrBrokenPlan, n.Keys, len(over), len(n.Output))
		}
	case *plan.Match:
		return checkMatch(n, over)
	case *plan.ChangelogNormalize:
		for _, k := range n.Keys {
			if k < 0 || k >= len(over) {
				return fmt.Errorf("%w: changelog normalize on $%d of %d fields", ErrBrokenPlan, k, len(over))
			}
		}
	case *plan.Rank, *plan.Over, *plan.WatermarkAssigner, *plan.WindowTVF, *plan.Sink, *plan.Correlate:
		// Only their inputs are checked (above).
	default:
		return plan.UnknownKind("opt.check", n)
	}
	return nil
}

// checkJoin checks a join's output against its kind's shape, its condition over the row of
// both inputs, and a MARK join's IN: x over the left fields, x = y over the row.
func checkJoin(n *plan.Join) error {
	left, right := n.Left.Fields(), n.Right.Fields()
	shape := n.Shape()
	if want := shape.Width(len(left), len(right)); len(n.Output) != want {
		return fmt.Errorf("%w: %s join outputs %d fields over %d and %d", ErrBrokenPlan, n.Kind, len(n.Output), len(left), len(right))
	}
	for i, f := range n.Output {
		r, ok := n.OutputFromRow(i)
		if !ok {
			if f.Type.Kind != types.KindBoolean {
				return fmt.Errorf("%w: MARK join's mark is %s", ErrBrokenPlan, f.Type)
			}
			continue
		}
		in := left
		if r >= len(left) {
			in, r = right, r-len(left)
		}
		if !f.Type.EqualIgnoringNullability(in[r].Type) {
			return fmt.Errorf("%w: %s join field %s is %s over %s", ErrBrokenPlan, n.Kind, f.Name, f.Type, in[r].Type)
		}
	}
	row := n.RowFields()
	if err := checkCondition(n, n.Cond, row); err != nil {
		return err
	}
	if n.In == nil {
		return nil
	}
	if shape != plan.JoinMarked {
		return fmt.Errorf("%w: %s join with an IN", ErrBrokenPlan, n.Kind)
	}
	if err := checkExpr(n, n.In.Left, left); err != nil {
		return err
	}
	return checkCondition(n, n.In.Cmp, row)
}

func checkProjection(n plan.Node, exprs []plan.Expr, out []plan.Field, over []plan.Field) error {
	if len(exprs) != len(out) {
		return fmt.Errorf("%w: %T computes %d expressions for %d fields", ErrBrokenPlan, n, len(exprs), len(out))
	}
	for i, e := range exprs {
		if err := checkExpr(n, e, over); err != nil {
			return err
		}
		if !compatible(e.Type(), out[i].Type) {
			return fmt.Errorf("%w: %T field %s is %s but its expression %s is %s", ErrBrokenPlan, n, out[i].Name, out[i].Type, e, e.Type())
		}
	}
	return nil
}

func checkCondition(n plan.Node, cond plan.Expr, over []plan.Field) error {
	if cond == nil {
		return nil
	}
	if cond.Type().Kind != types.KindBoolean {
		return fmt.Errorf("%w: %T condition %s is %s", ErrBrokenPlan, n, cond, cond.Type())
	}
	return checkExpr(n, cond, over)
}

func checkExpr(n plan.Node, e plan.Expr, over []plan.Field) error {
	var err error
	visit(e, func(x plan.Expr) {
		r, ok := x.(*plan.InputRef)
		if !ok || err != nil {
			return
		}
		if r.Index < 0 || r.Index >= len(over) {
			err = fmt.Errorf("%w: %T reads $%d of %d fields", ErrBrokenPlan, n, r.Index, len(over))
			return
		}
		if !r.T.EqualIgnoringNullability(over[r.Index].Type) {
			err = fmt.Errorf("%w: %T reads $%d as %s, but it is %s", ErrBrokenPlan, n, r.Index, r.T, over[r.Index].Type)
		}
	})
	return err
}

// compatible reports whether a value of type got may fill a field of type want: the same type,
// where a NOT NULL value may fill a nullable field and a field may be NOT NULL where the
// planner proved the value is.
func compatible(got, want types.Type) bool {
	return got.EqualIgnoringNullability(want) || got.Kind == types.KindNull
}
