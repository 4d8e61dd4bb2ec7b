package sql

// CompilePlan is COMPILE PLAN 'path' [IF NOT EXISTS] FOR stmt, or, with Execute, COMPILE AND
// EXECUTE PLAN 'path' FOR stmt, where stmt is an INSERT or a STATEMENT SET.
type CompilePlan struct {
	CompilePos  Pos
	Execute     bool // COMPILE AND EXECUTE PLAN
	Path        *Literal
	IfNotExists bool
	Stmt        Stmt // *InsertStmt or *StatementSet
}

func (x *CompilePlan) Pos() Pos       { return x.CompilePos }
func (x *CompilePlan) End() Pos       { return x.Stmt.End() }
func (x *CompilePlan) String() string { return nodeString(x) }
func (x *CompilePlan) format(p *printer) {
	if x.Execute {
		p.str("COMPILE AND EXECUTE PLAN ")
	} else {
		p.str("COMPILE PLAN ")
	}
	x.Path.format(p)
	if x.IfNotExists {
		p.str(" IF NOT EXISTS")
	}
	p.str(" FOR ")
	x.Stmt.format(p)
}

// Inserts returns the INSERTs the plan is compiled for.
func (x *CompilePlan) Inserts() []*InsertStmt {
	if set, ok := x.Stmt.(*StatementSet); ok {
		return set.Inserts
	}
	return []*InsertStmt{x.Stmt.(*InsertStmt)}
}

// ExecutePlan is EXECUTE PLAN 'path'.
type ExecutePlan struct {
	ExecutePos Pos
	Path       *Literal
}

func (x *ExecutePlan) Pos() Pos       { return x.ExecutePos }
func (x *ExecutePlan) End() Pos       { return x.Path.End() }
func (x *ExecutePlan) String() string { return nodeString(x) }
func (x *ExecutePlan) format(p *printer) {
	p.str("EXECUTE PLAN ")
	x.Path.format(p)
}

func (*CompilePlan) stmtNode() {}
func (*ExecutePlan) stmtNode() {}
