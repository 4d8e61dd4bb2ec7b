package plan

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// exprTypesDeclared are the types of the package's non-test files with a Type() types.Type
// method, which with String() is the Expr interface: every expression kind, found in the
// source, so that a kind added tomorrow is found too.
func exprTypesDeclared(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var out []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Name.Name != "Type" || !returnsType(fd.Type) {
				continue
			}
			recv := fd.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok {
				out = append(out, id.Name)
			}
		}
	}
	slices.Sort(out)
	return out
}

// returnsType reports whether a method's signature is () types.Type.
func returnsType(ft *ast.FuncType) bool {
	if ft.Params.NumFields() != 0 || ft.Results.NumFields() != 1 {
		return false
	}
	sel, ok := ft.Results.List[0].Type.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "types" && sel.Sel.Name == "Type"
}

// ExprKinds lists every expression type the package declares, once each.
func TestExprKindsListsEveryExprType(t *testing.T) {
	declared := exprTypesDeclared(t)
	if len(declared) < 7 {
		t.Fatalf("found only %d expression types in the source (%v): the scan is broken", len(declared), declared)
	}
	var listed []string
	for _, e := range ExprKinds() {
		listed = append(listed, reflect.TypeOf(e).Elem().Name())
	}
	slices.Sort(listed)
	if !slices.Equal(slices.Compact(slices.Clone(listed)), listed) {
		t.Errorf("ExprKinds lists a kind twice: %v", listed)
	}
	if !slices.Equal(declared, listed) {
		t.Errorf("ExprKinds lists %v, the package declares the expression types %v", listed, declared)
	}
}

// Each value of ExprKinds is typed and prints, and each call gives new values.
func TestExprKindsAreWellFormed(t *testing.T) {
	for _, e := range ExprKinds() {
		if e.Type().Kind == 0 {
			t.Errorf("%T has no type", e)
		}
		if e.String() == "" {
			t.Errorf("%T prints as nothing", e)
		}
	}
	if a, b := ExprKinds()[0], ExprKinds()[0]; a == b {
		t.Error("ExprKinds returns the same expressions twice: callers could change each other's")
	}
}

// An expression kind without a case is one of Flinkpad's internal errors, whoever returns it.
func TestUnknownExprKindIsInternal(t *testing.T) {
	err := UnknownExprKind("plan.test", nil)
	if !errors.Is(err, ErrExprKind) || !errors.Is(err, flinkerr.ErrInternal) {
		t.Errorf("%v matches ErrExprKind %v, ErrInternal %v", err, errors.Is(err, ErrExprKind), errors.Is(err, flinkerr.ErrInternal))
	}
	if errors.Is(err, ErrNodeKind) {
		t.Errorf("%v matches ErrNodeKind", err)
	}
}
