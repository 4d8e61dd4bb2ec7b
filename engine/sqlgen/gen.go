package sqlgen

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// kind is the family of a value, which decides the expressions that may produce it.
type kind uint8

const (
	kInt  kind = iota + 1 // TINYINT .. BIGINT
	kReal                 // FLOAT, DOUBLE
	kDec                  // DECIMAL(p, s)
	kStr                  // STRING, VARCHAR, CHAR
	kBool
	kDate
	kTs // TIMESTAMP(3)
)

var allKinds = []kind{kInt, kReal, kDec, kStr, kBool, kDate, kTs}

// typeOf is a column's declared SQL type and its kind.
type colType struct {
	sql string
	k   kind
}

var (
	tInt    = colType{"INT", kInt}
	tBigint = colType{"BIGINT", kInt}
	tDouble = colType{"DOUBLE", kReal}
	tDec    = colType{"DECIMAL(10, 2)", kDec}
	tStr    = colType{"STRING", kStr}
	tBool   = colType{"BOOLEAN", kBool}
	tDate   = colType{"DATE", kDate}
	tTs     = colType{"TIMESTAMP(3)", kTs}
)

// declaredTypes are the types a generated column may have; the common ones come several times,
// so that most columns are of types every function accepts.
var declaredTypes = []colType{
	tInt, tInt, tInt, tBigint, tBigint, tDouble, tDec, tStr, tStr, tStr, tBool, tDate, tTs,
	{"TINYINT", kInt}, {"SMALLINT", kInt}, {"FLOAT", kReal}, {"DECIMAL(38, 0)", kDec},
	{"DECIMAL(38, 18)", kDec}, {"DECIMAL(5, 5)", kDec}, {"VARCHAR(10)", kStr}, {"CHAR(3)", kStr},
}

// column is a named column of a relation.
type column struct {
	name string
	t    colType
}

// relation is a table or view the script has declared, as later statements may read it.
type relation struct {
	name    string
	cols    []column
	rowtime string // the event-time attribute, "" when there is none
	// unbounded is a source that never ends: a query over it runs until the time limit.
	unbounded bool
	// sinkOnly tables (print, blackhole) cannot be read.
	sinkOnly bool
}

// Generator writes random Flink SQL scripts. It is deterministic for a seed.
type Generator struct {
	r   *rand.Rand
	rel []*relation
	n   int // names handed out
	// depth is how deep the current query nests, to keep scripts small.
	depth int
	// streaming is the runtime mode the script has set last.
	streaming bool
	// Unbounded is how often (0..1) a source is unbounded and a query over it really runs,
	// which costs the run's whole time limit.
	Unbounded float64
}

// New returns a generator for one seed.
func New(seed uint64) *Generator {
	return &Generator{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), Unbounded: 0.01, streaming: true}
}

// Script returns a script as its statements, each without its final semicolon.
func Script(seed uint64) []string {
	return New(seed).Script()
}

// Join writes statements as one script.
func Join(stmts []string) string {
	var b strings.Builder
	for _, s := range stmts {
		b.WriteString(s)
		b.WriteString(";\n")
	}
	return b.String()
}

func (g *Generator) intn(n int) int        { return g.r.IntN(n) }
func (g *Generator) chance(p float64) bool { return g.r.Float64() < p }
func pick[T any](g *Generator, xs []T) T   { return xs[g.r.IntN(len(xs))] }

func (g *Generator) name(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

// Script writes 2 to 8 statements: some DDL first, then statements that read it.
func (g *Generator) Script() []string {
	var out []string
	if g.chance(0.6) {
		mode := pick(g, []string{"batch", "streaming"})
		g.streaming = mode == "streaming"
		out = append(out, fmt.Sprintf("SET 'execution.runtime-mode' = '%s'", mode))
	}
	for range 1 + g.intn(3) {
		out = append(out, g.ddl()...)
	}
	for range 1 + g.intn(4) {
		out = append(out, g.statement()...)
	}
	return out
}

// ddl declares a source or a view.
func (g *Generator) ddl() []string {
	switch x := g.intn(10); {
	case x < 5 || len(g.readable()) == 0:
		return []string{g.datagenTable()}
	case x < 7:
		return g.filesystemTable()
	case x < 9:
		return []string{g.view()}
	default:
		return []string{g.valuesView()}
	}
}

func (g *Generator) readable() []*relation {
	var rs []*relation
	for _, r := range g.rel {
		if !r.sinkOnly {
			rs = append(rs, r)
		}
	}
	return rs
}

// columns makes 1 to 5 random columns after an id.
func (g *Generator) columns() []column {
	cols := []column{{"id", tBigint}}
	for i := range 1 + g.intn(5) {
		cols = append(cols, column{fmt.Sprintf("c%d", i), pick(g, declaredTypes)})
	}
	return cols
}

// datagenTable is a datagen source: a few rows, an id sequence, an event time derived from it,
// sometimes a primary key, a computed column, or no end.
func (g *Generator) datagenTable() string {
	r := &relation{name: g.name("t"), cols: g.columns()}
	unbounded := g.chance(g.Unbounded)
	rows := pick(g, []int{0, 1, 3, 5, 10, 20, 50})
	var defs, opts []string
	for _, c := range r.cols {
		def := c.name + " " + c.t.sql
		if c.name == "id" && g.chance(0.2) {
			def += " NOT NULL"
		}
		defs = append(defs, def)
	}
	opts = append(opts, "'connector' = 'datagen'")
	if unbounded {
		r.unbounded = true
		opts = append(opts, fmt.Sprintf("'rows-per-second' = '%d'", pick(g, []int{1, 10, 1000})))
	} else if g.chance(0.8) {
		opts = append(opts, "'fields.id.kind' = 'sequence'", "'fields.id.start' = '1'",
			fmt.Sprintf("'fields.id.end' = '%d'", max(rows, 1)))
		// Without number-of-rows the planner sees the table as unbounded, as Flink's does.
		if g.chance(0.95) {
			opts = append(opts, fmt.Sprintf("'number-of-rows' = '%d'", rows))
		}
	} else {
		opts = append(opts, fmt.Sprintf("'number-of-rows' = '%d'", rows))
	}
	for _, c := range r.cols[1:] {
		switch c.t.k {
		case kInt:
			if g.chance(0.7) {
				opts = append(opts, fmt.Sprintf("'fields.%s.min' = '0'", c.name), fmt.Sprintf("'fields.%s.max' = '%d'", c.name, pick(g, []int{1, 3, 9, 100})))
			}
		case kStr:
			if c.t.sql == "STRING" && g.chance(0.8) {
				opts = append(opts, fmt.Sprintf("'fields.%s.length' = '%d'", c.name, pick(g, []int{1, 2, 5})))
			}
		}
		if g.chance(0.05) {
			opts = append(opts, fmt.Sprintf("'fields.%s.null-rate' = '0.5'", c.name))
		}
	}
	physical := scopeOf(&relation{cols: append([]column(nil), r.cols...)}, "") // a computed column reads only these
	if g.chance(0.5) {
		r.rowtime = "ts"
		defs = append(defs, "ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00')",
			fmt.Sprintf("WATERMARK FOR ts AS ts - INTERVAL '%d' SECOND", pick(g, []int{0, 1, 5})))
		r.cols = append(r.cols, column{"ts", tTs})
	}
	if g.chance(0.2) {
		e := g.expr(kStr, physical, 1)
		defs = append(defs, "cc AS "+e)
		r.cols = append(r.cols, column{"cc", tStr})
	}
	if g.chance(0.15) {
		defs = append(defs, "PRIMARY KEY (id) NOT ENFORCED")
	}
	if g.chance(0.03) { // an option datagen does not know
		opts = append(opts, "'fields.nope.kind' = 'random'")
	}
	g.rel = append(g.rel, r)
	return fmt.Sprintf("CREATE TABLE %s (\n  %s\n) WITH (%s)", r.name, strings.Join(defs, ",\n  "), strings.Join(opts, ", "))
}

// filesystemTable writes rows to a csv or json file in the run's file system, to read them back.
func (g *Generator) filesystemTable() []string {
	src := pick(g, g.readable())
	q, cols := g.projectionOf(src)
	r := &relation{name: g.name("f"), cols: cols}
	format := pick(g, []string{"csv", "json"})
	path := "/data/" + r.name
	if g.chance(0.1) {
		path += "/part.csv"
	}
	var defs []string
	for _, c := range cols {
		defs = append(defs, c.name+" "+c.t.sql)
	}
	g.rel = append(g.rel, r)
	create := fmt.Sprintf("CREATE TABLE %s (%s) WITH ('connector' = 'filesystem', 'path' = '%s', 'format' = '%s')",
		r.name, strings.Join(defs, ", "), path, format)
	if src.unbounded {
		return []string{create}
	}
	return []string{create, fmt.Sprintf("INSERT INTO %s %s", r.name, q)}
}

// projectionOf selects every column of a relation with a cast to its type.
func (g *Generator) projectionOf(src *relation) (string, []column) {
	var items []string
	var cols []column
	for _, c := range src.cols {
		items = append(items, c.name)
		cols = append(cols, column{c.name, c.t})
	}
	return fmt.Sprintf("SELECT %s FROM %s", strings.Join(items, ", "), src.name), cols
}

func (g *Generator) view() string {
	q, cols := g.query()
	r := &relation{name: g.name("v"), cols: cols}
	g.rel = append(g.rel, r)
	return fmt.Sprintf("CREATE TEMPORARY VIEW %s AS %s", r.name, q)
}

// valuesView is a view over VALUES with odd literals of each column's kind.
func (g *Generator) valuesView() string {
	r := &relation{name: g.name("w"), cols: g.columns()}
	var names []string
	for _, c := range r.cols {
		names = append(names, c.name)
	}
	var rows []string
	for i := range 1 + g.intn(4) {
		var vals []string
		for j, c := range r.cols {
			if j == 0 {
				vals = append(vals, fmt.Sprintf("CAST(%d AS BIGINT)", i+1))
				continue
			}
			vals = append(vals, fmt.Sprintf("CAST(%s AS %s)", g.literal(c.t.k), c.t.sql))
		}
		rows = append(rows, "("+strings.Join(vals, ", ")+")")
	}
	g.rel = append(g.rel, r)
	return fmt.Sprintf("CREATE TEMPORARY VIEW %s AS SELECT * FROM (VALUES %s) AS x(%s)",
		r.name, strings.Join(rows, ", "), strings.Join(names, ", "))
}

// statement is a query, an INSERT into a new sink, a statement set, an EXPLAIN or a SET.
func (g *Generator) statement() []string {
	switch x := g.intn(20); {
	case x < 8:
		q, _ := g.topQuery()
		return []string{q}
	case x < 12:
		return g.insert()
	case x < 14:
		return g.statementSet()
	case x < 17:
		q, _ := g.query()
		return []string{pick(g, []string{"EXPLAIN ", "EXPLAIN ", "EXPLAIN PLAN FOR ", "EXPLAIN CHANGELOG_MODE "}) + q}
	case x < 19:
		mode := pick(g, []string{"batch", "streaming"})
		g.streaming = mode == "streaming"
		return []string{fmt.Sprintf("SET 'execution.runtime-mode' = '%s'", mode)}
	default:
		return []string{g.oddStatement()}
	}
}

// topQuery is a query the script runs, kept off unbounded sources but for a small share.
func (g *Generator) topQuery() (string, []column) {
	for range 3 {
		q, cols := g.query()
		if !g.readsUnbounded(q) || g.chance(0.1) {
			return q, cols
		}
	}
	return g.query()
}

// readsUnbounded tells whether a query's text names an unbounded table.
func (g *Generator) readsUnbounded(q string) bool {
	for _, r := range g.rel {
		if r.unbounded && strings.Contains(q, r.name) {
			return true
		}
	}
	return false
}

// sink declares a print or blackhole table for a query's columns.
func (g *Generator) sink(cols []column) (string, *relation) {
	r := &relation{name: g.name("s"), cols: cols, sinkOnly: true}
	var defs []string
	for _, c := range cols {
		defs = append(defs, c.name+" "+c.t.sql)
	}
	if g.chance(0.2) {
		defs = append(defs, fmt.Sprintf("PRIMARY KEY (%s) NOT ENFORCED", cols[0].name))
	}
	conn := pick(g, []string{"'connector' = 'print'", "'connector' = 'blackhole'",
		"'connector' = 'print', 'print-identifier' = '" + r.name + "'"})
	g.rel = append(g.rel, r)
	return fmt.Sprintf("CREATE TABLE %s (%s) WITH (%s)", r.name, strings.Join(defs, ", "), conn), r
}

func (g *Generator) insert() []string {
	q, cols := g.topQuery()
	create, s := g.sink(cols)
	verb := "INSERT INTO"
	if g.chance(0.05) {
		verb = "INSERT OVERWRITE"
	}
	return []string{create, fmt.Sprintf("%s %s %s", verb, s.name, q)}
}

// statementSet writes two or three INSERTs as one job, in either of Flink's two syntaxes.
func (g *Generator) statementSet() []string {
	var creates, inserts []string
	for range 2 + g.intn(2) {
		q, cols := g.topQuery()
		create, s := g.sink(cols)
		creates = append(creates, create)
		inserts = append(inserts, fmt.Sprintf("INSERT INTO %s %s", s.name, q))
	}
	if g.chance(0.5) {
		return append(creates, "EXECUTE STATEMENT SET BEGIN\n"+strings.Join(inserts, ";\n")+";\nEND")
	}
	out := append(creates, "BEGIN STATEMENT SET")
	out = append(out, inserts...)
	return append(out, "END")
}

// oddStatement is a statement the engine should refuse or treat as an edge: a SET it may not
// change, a syntax error, a DDL it refuses.
func (g *Generator) oddStatement() string {
	return pick(g, []string{
		"SET 'table.exec.resource.default-parallelism' = '4'",
		"SET 'parallelism.default' = '2'",
		"SET 'table.local-time-zone' = 'America/New_York'",
		"SET 'table.optimizer.reuse-sub-plan-enabled' = 'false'",
		"SET 'table.optimizer.reuse-source-enabled' = 'false'",
		"SELECT FROM WHERE",
		"EXPLAIN ESTIMATED_COST SELECT 1",
		"SELECT CAST(UNKNOWN AS BOOLEAN)",
		"SELECT * FROM nowhere",
		"SHOW TABLES",
		"SHOW CREATE TABLE " + pick(g, g.rel).name,
		"DESCRIBE " + pick(g, g.rel).name,
		"CREATE TABLE bad (a INT) WITH ('connector' = 'kafka')",
		"CREATE TABLE fsbad (a INT) WITH ('connector' = 'filesystem', 'path' = '/etc/passwd', 'format' = 'csv')",
		"SELECT " + strings.Repeat("(", 210) + "1" + strings.Repeat(")", 210),
		"SELECT 1 FROM (VALUES (1)) AS v(a) MATCH_RECOGNIZE (ORDER BY a MEASURES a AS b PATTERN (x) DEFINE x AS TRUE)",
	})
}
