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

// nodeTypesDeclared are the types of the package's non-test files that have an Inputs() []Node
// method: every concrete plan node kind, found in the source, so that a kind added tomorrow
// is found too.
func nodeTypesDeclared(t *testing.T) []string {
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
			if !ok || fd.Recv == nil || fd.Name.Name != "Inputs" || !returnsNodes(fd.Type) {
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

// returnsNodes reports whether a method's signature is () []Node.
func returnsNodes(ft *ast.FuncType) bool {
	if ft.Params.NumFields() != 0 || ft.Results.NumFields() != 1 {
		return false
	}
	arr, ok := ft.Results.List[0].Type.(*ast.ArrayType)
	if !ok || arr.Len != nil {
		return false
	}
	id, ok := arr.Elt.(*ast.Ident)
	return ok && id.Name == "Node"
}

// Kinds lists every node type the package declares, once each: a new kind that is not added
// to it fails here, before any switch over kinds can miss it unnoticed.
func TestKindsListsEveryNodeType(t *testing.T) {
	declared := nodeTypesDeclared(t)
	if len(declared) < 14 {
		t.Fatalf("found only %d node types in the source (%v): the scan is broken", len(declared), declared)
	}
	var listed []string
	for _, n := range Kinds() {
		listed = append(listed, reflect.TypeOf(n).Elem().Name())
	}
	slices.Sort(listed)
	if !slices.Equal(slices.Compact(slices.Clone(listed)), listed) {
		t.Errorf("Kinds lists a kind twice: %v", listed)
	}
	if !slices.Equal(declared, listed) {
		t.Errorf("Kinds lists %v, the package declares the node types %v", listed, declared)
	}
}

// Each value of Kinds is well formed: its inputs are there and its fields are typed, so that
// code run over them meets plans like the binder's.
func TestKindsAreWellFormed(t *testing.T) {
	for _, n := range Kinds() {
		for i, in := range n.Inputs() {
			if in == nil {
				t.Errorf("%T: input %d is missing", n, i)
			}
		}
		fields := n.Fields()
		if len(fields) == 0 {
			t.Errorf("%T has no fields", n)
		}
		for _, f := range fields {
			if f.Name == "" || f.Type.Kind == 0 {
				t.Errorf("%T: field %+v has no name or no type", n, f)
			}
		}
		if _, ok := n.(*Values); !ok && len(n.Inputs()) == 0 {
			if _, scan := n.(*Scan); !scan {
				t.Errorf("%T has no inputs", n)
			}
		}
	}
	if a, b := Kinds()[0], Kinds()[0]; a == b {
		t.Error("Kinds returns the same nodes twice: callers could change each other's")
	}
}

// WithInputs rebuilds every kind over new inputs, of the same kind and with those inputs.
func TestWithInputsHandlesEveryKind(t *testing.T) {
	for _, n := range Kinds() {
		ins := n.Inputs()
		news := make([]Node, len(ins))
		for i := range ins {
			news[i] = kindsLeaf()
		}
		got := WithInputs(n, news)
		if reflect.TypeOf(got) != reflect.TypeOf(n) {
			t.Errorf("WithInputs(%T) gave a %T", n, got)
			continue
		}
		for i, in := range got.Inputs() {
			if in != news[i] {
				t.Errorf("WithInputs(%T): input %d is not the new one", n, i)
			}
		}
		if len(ins) > 0 && got == n {
			t.Errorf("WithInputs(%T) changed the node in place instead of copying it", n)
		}
	}
}

// unknownNode is a plan node kind no switch has a case for.
type unknownNode struct{ in Node }

func (n *unknownNode) Fields() []Field { return n.in.Fields() }
func (n *unknownNode) Inputs() []Node  { return []Node{n.in} }

// A node kind WithInputs does not know fails loudly instead of keeping its old inputs, which
// would silently undo every rewrite below it.
func TestWithInputsRefusesAnUnknownNode(t *testing.T) {
	defer func() {
		err, _ := recover().(error)
		if !errors.Is(err, ErrNodeKind) || !strings.Contains(err.Error(), "unknownNode") {
			t.Fatalf("got %v, want a panic with ErrNodeKind naming the node kind", err)
		}
	}()
	WithInputs(&unknownNode{in: kindsLeaf()}, []Node{kindsLeaf()})
}

// recoverKind runs f and returns what it panicked with, nil if it did not.
func recoverKind(f func()) (p any) {
	defer func() { p = recover() }()
	f()
	return nil
}

// nodeExprs knows every kind, and the kinds that hold expressions give theirs; a kind it does
// not know panics with ErrNodeKind, as the correlation walks must not skip its expressions.
func TestNodeExprsHandlesEveryKind(t *testing.T) {
	holds := map[string]int{"Values": 2, "Project": 1, "Calc": 2, "Filter": 1, "Join": 1, "Sort": 1, "Rank": 1,
		"Over": 2, "WatermarkAssigner": 1, "Correlate": 2, "TemporalJoin": 1, "Match": 1}
	for _, n := range Kinds() {
		var got []Expr
		if p := recoverKind(func() { got = nodeExprs(n) }); p != nil {
			t.Errorf("nodeExprs(%T) panicked: %v", n, p)
			continue
		}
		if want := holds[reflect.TypeOf(n).Elem().Name()]; len(got) != want {
			t.Errorf("nodeExprs(%T) gave %d expressions, want %d", n, len(got), want)
		}
	}
	p := recoverKind(func() { nodeExprs(&unknownNode{in: kindsLeaf()}) })
	if err, _ := p.(error); !errors.Is(err, ErrNodeKind) {
		t.Fatalf("got %v, want a panic with ErrNodeKind", p)
	}
}

// A node kind without a case is one of Flinkpad's internal errors, whoever returns it.
func TestUnknownKindIsInternal(t *testing.T) {
	err := UnknownKind("plan.test", nil)
	if !errors.Is(err, ErrNodeKind) || !errors.Is(err, flinkerr.ErrInternal) {
		t.Errorf("%v matches ErrNodeKind %v, ErrInternal %v", err, errors.Is(err, ErrNodeKind), errors.Is(err, flinkerr.ErrInternal))
	}
}
