package sql

import (
	"errors"
	"strings"
	"testing"
)

func mustParse(t *testing.T, src string) Stmt {
	t.Helper()
	stmt, err := ParseStatement(src)
	if err != nil {
		t.Fatalf("%q: %v", src, err)
	}
	checkRoundTrip(t, stmt)
	return stmt
}

func TestStatementsPrint(t *testing.T) {
	tests := []struct{ src, want string }{
		{"select a from t;", "SELECT a FROM t"},
		{"insert into t values (1)", "INSERT INTO t VALUES (1)"},
		{"execute insert overwrite t select 1", "EXECUTE INSERT OVERWRITE t SELECT 1"},
		{"create table t (a int) with ('connector'='print')", "CREATE TABLE t (a INT) WITH ('connector' = 'print')"},
		{"create table t (watermark for ts as ts, a int, primary key (a) not enforced, b int)",
			"CREATE TABLE t (a INT, b INT, PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts)"},
		{"CREATE TABLE t (a INT) WITH ()", "CREATE TABLE t (a INT) WITH ()"},
		{"create table t like s", "CREATE TABLE t LIKE s"},
		{"create table t as select 1", "CREATE TABLE t AS SELECT 1"},
		{"desc t", "DESCRIBE t"},
		{"use catalog", "USE catalog"},
		{"use catalog c", "USE CATALOG c"},
		{"show tables in db", "SHOW TABLES IN db"},
		{"select * from a, b left outer join c on true", "SELECT * FROM a, b LEFT JOIN c ON TRUE"},
		{"select a from t order by a asc limit all", "SELECT a FROM t ORDER BY a"},
		{"select a from t limit all", "SELECT a FROM t"},
		{"select a from t union distinct select b from u", "SELECT a FROM t UNION SELECT b FROM u"},
		{"explain plan for insert into t select 1", "EXPLAIN PLAN FOR INSERT INTO t SELECT 1"},
		{"begin statement set", "BEGIN STATEMENT SET"},
		{"end", "END"},
		{"drop table if exists t", "DROP TABLE IF EXISTS t"},
		{"select 1 as `a b`", "SELECT 1 AS `a b`"},
		{"select (1)", "SELECT (1)"},
		{"((select 1))", "((SELECT 1))"},
	}
	for _, tt := range tests {
		stmt := mustParse(t, tt.src)
		if got := stmt.String(); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, got, tt.want)
		}
	}
}

func TestCreateTableStructure(t *testing.T) {
	src := "CREATE TEMPORARY TABLE IF NOT EXISTS c.d.t (\n" +
		"  id BIGINT NOT NULL COMMENT 'key',\n" +
		"  ts AS TO_TIMESTAMP(s),\n" +
		"  off BIGINT METADATA FROM 'offset' VIRTUAL,\n" +
		"  CONSTRAINT pk PRIMARY KEY (id) NOT ENFORCED,\n" +
		"  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND\n" +
		") COMMENT 'c' PARTITIONED BY (id) WITH ('k' = 'v') LIKE src (INCLUDING ALL EXCLUDING OPTIONS)"
	ct, ok := mustParse(t, src).(*CreateTable)
	if !ok {
		t.Fatalf("not a CreateTable")
	}
	if !ct.Temporary || !ct.IfNotExists || ct.OrReplace || ct.Name.String() != "c.d.t" {
		t.Errorf("header: %+v", ct)
	}
	if len(ct.Columns) != 3 || len(ct.Constraints) != 1 || len(ct.Watermarks) != 1 {
		t.Fatalf("elements: %d columns, %d constraints, %d watermarks", len(ct.Columns), len(ct.Constraints), len(ct.Watermarks))
	}
	id, ts, off := ct.Columns[0], ct.Columns[1], ct.Columns[2]
	if id.Kind != PhysicalColumn || id.Type.Name != "BIGINT" || id.Type.Nullability != NotNull || id.Comment.Value != "key" {
		t.Errorf("id column: %s", id)
	}
	if ts.Kind != ComputedColumn || ts.Expr.String() != "TO_TIMESTAMP(s)" {
		t.Errorf("ts column: %s", ts)
	}
	if off.Kind != MetadataColumn || off.MetadataKey.Value != "offset" || !off.Virtual {
		t.Errorf("off column: %s", off)
	}
	pk := ct.Constraints[0]
	if pk.Name.Name != "pk" || pk.Unique || len(pk.Columns) != 1 || pk.Enforcement != NotEnforced {
		t.Errorf("constraint: %s", pk)
	}
	if ct.Watermarks[0].Column.String() != "ts" || ct.Watermarks[0].Expr.String() != "ts - INTERVAL '1' SECOND" {
		t.Errorf("watermark: %s", ct.Watermarks[0])
	}
	if ct.Comment.Value != "c" || len(ct.PartitionedBy) != 1 || len(ct.Options) != 1 || ct.Options[0].Key.Value != "k" {
		t.Errorf("trailer: %s", ct)
	}
	if ct.Like == nil || ct.Like.Source.String() != "src" || len(ct.Like.Options) != 2 ||
		ct.Like.Options[1].Strategy != "EXCLUDING" || ct.Like.Options[1].Feature != "OPTIONS" {
		t.Errorf("like: %v", ct.Like)
	}
}

func TestInsertStructure(t *testing.T) {
	src := "EXECUTE INSERT OVERWRITE c.d.t /*+ OPTIONS('a'='b') */ PARTITION (dt = '2024-01-01', h = 1) (x, y) SELECT 1, 2"
	ins, ok := mustParse(t, src).(*InsertStmt)
	if !ok {
		t.Fatal("not an InsertStmt")
	}
	if !ins.Execute.IsValid() || !ins.Overwrite || ins.Table.String() != "c.d.t" {
		t.Errorf("header: %s", ins)
	}
	if len(ins.Hints) != 1 || ins.Hints[0].Text != "OPTIONS('a'='b')" {
		t.Errorf("hints: %v", ins.Hints)
	}
	if len(ins.Partition) != 2 || ins.Partition[0].Column.Name != "dt" || ins.Partition[1].Value.String() != "1" {
		t.Errorf("partition: %v", ins.Partition)
	}
	if len(ins.Columns) != 2 {
		t.Errorf("columns: %v", ins.Columns)
	}
	if _, ok := ins.Query.(*Select); !ok {
		t.Errorf("query: %T", ins.Query)
	}
}

func TestStatementSetAndExplain(t *testing.T) {
	set, ok := mustParse(t, "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT 1; INSERT INTO b SELECT 2; END").(*StatementSet)
	if !ok || len(set.Inserts) != 2 || !set.Execute.IsValid() {
		t.Fatalf("statement set: %v", set)
	}
	ex, ok := mustParse(t, "EXPLAIN JSON_EXECUTION_PLAN, PLAN_ADVICE STATEMENT SET BEGIN INSERT INTO a SELECT 1; END").(*ExplainStmt)
	if !ok || len(ex.Details) != 2 || ex.Details[1] != "PLAN_ADVICE" {
		t.Fatalf("explain: %v", ex)
	}
	if inner, ok := ex.Stmt.(*StatementSet); !ok || inner.Execute.IsValid() {
		t.Errorf("explained statement: %v", ex.Stmt)
	}
	for _, src := range []string{
		"EXECUTE STATEMENT SET BEGIN END",
		"EXECUTE STATEMENT SET BEGIN SELECT 1; END",
		"EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT 1 END",
		"STATEMENT SET BEGIN INSERT INTO a SELECT 1; END",
		"EXPLAIN PLAN FOR",
		"EXPLAIN FOO SELECT 1",
	} {
		if _, err := ParseStatement(src); !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: got %v, want a syntax error", src, err)
		}
	}
}

func TestQueryStructure(t *testing.T) {
	q := mustParse(t, "SELECT a FROM t UNION SELECT b FROM u INTERSECT ALL SELECT c FROM v").(*QueryStmt).Query
	union, ok := q.(*SetOp)
	if !ok || union.Op != Union || union.All {
		t.Fatalf("top: %T %v", q, q)
	}
	if inter, ok := union.Right.(*SetOp); !ok || inter.Op != Intersect || !inter.All {
		t.Errorf("INTERSECT must bind tighter: %v", union.Right)
	}

	q = mustParse(t, "SELECT * FROM a JOIN b ON a.x = b.x LEFT JOIN c USING (y), d").(*QueryStmt).Query
	from := q.(*Select).From
	comma, ok := from.(*Join)
	if !ok || comma.Kind != CommaJoin {
		t.Fatalf("joins must associate to the left: %v", from)
	}
	left, ok := comma.Left.(*Join)
	if !ok || left.Kind != LeftJoin || len(left.Using) != 1 {
		t.Fatalf("left join: %v", comma.Left)
	}
	if inner, ok := left.Left.(*Join); !ok || inner.Kind != InnerJoin || inner.On == nil {
		t.Errorf("inner join: %v", left.Left)
	}

	q = mustParse(t, "SELECT * FROM TABLE(TUMBLE(DATA => TABLE t, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '1' MINUTE)) AS w").(*QueryStmt).Query
	tf, ok := q.(*Select).From.(*TableFunc)
	if !ok || tf.Alias.Name.Name != "w" || len(tf.Call.Args) != 3 {
		t.Fatalf("window TVF: %v", q)
	}
	if arg, ok := tf.Call.Args[0].(*NamedArg); !ok || arg.Name.Name != "DATA" {
		t.Errorf("named arg: %v", tf.Call.Args[0])
	} else if _, ok := arg.Value.(*TableArg); !ok {
		t.Errorf("table arg: %v", arg.Value)
	}
	if _, ok := tf.Call.Args[1].(*NamedArg).Value.(*DescriptorExpr); !ok {
		t.Errorf("descriptor: %v", tf.Call.Args[1])
	}

	q = mustParse(t, "WITH x AS (SELECT 1) SELECT * FROM x ORDER BY 1 LIMIT 2").(*QueryStmt).Query
	with, ok := q.(*With)
	if !ok || len(with.CTEs) != 1 {
		t.Fatalf("with: %v", q)
	}
	if ob, ok := with.Body.(*OrderBy); !ok || ob.Limit.String() != "2" || len(ob.OrderBy) != 1 {
		t.Errorf("order by: %v", with.Body)
	}
}

func TestNodePositions(t *testing.T) {
	src := "SET 'a' = 'b';\n" +
		"INSERT INTO sink\n" +
		"SELECT  `user`, amount * 2 AS twice\n" +
		"FROM Orders o\n" +
		"WHERE amount BETWEEN 1 AND 10"
	stmts, err := ParseScript(src)
	if err != nil {
		t.Fatal(err)
	}
	f := NewFile(src)
	at := func(n Node) string { return f.Position(n.Pos()).String() + "-" + f.Position(n.End()).String() }
	ins := stmts[1].(*InsertStmt)
	sel := ins.Query.(*Select)
	tests := []struct {
		node Node
		want string
	}{
		{stmts[0], "1:1-1:14"},
		{ins, "2:1-5:30"},
		{ins.Table, "2:13-2:17"},
		{sel, "3:1-5:30"},
		{sel.Items[0], "3:9-3:15"},
		{sel.Items[1], "3:17-3:36"},
		{sel.Items[1].Expr, "3:17-3:27"},
		{sel.Items[1].Alias, "3:31-3:36"},
		{sel.From, "4:6-4:14"},
		{sel.Where, "5:7-5:30"},
		{sel.Where.(*BetweenExpr).High, "5:28-5:30"},
	}
	for _, tt := range tests {
		if got := at(tt.node); got != tt.want {
			t.Errorf("%s: at %s, want %s", tt.node, got, tt.want)
		}
	}
}

func TestReservedWordsNeedQuotes(t *testing.T) {
	for _, src := range []string{
		"SELECT a AS value FROM t",
		"CREATE TABLE t (timestamp BIGINT)",
		"SELECT * FROM t AS date",
		"CREATE TABLE t (a INT) PARTITIONED BY (date)",
	} {
		if _, err := ParseStatement(src); err == nil {
			t.Errorf("%q parsed; reserved words need backquotes", src)
		}
	}
	// USER alone is the niladic function USER, as in Calcite.
	if x := mustParse(t, "SELECT user FROM t").(*QueryStmt).Query.(*Select).Items[0].Expr; x.String() != "USER" {
		t.Errorf("user: %T", x)
	} else if _, ok := x.(*FuncCall); !ok {
		t.Errorf("user: %T, want a FuncCall", x)
	}
	// Non-reserved keywords are fine as names.
	for _, src := range []string{
		"SELECT data, name, type, `user` FROM catalog.database.source",
		"CREATE TABLE t (data STRING, position_x INT, version INT, `value` INT)",
		"SELECT desc FROM t",
		"SELECT a FROM t AS tumble",
	} {
		mustParse(t, src)
	}
}

func TestParseScriptKeepsGoodStatements(t *testing.T) {
	stmts, err := ParseScript("SELECT 1;;; SELECT FROM; -- c\nSELECT 2; /* trailing */")
	if len(stmts) != 2 || stmts[1].String() != "SELECT 2" {
		t.Errorf("statements: %v", stmts)
	}
	if !errors.Is(err, ErrSyntax) {
		t.Errorf("error: %v", err)
	}
	if stmts, err := ParseScript("  -- only a comment\n;\n"); err != nil || len(stmts) != 0 {
		t.Errorf("empty script: %v %v", stmts, err)
	}
}

func TestParseStatementsKeepsEachError(t *testing.T) {
	src := "SET 'a' = 'b';\nSELEC 1;\nSELECT 2;\nEXECUTE STATEMENT SET BEGIN\nINSERT INTO t SELECT 1;\nEND;"
	got := ParseStatements(src)
	if len(got) != 4 {
		t.Fatalf("got %d statements, want 4", len(got))
	}
	if got[0].Err != nil || got[2].Err != nil || got[3].Err != nil {
		t.Errorf("unexpected errors: %v, %v, %v", got[0].Err, got[2].Err, got[3].Err)
	}
	if got[1].Err == nil || got[1].Stmt != nil {
		t.Errorf("statement 2 should fail alone, got %v", got[1])
	}
	if text := src[got[3].Pos-1 : got[3].End-1]; !strings.HasPrefix(text, "EXECUTE STATEMENT SET") || !strings.HasSuffix(text, "END") {
		t.Errorf("statement 4 spans %q", text)
	}
}
