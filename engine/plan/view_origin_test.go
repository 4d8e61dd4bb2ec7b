package plan

import (
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TestViewOriginCopiesSpansOnlyOntoItsShape records the spans of a view's first plan (a filter
// over VALUES) and checks where a use of the view takes them: a plan of the same shape bound in
// the same script does; one of another shape, or one bound in another script, keeps none, for
// the reference to mark. The renaming projection above is the reference's to mark.
func TestViewOriginCopiesSpansOnlyOntoItsShape(t *testing.T) {
	stmt, err := sql.ParseStatement("SELECT 1")
	if err != nil {
		t.Fatal(err)
	}
	q := stmt.(*sql.QueryStmt).Query
	fields := []Field{{Name: "a", Type: types.Int}}
	where, rows := Span{Start: 5, End: 9}, Span{Start: 12, End: 20}
	first := &Filter{Input: &Values{Output: fields}, Cond: &Literal{T: types.Boolean}}
	first.SetSpan(where)
	first.Input.(*Values).SetSpan(rows)
	script := new(int)
	view := &catalog.View{Origin: NewViewOrigin(script, q, first)}

	use := func() (*Project, *Filter) {
		f := &Filter{Input: &Values{Output: fields}, Cond: &Literal{T: types.Boolean}}
		return &Project{Input: f, Exprs: []Expr{&InputRef{Index: 0, T: types.Int}}, Output: fields, Kind: ProjectView}, f
	}
	p, f := use()
	(&Binder{script: script}).markFromOrigin(view, p)
	if got := f.Span(); got.Start != where.Start || got.End != where.End || !got.view.IsValid() {
		t.Errorf("the filter's span is %+v, want %+v in the view's text", got, where)
	}
	if got := NodeSpan(f.Input); got.Start != rows.Start || got.End != rows.End {
		t.Errorf("the VALUES span is %+v, want %+v", got, rows)
	}
	if p.Span().IsValid() {
		t.Errorf("the renaming projection took the span %+v", p.Span())
	}

	p, f = use()
	(&Binder{script: new(int)}).markFromOrigin(view, p)
	if f.Span().IsValid() {
		t.Errorf("a use in another script took the span %+v", f.Span())
	}

	other := &Project{Input: &Values{Output: fields}, Output: fields, Kind: ProjectView}
	(&Binder{script: script}).markFromOrigin(view, other)
	if s := NodeSpan(other.Input); s.IsValid() {
		t.Errorf("a plan of another shape took the span %+v", s)
	}
}
