package plan

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/work"
)

// Thirty nested self-join views (v1 joins v0 with itself, v2 joins v1 with itself, ...) expand
// to 2^30 scans as a tree; each view is bound once per statement and shared, so binding the
// top one takes a few hundred steps of a budget of 100,000.
func TestNestedSelfJoinViewsBindOnce(t *testing.T) {
	cat := catalog.NewManager()
	define := func(name, query string) {
		t.Helper()
		n, err := bindSQL(t, cat, query)
		if err != nil {
			t.Fatal(err)
		}
		view := &catalog.View{ExpandedQuery: query}
		for _, f := range n.Fields() {
			view.Schema.Columns = append(view.Schema.Columns, catalog.Column{Name: f.Name, Type: f.Type})
		}
		id, _ := cat.Qualify([]string{name})
		if err := cat.CreateTemporary(id, view, false); err != nil {
			t.Fatal(err)
		}
	}
	define("v0", "SELECT * FROM (VALUES (1), (2)) AS t(x)")
	for i := 1; i <= 30; i++ {
		define(fmt.Sprintf("v%d", i), fmt.Sprintf("SELECT a.x FROM v%d a JOIN v%d b ON a.x = b.x", i-1, i-1))
	}
	stmt, err := sql.ParseStatement("SELECT x FROM v30")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	var n Node
	func() {
		defer func() {
			if p := recover(); p != nil && !work.Recover(p, &err) {
				panic(p)
			}
		}()
		n, err = NewBinder(cat).WithWork(work.New(ctx, 100_000)).BindQuery(stmt.(*sql.QueryStmt).Query)
	}()
	if err != nil {
		t.Fatalf("binding stopped: %v", err)
	}
	distinct := map[Node]bool{}
	var walk func(n Node)
	walk = func(n Node) {
		if !distinct[n] {
			distinct[n] = true
			for _, in := range n.Inputs() {
				walk(in)
			}
		}
	}
	walk(n)
	if len(distinct) > 30*8 {
		t.Errorf("%d distinct nodes for 30 views: the views were not shared", len(distinct))
	}
}
