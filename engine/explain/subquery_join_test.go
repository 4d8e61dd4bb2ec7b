package explain

import (
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Flink's plan of a subquery is what runs: the join the binder made (a MARK join of EXISTS)
// runs as Flink's LEFT join over the subquery grouped on its keys, and the graph's nodes show
// that join's metrics.
func TestSubqueryJoinMetrics(t *testing.T) {
	cat := catalog.NewManager()
	for _, ddl := range []string{
		"CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '/t', 'format' = 'csv')",
		"CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '/u', 'format' = 'csv')",
	} {
		stmt, err := sql.ParseStatement(ddl)
		if err != nil {
			t.Fatal(err)
		}
		id, table, err := plan.BindCreateTable(stmt.(*sql.CreateTable), cat, lineCol{})
		if err != nil {
			t.Fatal(err)
		}
		if err := cat.Create(id, table, false); err != nil {
			t.Fatal(err)
		}
	}
	stmt, err := sql.ParseStatement("SELECT id, EXISTS (SELECT 1 FROM u WHERE u.k = t.id) AS e FROM t")
	if err != nil {
		t.Fatal(err)
	}
	n, err := plan.NewBinder(cat).BindQuery(stmt.(*sql.QueryStmt).Query)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &opt.Config{ReuseSubPlan: true, ReuseSource: true, Disabled: map[string]bool{},
		Reduce:    func(e plan.Expr) (any, error) { return exec.EvalConstant(e, nil) },
		Abilities: func(*plan.Scan) opt.Abilities { return opt.Abilities{Projection: true, Filter: true, Limit: true} },
	}
	res, err := opt.Optimize([]plan.Node{n}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	counts := func(n plan.Node) (in, out int64, ok bool) {
		if j, isJoin := n.(*plan.Join); isJoin && j.Kind == plan.JoinLeft {
			return 10, 4, true
		}
		return 0, 0, false
	}
	p, err := phys.BuildExec(res, phys.Options{ReuseSubPlan: true, ReuseSource: true})
	if err != nil {
		t.Fatal(err)
	}
	if why := p.Run().FromOptimizer; why != "" {
		t.Fatalf("the job runs the optimizer's graph: %s", why)
	}
	for _, n := range p.Run().Nodes() {
		if j, ok := n.(*plan.Join); ok && j.Kind == plan.JoinMark {
			t.Errorf("the run holds the binder's MARK join, not Flink's plan of it")
		}
	}
	g, err := NewGraph(p, counts)
	if err != nil {
		t.Fatal(err)
	}
	var counted []string
	for _, gn := range g.Nodes {
		if gn.RowsOut != nil && *gn.RowsOut == 4 {
			counted = append(counted, gn.Operator)
		}
	}
	// The join runs inside the MultipleInput; the Calc above it, which computes IS NOT
	// NULL($f1), is a node of its own.
	if !slices.Equal(counted, []string{"MultipleInput"}) {
		t.Errorf("nodes with the join's rows: %v, want [MultipleInput]", counted)
	}
}
