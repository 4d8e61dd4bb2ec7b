package engine

import (
	"context"
	"fmt"
	"os"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Table is a query of the Table API, like Flink's Table: SQLQuery, From and FromDescriptor make
// one, and Select, Where, GroupBy and Join derive new ones, each checked at once against the
// catalog as Flink resolves each operation.
//
// Expressions are SQL text, as Flink's Expressions.callSql takes them, with two additions a Go
// caller needs in place of Flink's expression DSL: "expr AS name" names a selected column, and
// "*" selects every column. Unnamed columns are named as Flink's Table API names them: a column
// reference keeps its name, an aggregate call is EXPR$n (n counting the distinct aggregate calls
// of the select list), any other expression _c<i> (i its position).
//
// A Table that failed keeps its error and hands it on: every Table derived from it fails with
// the same error, which Err returns and which Execute, ExecuteInsert and Explain return, so
// that calls can be chained as in Flink.
//
// A Table stands for SQL text, which is bound again wherever the table is used, as a view is;
// a table the query reads and that is dropped meanwhile makes the Table fail then.
type Table struct {
	te     *TableEnvironment
	query  string // the query, printed canonically
	schema ResolvedSchema
	err    error
}

func failedTable(te *TableEnvironment, err error) *Table { return &Table{te: te, err: err} }

// newTable binds a query's text and makes the Table it stands for.
func (te *TableEnvironment) newTable(c *composer) *Table {
	text, fields, err := c.bind(te)
	if err != nil {
		return failedTable(te, err)
	}
	return &Table{te: te, query: text, schema: schemaOf(fields)}
}

func schemaOf(fields []plan.Field) ResolvedSchema {
	s := ResolvedSchema{Columns: make([]Column, len(fields))}
	for i, f := range fields {
		s.Columns[i] = Column{Name: f.Name, Type: f.Type}
	}
	return s
}

// Err returns the error the table failed with, or nil.
func (t *Table) Err() error { return t.err }

// ResolvedSchema returns the table's columns.
func (t *Table) ResolvedSchema() ResolvedSchema { return t.schema }

// PrintSchema prints the table's columns to standard output, as Flink's printSchema does.
func (t *Table) PrintSchema() {
	if t.err != nil {
		fmt.Fprintln(os.Stdout, t.err)
		return
	}
	fmt.Fprintln(os.Stdout, t.schema)
}

// SQL returns the query the table stands for.
func (t *Table) SQL() string { return t.query }

// Select projects the table onto expressions, as Flink's select does; aggregate calls without
// GroupBy aggregate the whole table.
func (t *Table) Select(fields ...string) *Table {
	if t.err != nil {
		return t
	}
	return t.te.project(t, fields, nil)
}

// Where keeps the rows for which the condition is true, as Flink's where (filter) does.
func (t *Table) Where(predicate string) *Table {
	if t.err != nil {
		return t
	}
	a, err := parseExprArg(predicate, false)
	if err != nil {
		return failedTable(t.te, err)
	}
	c := &composer{}
	c.sql("SELECT * FROM (" + t.query + ") WHERE ")
	c.arg(a)
	return t.te.newTable(c)
}

// Filter is Where.
func (t *Table) Filter(predicate string) *Table { return t.Where(predicate) }

// GroupBy groups the rows by expressions; the grouped table's Select says what to compute per
// group.
func (t *Table) GroupBy(keys ...string) *GroupedTable {
	g := &GroupedTable{table: t}
	if t.err != nil {
		return g
	}
	for _, k := range keys {
		a, err := parseExprArg(k, false)
		if err != nil {
			g.table = failedTable(t.te, err)
			return g
		}
		g.keys = append(g.keys, a)
	}
	return g
}

// GroupedTable is a table grouped by keys, like Flink's GroupedTable.
type GroupedTable struct {
	table *Table
	keys  []exprArg
}

// Select computes, per group, the given expressions: group keys and aggregate calls.
func (g *GroupedTable) Select(fields ...string) *Table {
	if g.table.err != nil {
		return g.table
	}
	return g.table.te.project(g.table, fields, g.keys)
}

// project writes SELECT fields FROM (t) [GROUP BY keys], naming the fields as Flink's Table API
// does.
func (te *TableEnvironment) project(t *Table, fields []string, keys []exprArg) *Table {
	args := make([]exprArg, len(fields))
	var aggs []string
	for i, f := range fields {
		a, err := parseExprArg(f, true)
		if err != nil {
			return failedTable(te, err)
		}
		args[i] = a
		if a.expr != nil {
			aggs = aggregateCalls(a.expr, aggs)
		}
	}
	aggIndex := map[string]int{}
	for _, call := range aggs {
		if _, ok := aggIndex[call]; !ok {
			aggIndex[call] = len(aggIndex)
		}
	}
	c := &composer{}
	c.sql("SELECT ")
	for i, a := range args {
		if i > 0 {
			c.sql(", ")
		}
		if a.expr == nil {
			c.sql("*")
			continue
		}
		c.arg(a)
		if name := apiColumnName(a, i, aggIndex); name != "" {
			c.sql(" AS " + catalog.QuoteName(name))
		}
	}
	c.sql(" FROM (" + t.query + ")")
	for i, k := range keys {
		if i == 0 {
			c.sql(" GROUP BY ")
		} else {
			c.sql(", ")
		}
		c.arg(k)
	}
	return te.newTable(c)
}

// apiColumnName is the name Flink's Table API gives a selected expression, "" to keep the name
// SQL gives it (a column reference's own).
func apiColumnName(a exprArg, position int, aggIndex map[string]int) string {
	switch {
	case a.alias != "":
		return a.alias
	case isColumnRef(a.expr):
		return ""
	}
	if f, ok := aggregateCall(a.expr); ok {
		return fmt.Sprintf("EXPR$%d", aggIndex[f.String()])
	}
	return fmt.Sprintf("_c%d", position)
}

func isColumnRef(e sql.Expr) bool {
	_, ok := e.(*sql.Name)
	return ok
}

// Join joins the table with another, as Flink's join does: without a predicate it is a cross
// join (filter it with Where), with one an inner join on it. Both tables must come from the same
// environment and their column names must differ.
func (t *Table) Join(right *Table, predicate ...string) *Table {
	kind := "CROSS JOIN"
	if len(predicate) > 0 {
		kind = "INNER JOIN"
	}
	return t.join(right, kind, predicate)
}

// LeftOuterJoin joins the table with another on a predicate, keeping the rows of this table
// that match none, padded with NULLs, as Flink's leftOuterJoin does.
func (t *Table) LeftOuterJoin(right *Table, predicate string) *Table {
	return t.join(right, "LEFT JOIN", []string{predicate})
}

func (t *Table) join(right *Table, kind string, predicate []string) *Table {
	switch {
	case t.err != nil:
		return t
	case right.err != nil:
		return right
	case right.te != t.te:
		return failedTable(t.te, apiError(classValidation, "Only tables from the same TableEnvironment can be joined."))
	case len(predicate) > 1:
		return failedTable(t.te, apiError(classValidation, "A join takes at most one predicate."))
	}
	var ambiguous []string
	for _, l := range t.schema.Columns {
		for _, r := range right.schema.Columns {
			if l.Name == r.Name {
				ambiguous = append(ambiguous, l.Name)
			}
		}
	}
	if len(ambiguous) > 0 {
		return failedTable(t.te, apiError(classValidation, fmt.Sprintf("join relations with ambiguous names: %v", listString(ambiguous))))
	}
	c := &composer{}
	c.sql("SELECT * FROM (" + t.query + ") " + kind + " (" + right.query + ")")
	if len(predicate) == 1 {
		a, err := parseExprArg(predicate[0], false)
		if err != nil {
			return failedTable(t.te, err)
		}
		c.sql(" ON ")
		c.arg(a)
	}
	return t.te.newTable(c)
}

// Execute runs the table's query as a job under ctx; the result's Collect and Print read its
// rows as they come.
func (t *Table) Execute(ctx context.Context) (*TableResult, error) {
	if t.err != nil {
		return nil, t.err
	}
	q, err := t.parse()
	if err != nil {
		return nil, err
	}
	return t.te.guard(ctx, func() (*TableResult, error) { return t.te.submitQuery(ctx, q) })
}

// ExecuteInsert writes the table into a sink and starts the job under ctx, as Flink's
// executeInsert does; it returns at once (unless table.dml-sync is true), and the result's
// Await or job client follow the job. The target is a table path (a string such as "sink" or
// "cat.db.sink") or a TableDescriptor: the descriptor becomes a new inline table on every call,
// named as Flink names it (*anonymous_blackhole$1*), whose schema comes from the query where
// the descriptor declares no physical columns (see Schema).
func (t *Table) ExecuteInsert(ctx context.Context, target any, overwrite bool) (*TableResult, error) {
	if t.err != nil {
		return nil, t.err
	}
	return t.te.guard(ctx, func() (*TableResult, error) {
		ins, err := t.insertStmt(target, overwrite)
		if err != nil {
			return nil, err
		}
		return t.te.submitInserts(ctx, []*sql.InsertStmt{ins})
	})
}

// Explain returns the plan of the table's query, as Flink's explain does.
func (t *Table) Explain() (string, error) {
	if t.err != nil {
		return "", t.err
	}
	q, err := t.parse()
	if err != nil {
		return "", err
	}
	return t.te.explain(nil, q)
}

func (t *Table) parse() (sql.Query, error) {
	stmt, err := sql.ParseStatement(t.query)
	if err != nil {
		return nil, err
	}
	return stmt.(*sql.QueryStmt).Query, nil
}

// insertStmt writes INSERT INTO|OVERWRITE target query; a descriptor target is registered as
// a new inline table first.
func (t *Table) insertStmt(target any, overwrite bool) (*sql.InsertStmt, error) {
	var name string
	switch target := target.(type) {
	case string:
		n, err := parseTablePath(target)
		if err != nil {
			return nil, err
		}
		name = n.String()
	case TableDescriptor:
		table, err := t.te.resolveDescriptor(sinkDescriptor(target, t.schema.fields()))
		if err != nil {
			return nil, err
		}
		id, err := t.te.registerAnonymous(table)
		if err != nil {
			return nil, err
		}
		name = id.Quoted()
	case *TableDescriptor:
		return t.insertStmt(*target, overwrite)
	default:
		return nil, fmt.Errorf("engine: the target of an INSERT is a table path (string) or a TableDescriptor, not %T", target)
	}
	verb := "INSERT INTO "
	if overwrite {
		verb = "INSERT OVERWRITE "
	}
	stmt, err := sql.ParseStatement(verb + name + " " + t.query)
	if err != nil {
		return nil, err
	}
	return stmt.(*sql.InsertStmt), nil
}

func (s ResolvedSchema) fields() []plan.Field {
	fields := make([]plan.Field, len(s.Columns))
	for i, c := range s.Columns {
		fields[i] = plan.Field{Name: c.Name, Type: c.Type}
	}
	return fields
}

// parseTablePath parses a table path, such as "t", "db.t" or "`my table`".
func parseTablePath(path string) (*sql.Name, error) {
	e, err := sql.ParseExpr(path)
	if err != nil {
		return nil, err
	}
	n, ok := e.(*sql.Name)
	if !ok {
		return nil, apiError(classValidation, fmt.Sprintf("'%s' is not a table path.", path))
	}
	return n, nil
}

// listString prints names as Java prints a list: [a, b].
func listString(names []string) string {
	s := "["
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s + "]"
}
