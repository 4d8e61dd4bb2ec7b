package explain

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// A batch filter on ROW_NUMBER whose ORDER BY column is not projected reads the call's value
// past the window's pruned input; it failed with an index out of range. The condition reads
// w0$o0, the value the OverAggregate adds after a and b.
func TestBatchRowNumberFilterOnUnprojectedOrder(t *testing.T) {
	cat := catalog.NewManager()
	stmt, err := sql.ParseStatement("CREATE TABLE t (a INT, b INT, c STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '10')")
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
	q, err := sql.ParseStatement("SELECT a FROM (SELECT a, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM t) WHERE rn <= 2")
	if err != nil {
		t.Fatal(err)
	}
	n, err := plan.NewBinder(cat).BindQuery(q.(*sql.QueryStmt).Query)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &opt.Config{ReuseSubPlan: true, ReuseSource: true, Disabled: map[string]bool{},
		Reduce: func(e plan.Expr) (any, error) { return exec.EvalConstant(e, nil) }}
	res, err := opt.Optimize([]plan.Node{n}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	text, err := explainOf(res, phys.Options{ReuseSubPlan: true, ReuseSource: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Calc(select=[a], where=[<=(w0$o0, 2)])",
		"Calc(select=[a], where=[(w0$o0 <= 2)])",
		"OverAggregate(partitionBy=[a], orderBy=[b ASC], window#0=[ROW_NUMBER(*) AS w0$o0 ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW], select=[a, b, w0$o0])",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %s in\n%s", want, text)
		}
	}
}
