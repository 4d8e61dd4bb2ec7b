package sql

// CreateTable is CREATE [OR REPLACE] [TEMPORARY] TABLE [IF NOT EXISTS] name
// [(columns, constraints, watermarks)] [COMMENT '...'] [PARTITIONED BY (...)]
// [WITH (...)] followed by LIKE source [(options)] or AS query (CTAS), or by
// nothing. The printer writes columns, then constraints, then watermarks,
// whatever their order in the source.
type CreateTable struct {
	CreatePos     Pos
	EndPos        Pos
	OrReplace     bool
	Temporary     bool
	IfNotExists   bool
	Name          *Name
	Columns       []*ColumnDef
	Constraints   []*Constraint
	Watermarks    []*Watermark
	Comment       *Literal
	PartitionedBy []*Ident
	Options       []*Property
	Like          *TableLike
	AsQuery       Query
}

func (x *CreateTable) Pos() Pos       { return x.CreatePos }
func (x *CreateTable) End() Pos       { return x.EndPos }
func (x *CreateTable) String() string { return nodeString(x) }
func (x *CreateTable) format(p *printer) {
	p.str("CREATE ")
	if x.OrReplace {
		p.str("OR REPLACE ")
	}
	if x.Temporary {
		p.str("TEMPORARY ")
	}
	p.str("TABLE ")
	if x.IfNotExists {
		p.str("IF NOT EXISTS ")
	}
	x.Name.format(p)
	if len(x.Columns)+len(x.Constraints)+len(x.Watermarks) > 0 {
		p.str(" (")
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
		p.str(")")
	}
	if x.Comment != nil {
		p.str(" COMMENT ")
		x.Comment.format(p)
	}
	if len(x.PartitionedBy) > 0 {
		p.str(" PARTITIONED BY ")
		p.parenIdents(x.PartitionedBy)
	}
	if x.Options != nil { // WITH () is kept
		p.str(" WITH ")
		p.properties(x.Options)
	}
	if x.Like != nil {
		p.str(" ")
		x.Like.format(p)
	}
	if x.AsQuery != nil {
		p.str(" AS ")
		x.AsQuery.format(p)
	}
}

// ColumnKind says how a column gets its value.
type ColumnKind int

// Column kinds.
const (
	PhysicalColumn ColumnKind = iota // name TYPE
	ComputedColumn                   // name AS expr
	MetadataColumn                   // name TYPE METADATA [FROM 'key'] [VIRTUAL]
)

// ColumnDef is a column of CREATE TABLE.
type ColumnDef struct {
	Name        *Ident
	Kind        ColumnKind
	Type        *DataType // physical and metadata columns
	Expr        Expr      // computed columns
	MetadataKey *Literal  // FROM 'key', or nil
	Virtual     bool
	Constraint  *Constraint // column-level PRIMARY KEY NOT ENFORCED
	Comment     *Literal
	EndPos      Pos
}

func (x *ColumnDef) Pos() Pos       { return x.Name.Pos() }
func (x *ColumnDef) End() Pos       { return x.EndPos }
func (x *ColumnDef) String() string { return nodeString(x) }
func (x *ColumnDef) format(p *printer) {
	x.Name.format(p)
	switch x.Kind {
	case ComputedColumn:
		p.str(" AS ")
		p.expr(x.Expr, 0)
	default:
		p.str(" ")
		x.Type.format(p)
		if x.Kind == MetadataColumn {
			p.str(" METADATA")
			if x.MetadataKey != nil {
				p.str(" FROM ")
				x.MetadataKey.format(p)
			}
			if x.Virtual {
				p.str(" VIRTUAL")
			}
		}
	}
	if x.Constraint != nil {
		p.str(" ")
		x.Constraint.format(p)
	}
	if x.Comment != nil {
		p.str(" COMMENT ")
		x.Comment.format(p)
	}
}

// Enforcement is the [NOT] ENFORCED suffix of a constraint.
type Enforcement int

// Enforcement values. Flink accepts only NotEnforced for primary keys, a
// check that belongs to the binder.
const (
	EnforcementUnspecified Enforcement = iota
	Enforced
	NotEnforced
)

// Constraint is [CONSTRAINT name] PRIMARY KEY|UNIQUE [(cols)] [[NOT]
// ENFORCED]. Column-level constraints have no Columns.
type Constraint struct {
	ConstraintPos, EndPos Pos
	Name                  *Ident
	Unique                bool
	Columns               []*Ident
	Enforcement           Enforcement
}

func (x *Constraint) Pos() Pos       { return x.ConstraintPos }
func (x *Constraint) End() Pos       { return x.EndPos }
func (x *Constraint) String() string { return nodeString(x) }
func (x *Constraint) format(p *printer) {
	if x.Name != nil {
		p.str("CONSTRAINT ")
		x.Name.format(p)
		p.str(" ")
	}
	if x.Unique {
		p.str("UNIQUE")
	} else {
		p.str("PRIMARY KEY")
	}
	if len(x.Columns) > 0 {
		p.str(" ")
		p.parenIdents(x.Columns)
	}
	switch x.Enforcement {
	case Enforced:
		p.str(" ENFORCED")
	case NotEnforced:
		p.str(" NOT ENFORCED")
	}
}

// Watermark is WATERMARK FOR column AS expr.
type Watermark struct {
	WatermarkPos Pos
	Column       *Name
	Expr         Expr
}

func (x *Watermark) Pos() Pos       { return x.WatermarkPos }
func (x *Watermark) End() Pos       { return x.Expr.End() }
func (x *Watermark) String() string { return nodeString(x) }
func (x *Watermark) format(p *printer) {
	p.str("WATERMARK FOR ")
	x.Column.format(p)
	p.str(" AS ")
	p.expr(x.Expr, 0)
}

// TableLike is LIKE source [(INCLUDING ALL EXCLUDING OPTIONS ...)].
type TableLike struct {
	LikePos, EndPos Pos
	Source          *Name
	Options         []*LikeOption
}

func (x *TableLike) Pos() Pos       { return x.LikePos }
func (x *TableLike) End() Pos       { return x.EndPos }
func (x *TableLike) String() string { return nodeString(x) }
func (x *TableLike) format(p *printer) {
	p.str("LIKE ")
	x.Source.format(p)
	if len(x.Options) > 0 {
		p.str(" (")
		for i, o := range x.Options {
			if i > 0 {
				p.str(" ")
			}
			o.format(p)
		}
		p.str(")")
	}
}

// LikeOption is INCLUDING|EXCLUDING|OVERWRITING feature, where the feature
// is ALL, CONSTRAINTS, DISTRIBUTION, GENERATED, METADATA, OPTIONS,
// PARTITIONS or WATERMARKS.
type LikeOption struct {
	OptionPos, EndPos Pos
	Strategy          string
	Feature           string
}

func (x *LikeOption) Pos() Pos          { return x.OptionPos }
func (x *LikeOption) End() Pos          { return x.EndPos }
func (x *LikeOption) String() string    { return x.Strategy + " " + x.Feature }
func (x *LikeOption) format(p *printer) { p.str(x.String()) }

// CreateView is CREATE [TEMPORARY] VIEW [IF NOT EXISTS] name [(cols)]
// [COMMENT '...'] AS query.
type CreateView struct {
	CreatePos   Pos
	Temporary   bool
	IfNotExists bool
	Name        *Name
	Columns     []*Ident
	Comment     *Literal
	Query       Query
}

func (x *CreateView) Pos() Pos       { return x.CreatePos }
func (x *CreateView) End() Pos       { return x.Query.End() }
func (x *CreateView) String() string { return nodeString(x) }
func (x *CreateView) format(p *printer) {
	p.str("CREATE ")
	if x.Temporary {
		p.str("TEMPORARY ")
	}
	p.str("VIEW ")
	if x.IfNotExists {
		p.str("IF NOT EXISTS ")
	}
	x.Name.format(p)
	if len(x.Columns) > 0 {
		p.str(" ")
		p.parenIdents(x.Columns)
	}
	if x.Comment != nil {
		p.str(" COMMENT ")
		x.Comment.format(p)
	}
	p.str(" AS ")
	x.Query.format(p)
}

// CreateDatabase is CREATE DATABASE [IF NOT EXISTS] [catalog.]name
// [COMMENT '...'] [WITH (...)].
type CreateDatabase struct {
	CreatePos, EndPos Pos
	IfNotExists       bool
	Name              *Name
	Comment           *Literal
	Options           []*Property
}

func (x *CreateDatabase) Pos() Pos       { return x.CreatePos }
func (x *CreateDatabase) End() Pos       { return x.EndPos }
func (x *CreateDatabase) String() string { return nodeString(x) }
func (x *CreateDatabase) format(p *printer) {
	p.str("CREATE DATABASE ")
	if x.IfNotExists {
		p.str("IF NOT EXISTS ")
	}
	x.Name.format(p)
	if x.Comment != nil {
		p.str(" COMMENT ")
		x.Comment.format(p)
	}
	if x.Options != nil { // WITH () is kept
		p.str(" WITH ")
		p.properties(x.Options)
	}
}

// DropStmt is DROP [TEMPORARY] TABLE|VIEW [IF EXISTS] name, or DROP
// DATABASE [IF EXISTS] name [RESTRICT|CASCADE].
type DropStmt struct {
	DropPos, EndPos Pos
	Object          string // TABLE, VIEW or DATABASE
	Temporary       bool
	IfExists        bool
	Name            *Name
	Behavior        string // "", RESTRICT or CASCADE
}

func (x *DropStmt) Pos() Pos       { return x.DropPos }
func (x *DropStmt) End() Pos       { return x.EndPos }
func (x *DropStmt) String() string { return nodeString(x) }
func (x *DropStmt) format(p *printer) {
	p.str("DROP ")
	if x.Temporary {
		p.str("TEMPORARY ")
	}
	p.str(x.Object + " ")
	if x.IfExists {
		p.str("IF EXISTS ")
	}
	x.Name.format(p)
	if x.Behavior != "" {
		p.str(" " + x.Behavior)
	}
}

func (*CreateTable) stmtNode()    {}
func (*CreateView) stmtNode()     {}
func (*CreateDatabase) stmtNode() {}
func (*DropStmt) stmtNode()       {}
