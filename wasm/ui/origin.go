package ui

// This file has no build constraint, so that the search for a node's SQL is tested natively.

import (
	"reflect"
	"regexp"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// planGraph is engine/explain's JSON graph.
type planGraph struct {
	Nodes []planNode `json:"nodes"`
	Edges []struct {
		From  int `json:"from"`
		To    int `json:"to"`
		Input int `json:"input"`
	} `json:"edges"`
	Roots []int `json:"roots"`
}

type planNode struct {
	ID          int    `json:"id"`
	Operator    string `json:"operator"`
	Description string `json:"description"`
	Attributes  []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"attributes"`
	Fields []struct {
		Name string `json:"name"`
		Type string `json:"type"`
	} `json:"fields"`
	Reused    bool   `json:"reused"`
	ReuseID   int    `json:"reuseId"`
	Consumers int    `json:"consumers"`
	RowsIn    *int64 `json:"rowsIn"`
	RowsOut   *int64 `json:"rowsOut"`
}

// attribute is the value of a node's attribute, "" when it has none of that name.
func (n planNode) attribute(name string) string {
	for _, a := range n.Attributes {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

// isSource reports whether a node reads a table or inline rows.
func isSource(n planNode) bool {
	return strings.Contains(n.Operator, "Scan") || n.Operator == "Values"
}

// clauseKind is the part of a query a plan operator comes from.
type clauseKind uint8

const (
	clauseWhere clauseKind = iota
	clauseHaving
	clauseGroupBy
	clauseSelectList
	clauseJoin
	clauseOrderBy
	clauseOver
	clauseValues
	clauseSetOp
	clauseTableFunc
)

// clause is a span of the script [from, to) (byte offsets) that plan operators come from.
type clause struct {
	kind     clauseKind
	from, to int
	// priority breaks ties between clauses that share as many names with a node: 0 for the
	// INSERT of the node's sink, 1 for the job's other statements, 2 for views.
	priority int
}

// sourceFinder finds the SQL that plan nodes came from. Plans carry no source positions (nor
// do Flink's), so it matches each operator with the clauses of the statements that made its
// job, as the statements' syntax trees give them: a Calc's condition with a WHERE or HAVING,
// an aggregate with a GROUP BY, a join with its JOIN ... ON, a Rank with its OVER, and so on.
// Among clauses of the right kind, the one sharing most names with the node's description
// wins, those of the INSERT that feeds the node's sink first.
type sourceFinder struct {
	script     string
	statements []sql.ScriptStatement
	lineStarts []int
}

func newSourceFinder(script string) *sourceFinder {
	f := &sourceFinder{script: script, statements: sql.ParseStatements(script), lineStarts: []int{0}}
	for i, c := range script {
		if c == '\n' {
			f.lineStarts = append(f.lineStarts, i+1)
		}
	}
	return f
}

// line is the 1-based line of byte offset off.
func (f *sourceFinder) line(off int) int {
	lo, hi := 0, len(f.lineStarts)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if f.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + 1
}

func (f *sourceFinder) lines(from, to int) (int, int) {
	return f.line(from), f.line(max(from, to-1))
}

// nodeLines are the lines [first, last] of the SQL node n of graph g came from, where the
// job's statement spans lines [stmtFirst, stmtLast].
func (f *sourceFinder) nodeLines(g planGraph, n planNode, stmtFirst, stmtLast int) (int, int, bool) {
	// The statements of the job: those on its lines (a statement set's INSERTs), and the views
	// and tables it reads, which may be anywhere before it.
	var job []int
	for i, s := range f.statements {
		if s.Stmt == nil {
			continue
		}
		first, last := f.lines(s.Pos.Offset(), s.End.Offset())
		if first >= stmtFirst && last <= stmtLast {
			job = append(job, i)
		}
	}
	if table := n.attribute("table"); table != "" {
		name := tableName(table)
		if n.Operator == "Sink" || strings.HasSuffix(n.Operator, "Sink") {
			if from, to, ok := f.insertSpan(job, name); ok {
				first, last := f.lines(from, to)
				return first, last, true
			}
			return 0, 0, false
		}
		if isSource(n) {
			return f.statementLines(f.allBefore(stmtLast), func(s sql.Stmt) bool { return creates(s, name) })
		}
	}
	kinds := operatorClauses(n)
	if kinds == nil {
		// An Exchange or another operator of its consumer's clause: the consumer says.
		if to, ok := consumer(g, n.ID); ok {
			return f.nodeLines(g, to, stmtFirst, stmtLast)
		}
		return 0, 0, false
	}
	sinks := downstreamSinks(g, n.ID)
	// Clauses of the job's statements, and of the views before it, which the job may read.
	var clauses []clause
	for _, s := range job {
		clauses = append(clauses, f.clauses(s, 1)...)
	}
	for _, s := range f.allBefore(stmtLast) {
		if _, isView := f.statements[s].Stmt.(*sql.CreateView); isView {
			clauses = append(clauses, f.clauses(s, 2)...)
		}
	}
	// The INSERT into the one sink that reads the node wins a tie.
	if len(sinks) == 1 {
		if from, to, ok := f.insertSpan(job, tableName(sinks[0].attribute("table"))); ok {
			for i, c := range clauses {
				if c.from >= from && c.to <= to {
					clauses[i].priority = 0
				}
			}
		}
	}
	names := identifiers(n.Description)
	for _, kind := range kinds {
		best, bestScore := -1, -1
		for i, c := range clauses {
			if c.kind != kind {
				continue
			}
			score := overlap(names, identifiers(f.script[c.from:c.to]))
			if score > bestScore || score == bestScore && c.priority < clauses[best].priority {
				best, bestScore = i, score
			}
		}
		if best >= 0 {
			first, last := f.lines(clauses[best].from, clauses[best].to)
			return first, last, true
		}
	}
	// An operator the planner adds for its sink (the Calc that casts to the sink's columns, the
	// Sort before a partitioned sink) comes from the INSERT.
	if len(sinks) == 1 {
		if from, to, ok := f.insertSpan(job, tableName(sinks[0].attribute("table"))); ok {
			first, last := f.lines(from, to)
			return first, last, true
		}
	}
	return 0, 0, false
}

// insertSpan is the span of the job's INSERT into table, inside a statement set or not.
func (f *sourceFinder) insertSpan(job []int, table string) (int, int, bool) {
	for _, s := range job {
		var found *sql.InsertStmt
		walkSyntax(reflect.ValueOf(f.statements[s].Stmt), func(node sql.Node) {
			if ins, ok := node.(*sql.InsertStmt); ok && found == nil && lastPart(ins.Table) == table {
				found = ins
			}
		})
		if found != nil {
			return found.Pos().Offset(), found.End().Offset(), true
		}
	}
	return 0, 0, false
}

func (f *sourceFinder) allBefore(lastLine int) []int {
	var out []int
	for i, s := range f.statements {
		if s.Stmt != nil && f.line(s.Pos.Offset()) <= lastLine {
			out = append(out, i)
		}
	}
	return out
}

// statementLines are the lines of the last of statements that match: the latest CREATE TABLE
// of a name is the one a job reads.
func (f *sourceFinder) statementLines(statements []int, match func(sql.Stmt) bool) (int, int, bool) {
	for i := len(statements) - 1; i >= 0; i-- {
		s := f.statements[statements[i]]
		if match(s.Stmt) {
			first, last := f.lines(s.Pos.Offset(), s.End.Offset())
			return first, last, true
		}
	}
	return 0, 0, false
}

// clauses lists the clauses of statement i, in the order they are written.
func (f *sourceFinder) clauses(i, priority int) []clause {
	var out []clause
	add := func(kind clauseKind, from, to sql.Pos) {
		if from.IsValid() && to.IsValid() && from.Offset() < to.Offset() && to.Offset() <= len(f.script) {
			out = append(out, clause{kind: kind, from: from.Offset(), to: to.Offset(), priority: priority})
		}
	}
	walkSyntax(reflect.ValueOf(f.statements[i].Stmt), func(node sql.Node) {
		switch x := node.(type) {
		case *sql.Select:
			if len(x.Items) > 0 {
				add(clauseSelectList, x.Items[0].Pos(), x.Items[len(x.Items)-1].End())
			}
			if x.Where != nil {
				add(clauseWhere, x.Where.Pos(), x.Where.End())
			}
			if len(x.GroupBy) > 0 {
				add(clauseGroupBy, x.GroupBy[0].Pos(), x.GroupBy[len(x.GroupBy)-1].End())
			}
			if x.Having != nil {
				add(clauseHaving, x.Having.Pos(), x.Having.End())
			}
		case *sql.Join:
			add(clauseJoin, x.JoinPos, x.End())
		case *sql.OrderBy:
			if len(x.OrderBy) > 0 {
				add(clauseOrderBy, x.OrderBy[0].Pos(), x.End())
			} else if end := x.End(); end.IsValid() {
				add(clauseOrderBy, x.Query.End(), end)
			}
		case *sql.WindowSpec:
			add(clauseOver, x.Pos(), x.End())
		case *sql.Values:
			add(clauseValues, x.Pos(), x.End())
		case *sql.SetOp:
			add(clauseSetOp, x.OpPos, x.Right.Pos())
		case *sql.TableFunc:
			add(clauseTableFunc, x.Pos(), x.End())
		}
	})
	return out
}

// operatorClauses are the kinds of clause an operator comes from, in order of preference; nil
// for operators that serve their consumer's clause (Exchange).
func operatorClauses(n planNode) []clauseKind {
	op := n.Operator
	switch {
	case strings.Contains(op, "Window"):
		return []clauseKind{clauseTableFunc, clauseGroupBy}
	case strings.Contains(op, "Rank"), strings.Contains(op, "Deduplicate"), strings.Contains(op, "Over"):
		return []clauseKind{clauseOver, clauseOrderBy}
	case strings.Contains(op, "Aggregate"):
		return []clauseKind{clauseGroupBy, clauseSelectList}
	case strings.Contains(op, "Join"):
		return []clauseKind{clauseJoin, clauseWhere}
	case strings.Contains(op, "Sort"), strings.Contains(op, "Limit"):
		return []clauseKind{clauseOrderBy}
	case op == "Values":
		return []clauseKind{clauseValues}
	case strings.Contains(op, "Union"), strings.Contains(op, "Intersect"), strings.Contains(op, "Minus"):
		// VALUES rows that are not all literals are a UNION ALL of one-row projections.
		return []clauseKind{clauseSetOp, clauseValues}
	case strings.Contains(op, "Correlate"):
		return []clauseKind{clauseTableFunc}
	case op == "Calc":
		if n.attribute("where") != "" {
			return []clauseKind{clauseWhere, clauseHaving, clauseSelectList}
		}
		return []clauseKind{clauseSelectList, clauseValues}
	case op == "Expand":
		return []clauseKind{clauseSelectList}
	}
	return nil
}

// walkSyntax calls visit on every syntax node reachable from v, parents first.
func walkSyntax(v reflect.Value, visit func(sql.Node)) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return
		}
		if node, ok := v.Interface().(sql.Node); ok && v.Kind() == reflect.Pointer {
			visit(node)
		}
		walkSyntax(v.Elem(), visit)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				walkSyntax(v.Field(i), visit)
			}
		}
	case reflect.Slice:
		for i := range v.Len() {
			walkSyntax(v.Index(i), visit)
		}
	}
}

// consumer is the node that reads node id.
func consumer(g planGraph, id int) (planNode, bool) {
	for _, e := range g.Edges {
		if e.From == id {
			for _, n := range g.Nodes {
				if n.ID == e.To {
					return n, true
				}
			}
		}
	}
	return planNode{}, false
}

// downstreamSinks are the sinks that read node id, directly or not.
func downstreamSinks(g planGraph, id int) []planNode {
	byID := map[int]planNode{}
	for _, n := range g.Nodes {
		byID[n.ID] = n
	}
	seen := map[int]bool{}
	var out []planNode
	var walk func(int)
	walk = func(id int) {
		if seen[id] {
			return
		}
		seen[id] = true
		reads := false
		for _, e := range g.Edges {
			if e.From == id {
				reads = true
				walk(e.To)
			}
		}
		if n := byID[id]; !reads && n.attribute("table") != "" && !isSource(n) {
			out = append(out, n)
		}
	}
	walk(id)
	return out
}

// tableName is the last part of a plan's table name: "default_catalog.default_database.T"
// of a sink, "[default_catalog, default_database, T, filter=[...]]" of a scan.
func tableName(table string) string {
	table = strings.TrimPrefix(table, "[")
	if parts := strings.Split(table, ", "); len(parts) >= 3 {
		return strings.TrimSuffix(parts[2], "]")
	}
	if i := strings.LastIndexByte(table, '.'); i >= 0 {
		return table[i+1:]
	}
	return table
}

func lastPart(n *sql.Name) string {
	if n == nil || len(n.Parts) == 0 {
		return ""
	}
	return n.Parts[len(n.Parts)-1].Name
}

func creates(s sql.Stmt, table string) bool {
	switch x := s.(type) {
	case *sql.CreateTable:
		return lastPart(x.Name) == table
	case *sql.CreateView:
		return lastPart(x.Name) == table
	}
	return false
}

var identifierPattern = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

// identifiers are the distinct names in s, lower-cased; numbers and Flink's generated names
// ($f0, EXPR$1) are not names a user wrote.
func identifiers(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range identifierPattern.FindAllString(s, -1) {
		out[strings.ToLower(w)] = true
	}
	return out
}

func overlap(a, b map[string]bool) int {
	n := 0
	for w := range a {
		if b[w] {
			n++
		}
	}
	return n
}
