package plan

import (
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// Each kind prints its own SQL name, and a value outside the lists prints as no name at all.
func TestKindNames(t *testing.T) {
	var names []string
	for _, k := range JoinKinds {
		names = append(names, k.String())
	}
	for _, k := range SetOpKinds {
		names = append(names, k.String())
	}
	for _, k := range WindowKinds {
		names = append(names, k.String())
	}
	want := "INNER LEFT RIGHT FULL SEMI ANTI MARK SINGLE UNION INTERSECT EXCEPT TUMBLE HOP CUMULATE SESSION"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	for _, s := range []string{JoinKind(0).String(), SetOpKind(0).String(), WindowKind(0).String()} {
		if !strings.HasSuffix(s, "(0)") {
			t.Errorf("the zero kind prints as %q", s)
		}
	}
}

// The binder maps every SQL join kind and set operation, and every window function's name.
func TestKindsOfSQL(t *testing.T) {
	joins := map[sql.JoinKind]JoinKind{sql.InnerJoin: JoinInner, sql.LeftJoin: JoinLeft, sql.RightJoin: JoinRight,
		sql.FullJoin: JoinFull, sql.CrossJoin: JoinInner, sql.CommaJoin: JoinInner}
	for in, want := range joins {
		if got, err := joinKindOf(&sql.Join{Kind: in}); err != nil || got != want {
			t.Errorf("%v: got %v, %v, want %v", in, got, err, want)
		}
	}
	table := &sql.TableRef{Name: &sql.Name{Parts: []*sql.Ident{{Name: "t"}}}}
	if _, err := joinKindOf(&sql.Join{Kind: sql.CommaJoin + 1, Left: table}); !errors.Is(err, ErrNotSupported) {
		t.Errorf("an unknown SQL join kind gives %v", err)
	}
	for _, in := range []sql.SetOpKind{sql.Union, sql.Intersect, sql.Except} {
		if got, err := setOpKindOf(&sql.SetOp{Op: in}); err != nil || got.String() != in.String() {
			t.Errorf("%v: got %v, %v", in, got, err)
		}
	}
	query := &sql.Select{}
	if _, err := setOpKindOf(&sql.SetOp{Op: sql.Except + 1, Left: query, Right: query}); !errors.Is(err, ErrNotSupported) {
		t.Errorf("an unknown SQL set operation gives %v", err)
	}
	for _, k := range WindowKinds {
		if got, ok := windowKindNamed(k.String()); !ok || got != k {
			t.Errorf("%v: got %v, %v", k, got, ok)
		}
		if _, ok := windowArgNames[k]; !ok {
			t.Errorf("%v has no parameter names", k)
		}
	}
	if _, ok := windowKindNamed("SESSIONS"); ok {
		t.Error("SESSIONS is taken for a window kind")
	}
}

// Every join kind has a shape, and a join without a kind fails instead of passing for one.
func TestJoinShapeOfEveryKind(t *testing.T) {
	shapes := map[JoinShape]string{}
	for _, k := range JoinKinds {
		shapes[JoinShapeOf(k)] += k.String() + " "
	}
	if shapes[JoinLeftOnly] != "SEMI ANTI " || shapes[JoinMarked] != "MARK " {
		t.Errorf("shapes %v", shapes)
	}
	defer func() {
		if recover() == nil {
			t.Error("JoinShapeOf of the zero kind did not panic")
		}
	}()
	JoinShapeOf(0)
}
