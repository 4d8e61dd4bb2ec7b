package sql

import "strings"

// AlterTable is ALTER TABLE [IF EXISTS] name followed by one action: RENAME TO, SET, RESET,
// ADD, MODIFY, DROP or RENAME col TO col.
type AlterTable struct {
	AlterPos, EndPos Pos
	IfExists         bool
	Name             *Name
	Action           AlterAction
}

func (x *AlterTable) Pos() Pos       { return x.AlterPos }
func (x *AlterTable) End() Pos       { return x.EndPos }
func (x *AlterTable) String() string { return nodeString(x) }
func (x *AlterTable) format(p *printer) {
	p.str("ALTER TABLE ")
	if x.IfExists {
		p.str("IF EXISTS ")
	}
	x.Name.format(p)
	p.str(" ")
	x.Action.format(p)
}

// AlterAction is what an ALTER TABLE does.
type AlterAction interface {
	Node
	alterAction()
}

// AlterRenameTable is RENAME TO new_name.
type AlterRenameTable struct {
	RenamePos Pos
	NewName   *Name
}

func (x *AlterRenameTable) Pos() Pos       { return x.RenamePos }
func (x *AlterRenameTable) End() Pos       { return x.NewName.End() }
func (x *AlterRenameTable) String() string { return nodeString(x) }
func (x *AlterRenameTable) format(p *printer) {
	p.str("RENAME TO ")
	x.NewName.format(p)
}

// AlterSetOptions is SET ('k' = 'v', ...).
type AlterSetOptions struct {
	SetPos, EndPos Pos
	Options        []*Property
}

func (x *AlterSetOptions) Pos() Pos       { return x.SetPos }
func (x *AlterSetOptions) End() Pos       { return x.EndPos }
func (x *AlterSetOptions) String() string { return nodeString(x) }
func (x *AlterSetOptions) format(p *printer) {
	p.str("SET ")
	p.properties(x.Options)
}

// AlterResetOptions is RESET ('k', ...); the list may be empty, which Flink's validation
// rejects.
type AlterResetOptions struct {
	ResetPos, EndPos Pos
	Keys             []*Literal
}

func (x *AlterResetOptions) Pos() Pos       { return x.ResetPos }
func (x *AlterResetOptions) End() Pos       { return x.EndPos }
func (x *AlterResetOptions) String() string { return nodeString(x) }
func (x *AlterResetOptions) format(p *printer) {
	p.str("RESET (")
	printList(p, x.Keys)
	p.str(")")
}

// AlterSchema is ADD or MODIFY of columns, a primary key and a watermark, one of them
// bare or a list of them in parentheses.
type AlterSchema struct {
	KeywordPos, EndPos Pos
	Modify             bool
	Parenthesized      bool
	Columns            []*PositionedColumn
	Constraints        []*Constraint
	Watermarks         []*Watermark
}

func (x *AlterSchema) Pos() Pos       { return x.KeywordPos }
func (x *AlterSchema) End() Pos       { return x.EndPos }
func (x *AlterSchema) String() string { return nodeString(x) }
func (x *AlterSchema) format(p *printer) {
	if x.Modify {
		p.str("MODIFY ")
	} else {
		p.str("ADD ")
	}
	if x.Parenthesized {
		p.str("(")
	}
	sep := ""
	for _, c := range x.Columns {
		p.str(sep)
		c.format(p)
		sep = ", "
	}
	for _, c := range x.Constraints {
		p.str(sep)
		c.format(p)
		sep = ", "
	}
	for _, w := range x.Watermarks {
		p.str(sep)
		w.format(p)
		sep = ", "
	}
	if x.Parenthesized {
		p.str(")")
	}
}

// PositionedColumn is a column of ADD or MODIFY with its optional FIRST or AFTER col. Flink
// parses a nested field name (e.f) there, to refuse it: Nested is that name, whose last part is
// Column's name.
type PositionedColumn struct {
	Nested *Name
	Column *ColumnDef
	First  bool
	After  *Name
	EndPos Pos
}

func (x *PositionedColumn) Pos() Pos {
	if x.Nested != nil {
		return x.Nested.Pos()
	}
	return x.Column.Pos()
}
func (x *PositionedColumn) End() Pos       { return x.EndPos }
func (x *PositionedColumn) String() string { return nodeString(x) }
func (x *PositionedColumn) format(p *printer) {
	if x.Nested != nil {
		for _, part := range x.Nested.Parts[:len(x.Nested.Parts)-1] {
			part.format(p)
			p.str(".")
		}
	}
	x.Column.format(p)
	switch {
	case x.First:
		p.str(" FIRST")
	case x.After != nil:
		p.str(" AFTER ")
		x.After.format(p)
	}
}

// DropKind says what ALTER TABLE DROP removes.
type DropKind int

// The things ALTER TABLE DROP removes.
const (
	DropColumns DropKind = iota
	DropPrimaryKey
	DropConstraint
	DropWatermark
)

// AlterDrop is DROP col, DROP (col, ...), DROP PRIMARY KEY, DROP CONSTRAINT name or DROP
// WATERMARK. Columns are names, since Flink parses nested ones to refuse them.
type AlterDrop struct {
	DropPos, EndPos Pos
	Kind            DropKind
	Parenthesized   bool
	Columns         []*Name
	Constraint      *Ident
}

func (x *AlterDrop) Pos() Pos       { return x.DropPos }
func (x *AlterDrop) End() Pos       { return x.EndPos }
func (x *AlterDrop) String() string { return nodeString(x) }
func (x *AlterDrop) format(p *printer) {
	p.str("DROP ")
	switch x.Kind {
	case DropPrimaryKey:
		p.str("PRIMARY KEY")
	case DropConstraint:
		p.str("CONSTRAINT ")
		x.Constraint.format(p)
	case DropWatermark:
		p.str("WATERMARK")
	default:
		if x.Parenthesized {
			p.str("(")
			printList(p, x.Columns)
			p.str(")")
		} else {
			x.Columns[0].format(p)
		}
	}
}

// AlterRenameColumn is RENAME col TO new_col; the names may be nested, which Flink refuses.
type AlterRenameColumn struct {
	RenamePos Pos
	Old, New  *Name
}

func (x *AlterRenameColumn) Pos() Pos       { return x.RenamePos }
func (x *AlterRenameColumn) End() Pos       { return x.New.End() }
func (x *AlterRenameColumn) String() string { return nodeString(x) }
func (x *AlterRenameColumn) format(p *printer) {
	p.str("RENAME ")
	x.Old.format(p)
	p.str(" TO ")
	x.New.format(p)
}

// AlterUnsupported is an ALTER TABLE form of partitions or distributions, which Flinkpad does
// not parse further: What names it ("ADD PARTITION", "DROP DISTRIBUTION", ...), and Text keeps
// the tokens as written so that the statement prints back.
type AlterUnsupported struct {
	StartPos, EndPos Pos
	What             string
	Text             []string
}

func (x *AlterUnsupported) Pos() Pos          { return x.StartPos }
func (x *AlterUnsupported) End() Pos          { return x.EndPos }
func (x *AlterUnsupported) String() string    { return strings.Join(x.Text, " ") }
func (x *AlterUnsupported) format(p *printer) { p.str(x.String()) }

func (*AlterRenameTable) alterAction()  {}
func (*AlterSetOptions) alterAction()   {}
func (*AlterResetOptions) alterAction() {}
func (*AlterSchema) alterAction()       {}
func (*AlterDrop) alterAction()         {}
func (*AlterRenameColumn) alterAction() {}
func (*AlterUnsupported) alterAction()  {}

// AlterView is ALTER VIEW name RENAME TO new_name, or ALTER VIEW name AS query.
type AlterView struct {
	AlterPos Pos
	Name     *Name
	NewName  *Name // RENAME TO
	Query    Query // AS
}

func (x *AlterView) Pos() Pos { return x.AlterPos }
func (x *AlterView) End() Pos {
	if x.Query != nil {
		return x.Query.End()
	}
	return x.NewName.End()
}
func (x *AlterView) String() string { return nodeString(x) }
func (x *AlterView) format(p *printer) {
	p.str("ALTER VIEW ")
	x.Name.format(p)
	if x.Query != nil {
		p.str(" AS ")
		x.Query.format(p)
		return
	}
	p.str(" RENAME TO ")
	x.NewName.format(p)
}

func (*AlterTable) stmtNode() {}
func (*AlterView) stmtNode()  {}
