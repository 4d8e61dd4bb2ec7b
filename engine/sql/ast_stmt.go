package sql

import "strings"

// QueryStmt is a query used as a statement, optionally with EXECUTE.
type QueryStmt struct {
	Execute Pos // NoPos without EXECUTE
	Query   Query
}

func (x *QueryStmt) Pos() Pos {
	if x.Execute.IsValid() {
		return x.Execute
	}
	return x.Query.Pos()
}
func (x *QueryStmt) End() Pos       { return x.Query.End() }
func (x *QueryStmt) String() string { return nodeString(x) }
func (x *QueryStmt) format(p *printer) {
	if x.Execute.IsValid() {
		p.str("EXECUTE ")
	}
	x.Query.format(p)
}

// InsertStmt is [EXECUTE] INSERT {INTO|OVERWRITE} table [hints]
// [PARTITION (k = v, ...)] [(col, ...)] query.
type InsertStmt struct {
	Execute   Pos // NoPos without EXECUTE
	InsertPos Pos
	Overwrite bool
	Table     *Name
	Hints     []*Hint
	Partition []*PartitionValue
	Columns   []*Ident
	Query     Query
}

func (x *InsertStmt) Pos() Pos {
	if x.Execute.IsValid() {
		return x.Execute
	}
	return x.InsertPos
}
func (x *InsertStmt) End() Pos       { return x.Query.End() }
func (x *InsertStmt) String() string { return nodeString(x) }
func (x *InsertStmt) format(p *printer) {
	if x.Execute.IsValid() {
		p.str("EXECUTE ")
	}
	if x.Overwrite {
		p.str("INSERT OVERWRITE ")
	} else {
		p.str("INSERT INTO ")
	}
	x.Table.format(p)
	for _, h := range x.Hints {
		p.str(" ")
		h.format(p)
	}
	if len(x.Partition) > 0 {
		p.str(" PARTITION (")
		printList(p, x.Partition)
		p.str(")")
	}
	if len(x.Columns) > 0 {
		p.str(" ")
		p.parenIdents(x.Columns)
	}
	p.str(" ")
	x.Query.format(p)
}

// PartitionValue is col = literal in INSERT ... PARTITION (...).
type PartitionValue struct {
	Column *Ident
	Value  Expr
}

func (x *PartitionValue) Pos() Pos       { return x.Column.Pos() }
func (x *PartitionValue) End() Pos       { return x.Value.End() }
func (x *PartitionValue) String() string { return nodeString(x) }
func (x *PartitionValue) format(p *printer) {
	x.Column.format(p)
	p.str(" = ")
	p.expr(x.Value, 0)
}

// StatementSet is [EXECUTE] STATEMENT SET BEGIN insert; ... END. Without
// EXECUTE it only appears inside EXPLAIN.
type StatementSet struct {
	Execute      Pos // NoPos without EXECUTE
	StatementPos Pos
	Inserts      []*InsertStmt
	EndPos       Pos // position of END
}

func (x *StatementSet) Pos() Pos {
	if x.Execute.IsValid() {
		return x.Execute
	}
	return x.StatementPos
}
func (x *StatementSet) End() Pos       { return x.EndPos + 3 }
func (x *StatementSet) String() string { return nodeString(x) }
func (x *StatementSet) format(p *printer) {
	if x.Execute.IsValid() {
		p.str("EXECUTE ")
	}
	p.str("STATEMENT SET BEGIN ")
	for _, ins := range x.Inserts {
		ins.format(p)
		p.str("; ")
	}
	p.str("END")
}

// BeginStatementSet is the SQL client's BEGIN STATEMENT SET.
type BeginStatementSet struct {
	BeginPos, EndPos Pos
}

func (x *BeginStatementSet) Pos() Pos          { return x.BeginPos }
func (x *BeginStatementSet) End() Pos          { return x.EndPos }
func (x *BeginStatementSet) String() string    { return "BEGIN STATEMENT SET" }
func (x *BeginStatementSet) format(p *printer) { p.str(x.String()) }

// EndStatementSet is the SQL client's END, closing BEGIN STATEMENT SET.
type EndStatementSet struct {
	EndKw Pos
}

func (x *EndStatementSet) Pos() Pos          { return x.EndKw }
func (x *EndStatementSet) End() Pos          { return x.EndKw + 3 }
func (x *EndStatementSet) String() string    { return "END" }
func (x *EndStatementSet) format(p *printer) { p.str(x.String()) }

// ExplainStmt is EXPLAIN [PLAN FOR | detail, ...] stmt, where stmt is a
// QueryStmt, an InsertStmt or a StatementSet.
type ExplainStmt struct {
	ExplainPos Pos
	PlanFor    bool
	Details    []string // ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN, PLAN_ADVICE
	Stmt       Stmt
}

func (x *ExplainStmt) Pos() Pos       { return x.ExplainPos }
func (x *ExplainStmt) End() Pos       { return x.Stmt.End() }
func (x *ExplainStmt) String() string { return nodeString(x) }
func (x *ExplainStmt) format(p *printer) {
	p.str("EXPLAIN ")
	if x.PlanFor {
		p.str("PLAN FOR ")
	}
	for i, d := range x.Details {
		if i > 0 {
			p.str(", ")
		}
		p.str(d)
	}
	if len(x.Details) > 0 {
		p.str(" ")
	}
	x.Stmt.format(p)
}

// SetStmt is SET, or SET 'key' = 'value'.
type SetStmt struct {
	SetPos     Pos
	Key, Value *Literal // both nil for a bare SET
	// Unquoted is Flink's SET key = value, read by its extended parser.
	Unquoted bool
}

func (x *SetStmt) Pos() Pos { return x.SetPos }
func (x *SetStmt) End() Pos {
	if x.Value != nil {
		return x.Value.End()
	}
	return x.SetPos + 3
}
func (x *SetStmt) String() string { return nodeString(x) }
func (x *SetStmt) format(p *printer) {
	p.str("SET")
	switch {
	case x.Key == nil:
	case x.Unquoted && !strings.ContainsAny(x.Value.Value, " \t\n\r;"):
		p.str(" " + x.Key.Value + " = " + x.Value.Value)
	case x.Unquoted:
		p.str(" " + x.Key.Value + " = ")
		x.Value.format(p)
	default:
		p.str(" ")
		x.Key.format(p)
		p.str(" = ")
		x.Value.format(p)
	}
}

// ResetStmt is RESET, or RESET 'key'.
type ResetStmt struct {
	ResetPos Pos
	Key      *Literal // nil for a bare RESET
	// Unquoted is Flink's RESET key, read by its extended parser.
	Unquoted bool
}

func (x *ResetStmt) Pos() Pos { return x.ResetPos }
func (x *ResetStmt) End() Pos {
	if x.Key != nil {
		return x.Key.End()
	}
	return x.ResetPos + 5
}
func (x *ResetStmt) String() string { return nodeString(x) }
func (x *ResetStmt) format(p *printer) {
	p.str("RESET")
	switch {
	case x.Key == nil:
	case x.Unquoted:
		p.str(" " + x.Key.Value)
	default:
		p.str(" ")
		x.Key.format(p)
	}
}

// UseStmt is USE CATALOG name, or USE [catalog.]database.
type UseStmt struct {
	UsePos  Pos
	Catalog bool
	Name    *Name
}

func (x *UseStmt) Pos() Pos       { return x.UsePos }
func (x *UseStmt) End() Pos       { return x.Name.End() }
func (x *UseStmt) String() string { return nodeString(x) }
func (x *UseStmt) format(p *printer) {
	p.str("USE ")
	if x.Catalog {
		p.str("CATALOG ")
	}
	x.Name.format(p)
}

// ShowKind says what a SHOW statement lists.
type ShowKind int

// SHOW statement kinds.
const (
	ShowCatalogs ShowKind = iota
	ShowCurrentCatalog
	ShowDatabases
	ShowCurrentDatabase
	ShowTables
	ShowViews
	ShowFunctions
	ShowColumns
	ShowCreateTable
	ShowCreateView
	ShowJobs
	ShowModules
	ShowFullModules
	ShowJars
)

var showKindText = [...]string{
	ShowCatalogs: "CATALOGS", ShowCurrentCatalog: "CURRENT CATALOG", ShowDatabases: "DATABASES",
	ShowCurrentDatabase: "CURRENT DATABASE", ShowTables: "TABLES", ShowViews: "VIEWS",
	ShowFunctions: "FUNCTIONS", ShowColumns: "COLUMNS", ShowCreateTable: "CREATE TABLE",
	ShowCreateView: "CREATE VIEW", ShowJobs: "JOBS", ShowModules: "MODULES",
	ShowFullModules: "FULL MODULES", ShowJars: "JARS",
}

func (k ShowKind) String() string { return showKindText[k] }

// ShowStmt is a SHOW statement. Name is the object of SHOW COLUMNS FROM t,
// SHOW CREATE TABLE t and SHOW CREATE VIEW v, or the catalog or database
// after FROM/IN for the listing kinds.
type ShowStmt struct {
	ShowPos, EndPos Pos
	Kind            ShowKind
	User            bool   // SHOW USER FUNCTIONS
	FromKw          string // FROM or IN before Name, "" when absent
	Name            *Name
	NotLike         bool
	ILike           bool
	Like            *Literal
}

func (x *ShowStmt) Pos() Pos       { return x.ShowPos }
func (x *ShowStmt) End() Pos       { return x.EndPos }
func (x *ShowStmt) String() string { return nodeString(x) }
func (x *ShowStmt) format(p *printer) {
	p.str("SHOW ")
	if x.User {
		p.str("USER ")
	}
	p.str(x.Kind.String())
	if x.Name != nil {
		if x.FromKw != "" {
			p.str(" " + x.FromKw)
		}
		p.str(" ")
		x.Name.format(p)
	}
	if x.Like != nil {
		if x.NotLike {
			p.str(" NOT")
		}
		if x.ILike {
			p.str(" ILIKE ")
		} else {
			p.str(" LIKE ")
		}
		x.Like.format(p)
	}
}

// DescribeStmt is DESCRIBE [EXTENDED] name, or DESC [EXTENDED] name.
type DescribeStmt struct {
	DescribePos Pos
	Extended    bool
	Name        *Name
}

func (x *DescribeStmt) Pos() Pos       { return x.DescribePos }
func (x *DescribeStmt) End() Pos       { return x.Name.End() }
func (x *DescribeStmt) String() string { return nodeString(x) }
func (x *DescribeStmt) format(p *printer) {
	p.str("DESCRIBE ")
	if x.Extended {
		p.str("EXTENDED ")
	}
	x.Name.format(p)
}

func (*QueryStmt) stmtNode()         {}
func (*InsertStmt) stmtNode()        {}
func (*StatementSet) stmtNode()      {}
func (*BeginStatementSet) stmtNode() {}
func (*EndStatementSet) stmtNode()   {}
func (*ExplainStmt) stmtNode()       {}
func (*SetStmt) stmtNode()           {}
func (*ResetStmt) stmtNode()         {}
func (*UseStmt) stmtNode()           {}
func (*ShowStmt) stmtNode()          {}
func (*DescribeStmt) stmtNode()      {}
