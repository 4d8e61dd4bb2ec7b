package engine

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
)

// Print follows Flink's TableResult.print(): the expected texts were recorded from Flink 2.3
// (TableEnvironment.executeSql(...).print() with parallelism 1), except the narrow column, which
// follows TableauStyle.columnWidthsByType.
func TestPrint(t *testing.T) {
	cases := []struct {
		name  string
		mode  string
		setup []string
		stmt  string
		want  string
	}{
		{"batch query: widths from the types", "batch", nil, "SELECT 1 AS a, 'x' AS b",
			"+-------------+--------------------------------+\n" +
				"|           a |                              b |\n" +
				"+-------------+--------------------------------+\n" +
				"|           1 |                              x |\n" +
				"+-------------+--------------------------------+\n" +
				"1 row in set\n"},
		{"streaming query: an op column, <NULL>, decimals and booleans", "streaming", nil,
			"SELECT * FROM (VALUES (1, 'a', CAST(NULL AS INT), 1.5, TRUE)) AS T(id, name, n, d, b)",
			"+----+-------------+--------------------------------+-------------+--------+--------+\n" +
				"| op |          id |                           name |           n |      d |      b |\n" +
				"+----+-------------+--------------------------------+-------------+--------+--------+\n" +
				"| +I |           1 |                              a |      <NULL> |    1.5 |   TRUE |\n" +
				"+----+-------------+--------------------------------+-------------+--------+--------+\n" +
				"1 row in set\n"},
		{"long values, NULL, TIMESTAMP and DATE", "batch", nil,
			"SELECT 'abcdefghijklmnopqrstuvwxyz0123456789' AS s, CAST(NULL AS STRING) AS n, " +
				"TIMESTAMP '2024-01-01 10:00:00' AS ts, DATE '2024-01-02' AS d",
			"+--------------------------------+--------------------------------+---------------------+------------+\n" +
				"|                              s |                              n |                  ts |          d |\n" +
				"+--------------------------------+--------------------------------+---------------------+------------+\n" +
				"| abcdefghijklmnopqrstuvwxyz0... |                         <NULL> | 2024-01-01 10:00:00 | 2024-01-02 |\n" +
				"+--------------------------------+--------------------------------+---------------------+------------+\n" +
				"1 row in set\n"},
		{"no rows", "streaming", nil, "SELECT * FROM (VALUES (1)) AS T(id) WHERE id > 5", "Empty set\n"},
		{"several rows", "batch", nil, "SELECT * FROM (VALUES (1), (2)) AS T(id)",
			"+-------------+\n|          id |\n+-------------+\n|           1 |\n|           2 |\n+-------------+\n2 rows in set\n"},
		{"a narrow maximum width cuts values", "batch", []string{"SET 'table.display.max-column-width' = '5'"},
			"SELECT 'abcdefgh' AS s",
			"+--------+\n|      s |\n+--------+\n| abc... |\n+--------+\n1 row in set\n"},
		{"SHOW: widths from the values", "batch",
			[]string{"CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole')"}, "SHOW TABLES",
			"+------------+\n| table name |\n+------------+\n|        snk |\n+------------+\n1 row in set\n"},
		{"DDL", "batch", nil, "CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole')", "OK\n"},
		{"INSERT, once its job has finished", "batch",
			[]string{"CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole')"}, "INSERT INTO snk SELECT 1", "-1\n"},
		{"statement set into one table twice", "batch",
			[]string{"CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole')"},
			"EXECUTE STATEMENT SET BEGIN INSERT INTO snk SELECT 1; INSERT INTO snk SELECT 2; END", "-1, -1\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			te, _ := newTestEnv(t, c.mode)
			mustExec(t, te, c.setup...)
			r, err := te.ExecuteSQL(context.Background(), c.stmt)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := r.Fprint(&buf); err != nil {
				t.Fatal(err)
			}
			if buf.String() != c.want {
				t.Errorf("printed:\n%s\nwant:\n%s", buf.String(), c.want)
			}
		})
	}
}

// An INSERT's result is Flink's: a BIGINT column per sink, named after it (with _1, _2 for a
// sink written twice), holding -1, and a job client.
func TestInsertResult(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	mustExec(t, te, "CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole')")
	cases := []struct{ stmt, schema string }{
		{"INSERT INTO snk SELECT 1", "(\n  `default_catalog.default_database.snk` BIGINT\n)"},
		{"EXECUTE STATEMENT SET BEGIN INSERT INTO snk SELECT 1; INSERT INTO snk SELECT 2; END",
			"(\n  `default_catalog.default_database.snk_1` BIGINT,\n  `default_catalog.default_database.snk_2` BIGINT\n)"},
	}
	var ids []string
	for _, c := range cases {
		r, err := te.ExecuteSQL(context.Background(), c.stmt)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.ResolvedSchema().String(); got != c.schema {
			t.Errorf("%s: schema\n%s\nwant\n%s", c.stmt, got, c.schema)
		}
		if r.ResultKind().String() != "SUCCESS_WITH_CONTENT" {
			t.Errorf("%s: result kind %v", c.stmt, r.ResultKind())
		}
		job, ok := r.GetJobClient()
		if !ok {
			t.Fatalf("%s: no job client", c.stmt)
		}
		if err := job.Await(context.Background()); err != nil || job.JobStatus() != Finished {
			t.Errorf("%s: Await = %v, status %v", c.stmt, err, job.JobStatus())
		}
		ids = append(ids, job.JobID().String())
	}
	for _, id := range ids {
		if !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(id) {
			t.Errorf("job ID %q is not 32 hex digits", id)
		}
	}
	if ids[0] == ids[1] {
		t.Errorf("two jobs share the ID %s", ids[0])
	}
	if r, _ := te.ExecuteSQL(context.Background(), "CREATE TABLE x (a INT) WITH ('connector' = 'blackhole')"); r != nil {
		if _, ok := r.GetJobClient(); ok {
			t.Error("a DDL result has a job client")
		}
	}
}

// ExecuteSQL of an INSERT returns while the job runs, unless table.dml-sync is true.
func TestDMLSync(t *testing.T) {
	for _, sync := range []bool{false, true} {
		te, _ := newTestEnv(t, "batch")
		rows := "1000000000000" // long enough to be running on return
		if sync {
			rows = "1000"
			te.Config().Set(KeyDMLSync, "true")
		}
		mustExec(t, te,
			"CREATE TABLE g (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '"+rows+"')",
			"CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole')")
		r, err := te.ExecuteSQL(context.Background(), "INSERT INTO snk SELECT a FROM g")
		if err != nil {
			t.Fatal(err)
		}
		job, _ := r.GetJobClient()
		want := Running
		if sync {
			want = Finished
		}
		if got := job.JobStatus(); got != want {
			t.Errorf("dml-sync %v: status on return %v, want %v", sync, got, want)
		}
		job.Cancel()
		job.Await(context.Background())
	}
}

// A job that fails at run time is FAILED, and its error comes from Await, Collect and Print.
func TestJobFailure(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	mustExec(t, te, "CREATE TABLE snk (a INT) WITH ('connector' = 'blackhole')")
	r, err := te.ExecuteSQL(context.Background(), "INSERT INTO snk SELECT a / 0 FROM (VALUES (1)) AS T(a)")
	if err != nil {
		t.Fatal(err)
	}
	job, _ := r.GetJobClient()
	err = r.Await(context.Background())
	if err == nil || FlinkMessage(err) != "java.lang.ArithmeticException: / by zero" {
		t.Errorf("Await = %v", err)
	}
	if job.JobStatus() != Failed {
		t.Errorf("status %v, want FAILED", job.JobStatus())
	}
	if err := r.Fprint(&bytes.Buffer{}); err == nil {
		t.Error("Print of a failed job's result succeeded")
	}
}

// Each descriptor written to becomes a new inline table named as Flink names it, with one
// counter for sources and sinks: recorded from Flink 2.3 (datagen$1, blackhole$2, blackhole$3
// for a from(descriptor) and two executeInsert(descriptor) calls).
func TestInlineTableNames(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	schema := NewSchemaBuilder().Column("f0", "STRING").Build()
	src := te.FromDescriptor(ForConnector("datagen").Schema(schema).Option("number-of-rows", "3").Build())
	sink := ForConnector("blackhole").Schema(schema).Build()
	var names []string
	for range 2 {
		r, err := src.ExecuteInsert(context.Background(), sink, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Await(context.Background()); err != nil {
			t.Fatal(err)
		}
		names = append(names, r.ColumnNames()...)
	}
	if got := src.SQL(); got != "SELECT * FROM `*anonymous*`.`*anonymous*`.`*anonymous_datagen$1*`" {
		t.Errorf("source query %s", got)
	}
	if got := strings.Join(names, " "); got != "*anonymous_blackhole$2* *anonymous_blackhole$3*" {
		t.Errorf("sink names %s", got)
	}
}

// A sink descriptor's schema is completed from the query as Flink's SchemaTranslator does.
func TestSinkSchemaFromQuery(t *testing.T) {
	cases := []struct {
		name    string
		schema  *Schema
		columns string // the inline table's columns
		printed string
	}{
		{"no schema: the query's columns", nil, "a INT NOT NULL, b CHAR(1) NOT NULL", "p> +I[1, x]\n"},
		{"no physical columns: the query's first, the primary key's NOT NULL",
			ptr(NewSchemaBuilder().ColumnByExpression("c", "a + 1").PrimaryKey("b").Build()),
			"a INT NOT NULL, b CHAR(1) NOT NULL, c INT NOT NULL AS `a` + 1", "p> +I[1, x]\n"},
		{"physical columns: the schema as declared", ptr(NewSchemaBuilder().Column("a", "BIGINT").Column("b", "STRING").Build()),
			"a BIGINT, b STRING", "p> +I[1, x]\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			te, out := newTestEnv(t, "batch")
			b := ForConnector("print").Option("print-identifier", "p")
			if c.schema != nil {
				b.Schema(*c.schema)
			}
			r, err := te.SQLQuery("SELECT 1 AS a, 'x' AS b").ExecuteInsert(context.Background(), b.Build(), false)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Await(context.Background()); err != nil {
				t.Fatal(err)
			}
			obj, _, ok := te.catalog.Lookup(catalog.AnonymousIdentifier(r.ColumnNames()[0]))
			if !ok {
				t.Fatalf("inline table %s not registered", r.ColumnNames()[0])
			}
			var cols []string
			for _, col := range obj.ResolvedSchema().Columns {
				s := col.Name + " " + col.Type.String()
				if col.Kind == catalog.Computed {
					s += " AS " + col.Expr
				}
				cols = append(cols, s)
			}
			if got := strings.Join(cols, ", "); got != c.columns {
				t.Errorf("columns %s, want %s", got, c.columns)
			}
			if out.String() != c.printed {
				t.Errorf("printed %q, want %q", out.String(), c.printed)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

// Awaiting a query waits for its first row; the rows are still all there for Collect.
func TestAwaitQuery(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	r, err := te.ExecuteSQL(context.Background(), "SELECT * FROM (VALUES (1), (2)) AS T(id)")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Await(context.Background()); err != nil {
		t.Fatal(err)
	}
	job, _ := r.GetJobClient()
	if job.JobStatus() != Running {
		t.Errorf("status after Await %v, want RUNNING until the rows are read", job.JobStatus())
	}
	if got := strings.Join(collected(t, r), " "); got != "+I[1] +I[2]" {
		t.Errorf("rows %s", got)
	}
	if job.JobStatus() != Finished {
		t.Errorf("status after reading %v, want FINISHED", job.JobStatus())
	}
	if err := job.Await(context.Background()); err != nil {
		t.Errorf("Await of the finished job: %v", err)
	}
	if !errors.Is(job.Cancel(), nil) {
		t.Error("cancelling a finished job failed")
	}
}

// scriptResult runs a script and returns its last statement's result.
func scriptResult(t *testing.T, te *TableEnvironment, script string) *TableResult {
	t.Helper()
	var last *TableResult
	if err := te.RunScript(context.Background(), script, func(o Outcome) { last = o.Result }); err != nil {
		t.Fatal(err)
	}
	return last
}

// SHOW COLUMNS prints as Flink's TableResultUtils style: NULL as an empty cell, nothing cut;
// EXPLAIN prints its text raw, as Flink's default print style does.
func TestPrintNonQueryResults(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	mustExec(t, te, "SET 'table.display.max-column-width' = '5'",
		"CREATE TABLE orders (`user` BIGINT NOT NULL, product VARCHAR(32), PRIMARY KEY (`user`) NOT ENFORCED) "+
			"WITH ('connector' = 'datagen', 'number-of-rows' = '1')")
	var buf bytes.Buffer
	if err := scriptResult(t, te, "SHOW COLUMNS FROM orders").Fprint(&buf); err != nil {
		t.Fatal(err)
	}
	want := "+---------+-------------+-------+-----------+--------+-----------+\n" +
		"|    name |        type |  null |       key | extras | watermark |\n" +
		"+---------+-------------+-------+-----------+--------+-----------+\n" +
		"|    user |      BIGINT | FALSE | PRI(user) |        |           |\n" +
		"| product | VARCHAR(32) |  TRUE |           |        |           |\n" +
		"+---------+-------------+-------+-----------+--------+-----------+\n" +
		"2 rows in set\n"
	if buf.String() != want {
		t.Errorf("SHOW COLUMNS printed:\n%s\nwant:\n%s", buf.String(), want)
	}
	explain := scriptResult(t, te, "EXPLAIN SELECT product FROM orders")
	buf.Reset()
	if err := explain.Fprint(&buf); err != nil {
		t.Fatal(err)
	}
	if text := explain.Rows[0].Values[0].(string); buf.String() != text+"\n" {
		t.Errorf("EXPLAIN printed:\n%s\nwant its text:\n%s", buf.String(), text)
	}
}

// FprintTableau in the SQL gateway's script-test style (uncut, NULL empty, row kinds for a
// streaming query); the expected layout is the one Flink's begin_statement_set.q records.
func TestFprintTableauGatewayStyle(t *testing.T) {
	te, _ := newTestEnv(t, "streaming")
	r := scriptResult(t, te, "SELECT id, str FROM (VALUES (1, 'Hello World'), (2, 'Hi'), (3, CAST(NULL AS STRING))) AS T(id, str)")
	var buf bytes.Buffer
	if err := r.FprintTableau(&buf, TableauStyle{NullAsEmpty: true, RowKind: true}); err != nil {
		t.Fatal(err)
	}
	want := "+----+----+-------------+\n" +
		"| op | id |         str |\n" +
		"+----+----+-------------+\n" +
		"| +I |  1 | Hello World |\n" +
		"| +I |  2 |          Hi |\n" +
		"| +I |  3 |             |\n" +
		"+----+----+-------------+\n" +
		"3 rows in set\n"
	if buf.String() != want {
		t.Errorf("printed:\n%s\nwant:\n%s", buf.String(), want)
	}
}

// Widths count as Java's TableauStyle counts them: a name by its length (UTF-16 units), a value
// by its display width, East Asian wide characters twice and characters outside the BMP as their
// two units; a cut pads where a wide character does not fit.
func TestFprintTableauJavaWidths(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	r := scriptResult(t, te, "SELECT * FROM (VALUES ('中文字', 'a😀')) AS T(`名`, e)")
	cases := []struct {
		style TableauStyle
		want  string
	}{
		{TableauStyle{NamesByLength: true},
			"+--------+------+\n|     名 |    e |\n+--------+------+\n| 中文字 | a😀 |\n+--------+------+\n1 row in set\n"},
		{TableauStyle{MaxColumnWidth: 4},
			"+------+------+\n|   名 |    e |\n+------+------+\n|  ... | a😀 |\n+------+------+\n1 row in set\n"},
	}
	for _, c := range cases {
		var buf bytes.Buffer
		if err := r.FprintTableau(&buf, c.style); err != nil {
			t.Fatal(err)
		}
		if buf.String() != c.want {
			t.Errorf("%+v printed:\n%s\nwant:\n%s", c.style, buf.String(), c.want)
		}
	}
	// A wide name over narrow values: the client's batch view, measuring the name by its
	// length, cuts it.
	r = scriptResult(t, te, "SELECT 'a' AS `名字`")
	for style, want := range map[TableauStyle]string{
		{NamesByLength: true}: "+----+\n| ... |\n+----+\n|  a |\n+----+\n1 row in set\n",
		{}:                    "+------+\n| 名字 |\n+------+\n|    a |\n+------+\n1 row in set\n",
	} {
		var buf bytes.Buffer
		if err := r.FprintTableau(&buf, style); err != nil {
			t.Fatal(err)
		}
		if buf.String() != want {
			t.Errorf("%+v printed:\n%s\nwant:\n%s", style, buf.String(), want)
		}
	}
}

// A query submitted through ExecuteSQL is planned as the SQL client's are: over an updating
// input MATCH_RECOGNIZE fails at submission with the planner's message, naming the producer.
func TestExecuteSQLMatchOverUpdatesFails(t *testing.T) {
	te, _ := newTestEnv(t, "streaming")
	mustExec(t, te, "CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), "+
		"TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', "+
		"'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '8')")
	_, err := te.ExecuteSQL(context.Background(), "SELECT * FROM (SELECT k, MAX(ts) AS ts, COUNT(*) AS c FROM t GROUP BY k) "+
		"MATCH_RECOGNIZE (ORDER BY ts MEASURES A.c AS c PATTERN (A) DEFINE A AS A.c > 1) AS mr")
	want := "Match Recognize doesn't support consuming update changes which is produced by node GroupAggregate(groupBy=[k], select=[k, MAX(ts) AS ts, COUNT(*) AS c])"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("ExecuteSQL: %v, want an error with %q", err, want)
	}
}
