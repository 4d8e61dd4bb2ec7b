package engine

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/types"
)

// newTestEnv returns an environment in the given runtime mode whose print sinks write to the
// returned buffer, over an in-memory file system.
func newTestEnv(t *testing.T, mode string) (*TableEnvironment, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	te := NewTableEnvironment(Settings{Env: connector.Env{FS: vfs.NewMemory(), Stdout: &out, Stderr: &out, Parallelism: 1}})
	te.Config().Set(KeyRuntimeMode, mode)
	return te, &out
}

func mustExec(t *testing.T, te *TableEnvironment, stmts ...string) {
	t.Helper()
	for _, s := range stmts {
		r, err := te.ExecuteSQL(context.Background(), s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if err := r.Await(context.Background()); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// collected reads a result's rows as Flink's Row.toString prints them.
func collected(t *testing.T, r *TableResult) []string {
	t.Helper()
	var out []string
	for row, err := range r.Collect() {
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, types.FormatRow(row.Kind, r.ColumnTypes(), row.Values))
	}
	return out
}

const valuesQuery = "SELECT * FROM (VALUES (1, 'a'), (2, 'b'), (3, 'a')) AS T(id, name)"

// The schemas and rows were recorded from Flink 2.3's Table API, with the expressions given as
// Expressions.callSql (plain strings) or, for aggregates, as $("id").sum() and the like.
func TestTableOperations(t *testing.T) {
	cases := []struct {
		name   string
		table  func(v *Table) *Table
		schema string
		rows   []string
	}{
		{"select names unnamed expressions _c<i>",
			func(v *Table) *Table { return v.Select("id + 1", "id * 2", "name") },
			"(\n  `_c0` INT NOT NULL,\n  `_c1` INT NOT NULL,\n  `name` CHAR(1) NOT NULL\n)",
			[]string{"+I[2, 2, a]", "+I[3, 4, b]", "+I[4, 6, a]"}},
		{"select with an alias and *",
			func(v *Table) *Table { return v.Select("id AS x", "*") },
			"(\n  `x` INT NOT NULL,\n  `id` INT NOT NULL,\n  `name` CHAR(1) NOT NULL\n)",
			[]string{"+I[1, 1, a]", "+I[2, 2, b]", "+I[3, 3, a]"}},
		{"where",
			func(v *Table) *Table { return v.Where("id > 1") },
			"(\n  `id` INT NOT NULL,\n  `name` CHAR(1) NOT NULL\n)",
			[]string{"+I[2, b]", "+I[3, a]"}},
		{"group by names aggregates EXPR$<n>, counting distinct calls",
			func(v *Table) *Table {
				return v.GroupBy("name").Select("name", "SUM(id)", "COUNT(*)", "SUM(id) + 1", "MAX(id) + 1", "MIN(id)")
			},
			"(\n  `name` CHAR(1) NOT NULL,\n  `EXPR$0` INT NOT NULL,\n  `EXPR$1` BIGINT NOT NULL,\n" +
				"  `_c3` INT NOT NULL,\n  `_c4` INT NOT NULL,\n  `EXPR$3` INT NOT NULL\n)",
			[]string{"+I[a, 4, 2, 5, 4, 1]", "+I[b, 2, 1, 3, 3, 2]"}},
		{"join then where",
			func(v *Table) *Table {
				w := v.te.SQLQuery("SELECT * FROM (VALUES (1, 'x'), (3, 'y')) AS W(wid, wname)")
				return v.Join(w).Where("id = wid")
			},
			"(\n  `id` INT NOT NULL,\n  `name` CHAR(1) NOT NULL,\n  `wid` INT NOT NULL,\n  `wname` CHAR(1) NOT NULL\n)",
			[]string{"+I[1, a, 1, x]", "+I[3, a, 3, y]"}},
		{"join on a predicate",
			func(v *Table) *Table {
				w := v.te.SQLQuery("SELECT * FROM (VALUES (1, 'x'), (3, 'y')) AS W(wid, wname)")
				return v.Join(w, "id = wid").Select("name", "wname")
			},
			"(\n  `name` CHAR(1) NOT NULL,\n  `wname` CHAR(1) NOT NULL\n)",
			[]string{"+I[a, x]", "+I[a, y]"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			te, _ := newTestEnv(t, "batch")
			tbl := c.table(te.SQLQuery(valuesQuery))
			if err := tbl.Err(); err != nil {
				t.Fatal(err)
			}
			if got := tbl.ResolvedSchema().String(); got != c.schema {
				t.Errorf("schema:\n%s\nwant:\n%s", got, c.schema)
			}
			r, err := tbl.Execute(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if got := collected(t, r); strings.Join(got, "\n") != strings.Join(c.rows, "\n") {
				t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.rows, "\n"))
			}
		})
	}
}

// A Table API error keeps Flink's message; an error in an expression is positioned within that
// expression, as Flink reports its SQL expressions.
func TestTableErrors(t *testing.T) {
	cases := []struct {
		name      string
		err       func(te *TableEnvironment, v *Table) error
		want      string // the error's text
		line, col int    // an ExprError's position, 0 for none
	}{
		{"unknown column in a predicate",
			func(_ *TableEnvironment, v *Table) error { return v.Where("id > 1 AND zz = 2").Err() },
			"Invalid SQL expression: id > 1 AND zz = 2\nCaused by: At line 1, column 12: Column 'zz' not found in any table", 1, 12},
		{"unknown column in an aliased select item",
			func(_ *TableEnvironment, v *Table) error { return v.Select("id", "nope AS x").Err() },
			"Invalid SQL expression: nope AS x\nCaused by: At line 1, column 1: Column 'nope' not found in any table", 1, 1},
		{"unknown group key",
			func(_ *TableEnvironment, v *Table) error { return v.GroupBy("name", "nope").Select("name").Err() },
			"Invalid SQL expression: nope\nCaused by: At line 1, column 1: Column 'nope' not found in any table", 1, 1},
		{"syntax error",
			func(_ *TableEnvironment, v *Table) error { return v.Where("id >").Err() },
			"Invalid SQL expression: id >\nCaused by: SQL parse failed. Encountered \"<EOF>\" at line 1, column 4.\nWas expecting an expression", 0, 0},
		{"an error is handed on",
			func(_ *TableEnvironment, v *Table) error { return v.Where("nope").Select("id").Where("id > 1").Err() },
			"Invalid SQL expression: nope\nCaused by: At line 1, column 1: Column 'nope' not found in any table", 1, 1},
		{"ambiguous join",
			func(_ *TableEnvironment, v *Table) error { return v.Join(v).Err() },
			"join relations with ambiguous names: [id, name]", 0, 0},
		{"join across environments",
			func(_ *TableEnvironment, v *Table) error {
				other, _ := newTestEnv(t, "batch")
				return v.Join(other.SQLQuery("SELECT 1 AS x")).Err()
			},
			"Only tables from the same TableEnvironment can be joined.", 0, 0},
		{"from an unknown table",
			func(te *TableEnvironment, _ *Table) error { return te.From("db.nope").Err() },
			"Table `db`.`nope` was not found.", 0, 0},
		{"sqlQuery of a statement that is not a query",
			func(te *TableEnvironment, _ *Table) error { return te.SQLQuery("SET 'a' = 'b'").Err() },
			"Unsupported SQL query! sqlQuery() only accepts a single SQL query.", 0, 0},
		{"descriptor without a schema",
			func(te *TableEnvironment, _ *Table) error {
				return te.FromDescriptor(ForConnector("datagen").Build()).Err()
			},
			"Missing schema in TableDescriptor. A schema is typically required. It can only be omitted at certain documented locations.", 0, 0},
		{"primary key on a missing column",
			func(te *TableEnvironment, _ *Table) error {
				s := NewSchemaBuilder().Column("a", "INT").PrimaryKey("b").Build()
				return te.FromDescriptor(ForConnector("datagen").Schema(s).Build()).Err()
			},
			"Invalid primary key 'PK_b'. Column 'b' does not exist.", 0, 0},
		{"computed column with a syntax error",
			func(te *TableEnvironment, _ *Table) error {
				s := NewSchemaBuilder().Column("a", "INT").ColumnByExpression("c", "a +").Build()
				return te.FromDescriptor(ForConnector("datagen").Schema(s).Build()).Err()
			},
			"Invalid expression for computed column 'c'.\nCaused by: Invalid SQL expression: a +\nCaused by: SQL parse failed. " +
				"Encountered \"<EOF>\" at line 1, column 3.\nWas expecting an expression", 0, 0},
		{"temporary table twice",
			func(te *TableEnvironment, _ *Table) error {
				d := ForConnector("datagen").Schema(NewSchemaBuilder().Column("a", "INT").Build()).Build()
				if err := te.CreateTemporaryTable("x", d); err != nil {
					return err
				}
				return te.CreateTemporaryTable("x", d)
			},
			"Temporary table '`default_catalog`.`default_database`.`x`' already exists", 0, 0},
		{"addInsertSql of a query",
			func(te *TableEnvironment, _ *Table) error { return te.CreateStatementSet().AddInsertSQL("SELECT 1") },
			"Only insert statement is supported now.", 0, 0},
		{"empty statement set",
			func(te *TableEnvironment, _ *Table) error {
				_, err := te.CreateStatementSet().Execute(context.Background())
				return err
			},
			"No operators defined in streaming topology. Cannot execute.", 0, 0},
		{"overwrite into print",
			func(_ *TableEnvironment, v *Table) error {
				_, err := v.ExecuteInsert(context.Background(), ForConnector("print").Build(), true)
				return err
			},
			"INSERT OVERWRITE requires that the underlying DynamicTableSink of table '*anonymous_print$1*' implements the SupportsOverwrite interface.", 0, 0},
		{"unbounded inline source in batch mode",
			func(te *TableEnvironment, _ *Table) error {
				d := ForConnector("datagen").Schema(NewSchemaBuilder().Column("a", "INT").Build()).Build()
				_, err := te.FromDescriptor(d).Execute(context.Background())
				return err
			},
			"Querying an unbounded table '*anonymous_datagen$1*' in batch mode is not allowed. The table source is unbounded.", 0, 0},
		{"declared sink schema that does not fit",
			func(_ *TableEnvironment, v *Table) error {
				d := ForConnector("blackhole").Schema(NewSchemaBuilder().Column("a", "INT").Build()).Build()
				_, err := v.ExecuteInsert(context.Background(), d, false)
				return err
			},
			"Column types of query result and sink for '*anonymous_blackhole$1*' do not match.\nCause: Different number of columns.\n\n" +
				"Query schema: [id: INT NOT NULL, name: CHAR(1) NOT NULL]\nSink schema:  [a: INT]", 0, 0},
		{"target of another type",
			func(_ *TableEnvironment, v *Table) error {
				_, err := v.ExecuteInsert(context.Background(), 42, false)
				return err
			},
			"engine: the target of an INSERT is a table path (string) or a TableDescriptor, not int", 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			te, _ := newTestEnv(t, "batch")
			err := c.err(te, te.SQLQuery(valuesQuery))
			if err == nil {
				t.Fatal("no error")
			}
			if c.want != "" && err.Error() != c.want {
				t.Errorf("error:\n%s\nwant:\n%s", err, c.want)
			}
			var ee *ExprError
			if errors.As(err, &ee) && c.line > 0 && (ee.Line != c.line || ee.Column != c.col) {
				t.Errorf("position %d:%d, want %d:%d", ee.Line, ee.Column, c.line, c.col)
			}
			if c.line > 0 && ee == nil {
				t.Errorf("%T is not an ExprError", err)
			}
		})
	}
}

// An expression's position counts within it, over several lines too.
func TestExprErrorPositionOnLaterLine(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	err := te.SQLQuery(valuesQuery).Where("id > 1\n  AND nope = 2").Err()
	var ee *ExprError
	if !errors.As(err, &ee) || ee.Line != 2 || ee.Column != 7 {
		t.Fatalf("got %v, want an ExprError at 2:7", err)
	}
	if FlinkMessage(err) != "org.apache.calcite.sql.validate.SqlValidatorException: Column 'nope' not found in any table" {
		t.Errorf("FlinkMessage = %q: the SQL client shows the deepest cause", FlinkMessage(err))
	}
}

// Views registered from Tables are SQL's to use, and ListTables lists them but no inline table.
func TestCreateTemporaryViewAndListTables(t *testing.T) {
	te, out := newTestEnv(t, "batch")
	v := te.SQLQuery(valuesQuery).Where("name = 'a'")
	if err := te.CreateTemporaryView("A", v); err != nil {
		t.Fatal(err)
	}
	if err := te.CreateTemporaryView("A", v); err == nil ||
		err.Error() != "Temporary table '`default_catalog`.`default_database`.`A`' already exists" {
		t.Errorf("second view: %v", err)
	}
	src := te.FromDescriptor(ForConnector("datagen").Schema(NewSchemaBuilder().Column("a", "INT").Build()).
		Option("number-of-rows", "1").Build())
	if err := src.Err(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(te.ListTables(), ","); got != "A" {
		t.Errorf("ListTables = %s, want A alone: inline tables are not listed", got)
	}
	r, err := te.SQLQuery("SELECT id FROM A").ExecuteInsert(context.Background(),
		ForConnector("print").Option("print-identifier", "v").Build(), false)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Await(context.Background()); err != nil {
		t.Fatal(err)
	}
	if out.String() != "v> +I[1]\nv> +I[3]\n" {
		t.Errorf("printed %q", out.String())
	}
}

// EXPLAIN is not built yet: Table.Explain and StatementSet.Explain say so with ErrNotSupported.
func TestExplainNotSupported(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	mustExec(t, te, "CREATE TABLE snk (id INT, name STRING) WITH ('connector' = 'blackhole')")
	v := te.SQLQuery(valuesQuery)
	if _, err := v.Explain(); !errors.Is(err, ErrNotSupported) {
		t.Errorf("Table.Explain: %v", err)
	}
	set := te.CreateStatementSet()
	if err := set.AddInsert("snk", v, false); err != nil {
		t.Fatal(err)
	}
	if _, err := set.Explain(); !errors.Is(err, ErrNotSupported) {
		t.Errorf("StatementSet.Explain: %v", err)
	}
	if _, err := v.Where("nope").Explain(); err == nil || errors.Is(err, ErrNotSupported) {
		t.Errorf("Explain of a failed table: %v, want its own error", err)
	}
}

// Schema prints as Flink's Schema.toString, recorded from Flink 2.3 for the same builder calls.
func TestSchemaString(t *testing.T) {
	s := NewSchemaBuilder().Column("a", "INT").ColumnByExpression("c", "a + 1").
		ColumnByMetadata("m", "STRING", "k", true).Watermark("ts", "ts - INTERVAL '5' SECOND").PrimaryKey("a").Build()
	want := "(\n  `a` INT,\n  `c` AS [a + 1],\n  `m` STRING METADATA FROM 'k' VIRTUAL,\n" +
		"  WATERMARK FOR `ts` AS [ts - INTERVAL '5' SECOND],\n  CONSTRAINT `PK_a` PRIMARY KEY (`a`) NOT ENFORCED\n)"
	if s.String() != want {
		t.Errorf("got\n%s\nwant\n%s", s, want)
	}
}
