package plan

import (
	"fmt"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The set of expression kinds is closed as the set of node kinds is: ExprKinds lists one value
// of each, and a test in this package fails when a type of the package implements Expr
// without being listed. Code that must handle every expression kind (evaluate it, digest it,
// rewrite its operands) ends its switch with a default arm that fails loudly with
// UnknownExprKind; code that handles a few kinds by design says so in its default arm.

// ErrExprKind marks an expression of a kind that code meant to handle every kind has no case
// for: a bug, a kind added to the plan without teaching that code about it.
// It is one of Flinkpad's internal errors (flinkerr.ErrInternal).
var ErrExprKind = flinkerr.NewKind("expression kind without a case", flinkerr.ErrInternal)

// ExprKindError is ErrExprKind at one site: Site is the function without the case, as
// package.Function.
type ExprKindError struct {
	Site string
	Expr Expr
}

func (e *ExprKindError) Error() string {
	return fmt.Sprintf("%s: no case for the expression %T", e.Site, e.Expr)
}

// Is matches ErrExprKind.
func (e *ExprKindError) Is(target error) bool { return target == ErrExprKind }

// Unwrap is the kind, through which the error also matches flinkerr.ErrInternal.
func (e *ExprKindError) Unwrap() error { return ErrExprKind }

// FlinkClass says it is Flinkpad's bug, not the user's: Flink raises nothing like it.
func (e *ExprKindError) FlinkClass() string { return "flinkpad.InternalError" }

// UnknownExprKind is the error, or the panic value where the site cannot return an error, of
// a switch over expression kinds that has no case for e's kind.
func UnknownExprKind(site string, e Expr) error { return &ExprKindError{Site: site, Expr: e} }

// ExprKinds returns one minimal, well-formed expression of every kind, new at each call, over
// an input row of kindsFields (a INT, ts TIMESTAMP(3)), so that code can be run over every
// kind. The subquery's value before binding ends (subRef) and the subquery and correlation
// expressions never reach a plan that runs; they are listed all the same, so that a walk can
// be shown to handle or refuse them.
func ExprKinds() []Expr {
	a := func() *InputRef { return &InputRef{Index: 0, T: kindsFields[0].Type} }
	one := func() *Literal { return &Literal{Value: int32(1), T: types.Int.AsNotNull(), Text: "1"} }
	boolean := types.Boolean
	return []Expr{
		a(),
		one(),
		&Call{Op: OpEquals, Args: []Expr{a(), one()}, T: boolean},
		&Cast{X: a(), T: types.BigInt},
		&CorrelRef{Index: 0, T: kindsFields[0].Type, Name: "a", Var: 0},
		&SubqueryExpr{Op: OpIn, Operands: []Expr{a()}, T: boolean,
			Query: &Project{Input: kindsLeaf(), Exprs: []Expr{a()}, Output: kindsFields[:1:1]}},
		&subRef{join: 0, field: 0, T: kindsFields[0].Type},
	}
}
