package sql

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
)

// treeDump renders a node's structure without positions and without the
// parenthesis wrappers (ParenExpr, ParenQuery, ParenTable), which the
// printer may add where a hand-built tree needs them. Two trees with equal
// dumps mean the same thing.
func treeDump(n any) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(n))
	return b.String()
}

var posType = reflect.TypeOf(Pos(0))

func dumpValue(b *strings.Builder, v reflect.Value) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		switch x := v.Interface().(type) {
		case *ParenExpr:
			dumpValue(b, reflect.ValueOf(x.X))
			return
		case *ParenQuery:
			dumpValue(b, reflect.ValueOf(x.Query))
			return
		case *ParenTable:
			dumpValue(b, reflect.ValueOf(x.X))
			return
		}
		dumpValue(b, v.Elem())
	case reflect.Struct:
		b.WriteString(v.Type().Name() + "{")
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if f.Type == posType {
				continue
			}
			b.WriteString(f.Name + ":")
			dumpValue(b, v.Field(i))
			b.WriteString(" ")
		}
		b.WriteString("}")
	case reflect.Slice:
		b.WriteString("[")
		for i := range v.Len() {
			dumpValue(b, v.Index(i))
			b.WriteString(",")
		}
		b.WriteString("]")
	default:
		fmt.Fprintf(b, "%#v", v.Interface())
	}
}

// checkRoundTrip parses the printed form of stmt and requires an equal
// tree and the same printed form.
func checkRoundTrip(t *testing.T, stmt Stmt) {
	t.Helper()
	if err := roundTrip(stmt); err != nil {
		t.Fatal(err)
	}
}

func loadCorpus(t testing.TB) string {
	t.Helper()
	src, err := os.ReadFile("testdata/corpus.sql")
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

func TestCorpusRoundTrip(t *testing.T) {
	stmts, err := ParseScript(loadCorpus(t))
	if err != nil {
		t.Fatalf("corpus does not parse: %v", err)
	}
	if len(stmts) < 130 {
		t.Fatalf("corpus has %d statements, want at least 130", len(stmts))
	}
	for _, stmt := range stmts {
		t.Run(firstWords(stmt.String()), func(t *testing.T) {
			checkRoundTrip(t, stmt)
		})
	}
}

func firstWords(s string) string {
	if len(s) > 60 {
		s = s[:60]
	}
	return s
}

var nodeType = reflect.TypeOf((*Node)(nil)).Elem()

// checkPositions verifies that every node of a parsed tree has a valid
// span inside the source and inside its parent's span.
func checkPositions(root Node, srcLen int) error {
	var walk func(v reflect.Value, parent Node) error
	walk = func(v reflect.Value, parent Node) error {
		switch v.Kind() {
		case reflect.Interface, reflect.Pointer:
			if v.IsNil() {
				return nil
			}
			if v.Type().Implements(nodeType) {
				n := v.Interface().(Node)
				if !n.Pos().IsValid() || n.End() < n.Pos() || n.End().Offset() > srcLen {
					return fmt.Errorf("%T %s has span %d..%d in a source of %d bytes", n, n, n.Pos(), n.End(), srcLen)
				}
				if parent != nil && (n.Pos() < parent.Pos() || n.End() > parent.End()) {
					return fmt.Errorf("%T %s at %d..%d is outside its parent %T %s at %d..%d",
						n, n, n.Pos(), n.End(), parent, parent, parent.Pos(), parent.End())
				}
				parent = n
			}
			return walk(v.Elem(), parent)
		case reflect.Struct:
			for i := range v.NumField() {
				if err := walk(v.Field(i), parent); err != nil {
					return err
				}
			}
		case reflect.Slice:
			for i := range v.Len() {
				if err := walk(v.Index(i), parent); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(reflect.ValueOf(root), nil)
}

func TestCorpusPositions(t *testing.T) {
	src := loadCorpus(t)
	stmts, err := ParseScript(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, stmt := range stmts {
		if err := checkPositions(stmt, len(src)); err != nil {
			t.Error(err)
		}
	}
}
