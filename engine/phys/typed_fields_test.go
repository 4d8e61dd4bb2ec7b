package phys

import (
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

type oneLine struct{}

func (oneLine) LineColumn(sql.Pos) (int, int) { return 1, 1 }

// planOf is the plan, in all three forms, of a batch query over filesystem tables t and u.
func planOf(t *testing.T, q string) *Plan {
	t.Helper()
	cat := catalog.NewManager()
	for _, ddl := range []string{
		"CREATE TABLE t (id INT, name STRING, qty INT) WITH ('connector' = 'filesystem', 'path' = '/t', 'format' = 'csv')",
		"CREATE TABLE u (k INT, tag STRING) WITH ('connector' = 'filesystem', 'path' = '/u', 'format' = 'csv')",
	} {
		stmt, err := sql.ParseStatement(ddl)
		if err != nil {
			t.Fatal(err)
		}
		id, table, err := plan.BindCreateTable(stmt.(*sql.CreateTable), cat, oneLine{})
		if err != nil {
			t.Fatal(err)
		}
		if err := cat.Create(id, table, false); err != nil {
			t.Fatal(err)
		}
	}
	stmt, err := sql.ParseStatement(q)
	if err != nil {
		t.Fatal(err)
	}
	n, err := plan.NewBinder(cat).BindQuery(stmt.(*sql.QueryStmt).Query)
	if err != nil {
		t.Fatal(err)
	}
	cfg := &opt.Config{ReuseSubPlan: true, ReuseSource: true, Disabled: map[string]bool{},
		Abilities: func(*plan.Scan) opt.Abilities { return opt.Abilities{Projection: true, Filter: true, Limit: true} },
	}
	res, err := opt.Optimize([]plan.Node{n}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Build(res, Options{ReuseSubPlan: true, ReuseSource: true})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The typed fields of joins and exchanges say what their attributes print: build=[left],
// isBroadcast=[true], distribution=[...]. The queries give a shuffled join building either
// side, a broadcast join over a small side, and single, hash and broadcast exchanges.
func TestTypedFieldsMatchAttributes(t *testing.T) {
	joins := map[[2]bool]int{} // by {BuildLeft, Broadcast}
	dists := map[string]bool{}
	for _, q := range []string{
		"SELECT t.id, u.tag FROM t JOIN u ON t.id = u.k",
		"SELECT t.name, t.qty, u.k FROM t JOIN u ON t.id = u.k",
		"SELECT t.id, v.x FROM t JOIN (VALUES (1, 'a'), (2, 'b')) AS v(k, x) ON t.id = v.k",
		"SELECT v.x, t.id FROM (VALUES (1, 'a'), (2, 'b')) AS v(k, x) JOIN t ON t.id = v.k",
		"SELECT name, COUNT(*) FROM t GROUP BY name",
		"SELECT COUNT(*) FROM t",
		"SELECT id FROM t WHERE id NOT IN (SELECT k FROM u)",
	} {
		p := planOf(t, q)
		seen := map[*Node]bool{}
		var walk func(n *Node)
		walk = func(n *Node) {
			if seen[n] {
				return
			}
			seen[n] = true
			switch n.Kind() {
			case KindHashJoin, KindAdaptiveJoin:
				if n.BuildLeft() != (attrOf(n, "build") == "left") || n.Broadcast() != (attrOf(n, "isBroadcast") == "true") {
					t.Errorf("%s: %s has BuildLeft %v, Broadcast %v", q, n.Description(), n.BuildLeft(), n.Broadcast())
				}
				joins[[2]bool{n.BuildLeft(), n.Broadcast()}]++
			case KindExchange:
				if n.Distribution() == "" || n.Distribution() != attrOf(n, "distribution") {
					t.Errorf("%s: %s has Distribution %q", q, n.Description(), n.Distribution())
				}
				dists[n.Distribution()[:min(4, len(n.Distribution()))]] = true
			default:
				if n.Distribution() != "" || n.Broadcast() || n.BuildLeft() {
					t.Errorf("%s: %s has a join's or an exchange's fields", q, n.Description())
				}
			}
			for _, in := range n.Inputs() {
				walk(in)
			}
		}
		for _, roots := range [][]*Node{p.Physical, p.Exec} {
			for _, r := range roots {
				walk(r)
			}
		}
	}
	for _, want := range [][2]bool{{false, false}, {true, false}, {false, true}} {
		if joins[want] == 0 {
			t.Errorf("no hash join with BuildLeft, Broadcast %v among %v", want, joins)
		}
	}
	for _, want := range []string{"sing", "hash", "broa"} {
		if !dists[want] {
			t.Errorf("no %s... exchange among %v", want, dists)
		}
	}
}
