package plan

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// switchDirs are the source trees whose switches over node or expression kinds must each have a default
// arm, relative to this package.
var switchDirs = []string{".", "../opt", "../exec", "../phys", "../explain", "..", "../report", "../../wasm", "../../cmd"}

// Every type switch over plan node kinds in the engine ends in a default arm, so that a new
// kind is either handled loudly or passed on on purpose, never dropped by falling out of a
// switch. A switch is over node kinds when one of its cases is a node kind of Kinds.
func TestNodeSwitchesHaveDefaultArms(t *testing.T) {
	kinds := map[string]bool{}
	for _, n := range Kinds() {
		kinds[reflect.TypeOf(n).Elem().Name()] = true
	}
	checkSwitchesHaveDefaultArms(t, kinds, "plan node kinds")
}

// The same holds for the switches over expression kinds: a case is an expression kind of
// ExprKinds.
func TestExprSwitchesHaveDefaultArms(t *testing.T) {
	kinds := map[string]bool{}
	for _, e := range ExprKinds() {
		kinds[reflect.TypeOf(e).Elem().Name()] = true
	}
	checkSwitchesHaveDefaultArms(t, kinds, "expression kinds")
}

// checkSwitchesHaveDefaultArms fails on every type switch in switchDirs that has a case among
// kinds and no default arm.
func checkSwitchesHaveDefaultArms(t *testing.T, kinds map[string]bool, what string) {
	t.Helper()
	fset := token.NewFileSet()
	files := 0
	for _, dir := range switchDirs {
		recursive := dir != ".."
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if path != dir && (!recursive || d.Name() == "testdata") {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			files++
			inPlan := f.Name.Name == "plan" && filepath.Dir(path) == "."
			ast.Inspect(f, func(n ast.Node) bool {
				ts, ok := n.(*ast.TypeSwitchStmt)
				if !ok || !switchesOverKinds(ts, kinds, inPlan) {
					return true
				}
				for _, c := range ts.Body.List {
					if c.(*ast.CaseClause).List == nil {
						return true
					}
				}
				t.Errorf("%s: a switch over %s has no default arm", fset.Position(ts.Pos()), what)
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 100 {
		t.Fatalf("read only %d files: the walk is broken", files)
	}
}

// switchesOverKinds reports whether a case of a type switch is one of kinds: *plan.K, or *K in
// package plan itself.
func switchesOverKinds(ts *ast.TypeSwitchStmt, kinds map[string]bool, inPlan bool) bool {
	for _, c := range ts.Body.List {
		for _, e := range c.(*ast.CaseClause).List {
			star, ok := e.(*ast.StarExpr)
			if !ok {
				continue
			}
			switch x := star.X.(type) {
			case *ast.SelectorExpr:
				if pkg, ok := x.X.(*ast.Ident); ok && pkg.Name == "plan" && kinds[x.Sel.Name] {
					return true
				}
			case *ast.Ident:
				if inPlan && kinds[x.Name] {
					return true
				}
			default:
				// Any other case type is not one of the kinds.
			}
		}
	}
	return false
}
