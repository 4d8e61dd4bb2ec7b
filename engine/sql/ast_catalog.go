package sql

// The catalog and module statements: CREATE, DROP, ALTER, DESCRIBE and SHOW CREATE CATALOG,
// ALTER DATABASE, and LOAD MODULE, UNLOAD MODULE and USE MODULES. Catalog and module names are
// simple identifiers in Flink's grammar.

// CreateCatalog is CREATE CATALOG [IF NOT EXISTS] name [COMMENT '...'] [WITH (...)].
type CreateCatalog struct {
	CreatePos, EndPos Pos
	IfNotExists       bool
	Name              *Ident
	Comment           *Literal
	Options           []*Property
}

func (x *CreateCatalog) Pos() Pos       { return x.CreatePos }
func (x *CreateCatalog) End() Pos       { return x.EndPos }
func (x *CreateCatalog) String() string { return nodeString(x) }
func (x *CreateCatalog) format(p *printer) {
	p.str("CREATE CATALOG ")
	if x.IfNotExists {
		p.str("IF NOT EXISTS ")
	}
	x.Name.format(p)
	if x.Comment != nil {
		p.str(" COMMENT ")
		x.Comment.format(p)
	}
	if x.Options != nil {
		p.str(" WITH ")
		p.properties(x.Options)
	}
}

// DropCatalog is DROP CATALOG [IF EXISTS] name.
type DropCatalog struct {
	DropPos, EndPos Pos
	IfExists        bool
	Name            *Ident
}

func (x *DropCatalog) Pos() Pos       { return x.DropPos }
func (x *DropCatalog) End() Pos       { return x.EndPos }
func (x *DropCatalog) String() string { return nodeString(x) }
func (x *DropCatalog) format(p *printer) {
	p.str("DROP CATALOG ")
	if x.IfExists {
		p.str("IF EXISTS ")
	}
	x.Name.format(p)
}

// AlterCatalog is ALTER CATALOG name SET (...), RESET ('key', ...) or COMMENT '...'; exactly one
// of Set (non-nil), Reset (non-nil) and Comment is given.
type AlterCatalog struct {
	AlterPos, EndPos Pos
	Name             *Ident
	Set              []*Property
	Reset            []*Literal
	Comment          *Literal
}

func (x *AlterCatalog) Pos() Pos       { return x.AlterPos }
func (x *AlterCatalog) End() Pos       { return x.EndPos }
func (x *AlterCatalog) String() string { return nodeString(x) }
func (x *AlterCatalog) format(p *printer) {
	p.str("ALTER CATALOG ")
	x.Name.format(p)
	switch {
	case x.Set != nil:
		p.str(" SET ")
		p.properties(x.Set)
	case x.Reset != nil:
		p.str(" RESET (")
		printList(p, x.Reset)
		p.str(")")
	case x.Comment != nil:
		p.str(" COMMENT ")
		x.Comment.format(p)
	}
}

// AlterDatabase is ALTER DATABASE [catalog.]name SET (...).
type AlterDatabase struct {
	AlterPos, EndPos Pos
	Name             *Name
	Options          []*Property
}

func (x *AlterDatabase) Pos() Pos       { return x.AlterPos }
func (x *AlterDatabase) End() Pos       { return x.EndPos }
func (x *AlterDatabase) String() string { return nodeString(x) }
func (x *AlterDatabase) format(p *printer) {
	p.str("ALTER DATABASE ")
	x.Name.format(p)
	p.str(" SET ")
	p.properties(x.Options)
}

// DescribeCatalog is DESCRIBE|DESC CATALOG [EXTENDED] name.
type DescribeCatalog struct {
	DescribePos, EndPos Pos
	Extended            bool
	Name                *Ident
}

func (x *DescribeCatalog) Pos() Pos       { return x.DescribePos }
func (x *DescribeCatalog) End() Pos       { return x.EndPos }
func (x *DescribeCatalog) String() string { return nodeString(x) }
func (x *DescribeCatalog) format(p *printer) {
	p.str("DESCRIBE CATALOG ")
	if x.Extended {
		p.str("EXTENDED ")
	}
	x.Name.format(p)
}

// ShowCreateCatalog is SHOW CREATE CATALOG name.
type ShowCreateCatalog struct {
	ShowPos, EndPos Pos
	Name            *Ident
}

func (x *ShowCreateCatalog) Pos() Pos       { return x.ShowPos }
func (x *ShowCreateCatalog) End() Pos       { return x.EndPos }
func (x *ShowCreateCatalog) String() string { return nodeString(x) }
func (x *ShowCreateCatalog) format(p *printer) {
	p.str("SHOW CREATE CATALOG ")
	x.Name.format(p)
}

// LoadModule is LOAD MODULE name [WITH (...)].
type LoadModule struct {
	LoadPos, EndPos Pos
	Name            *Ident
	Options         []*Property
}

func (x *LoadModule) Pos() Pos       { return x.LoadPos }
func (x *LoadModule) End() Pos       { return x.EndPos }
func (x *LoadModule) String() string { return nodeString(x) }
func (x *LoadModule) format(p *printer) {
	p.str("LOAD MODULE ")
	x.Name.format(p)
	if x.Options != nil {
		p.str(" WITH ")
		p.properties(x.Options)
	}
}

// UnloadModule is UNLOAD MODULE name.
type UnloadModule struct {
	UnloadPos, EndPos Pos
	Name              *Ident
}

func (x *UnloadModule) Pos() Pos       { return x.UnloadPos }
func (x *UnloadModule) End() Pos       { return x.EndPos }
func (x *UnloadModule) String() string { return nodeString(x) }
func (x *UnloadModule) format(p *printer) {
	p.str("UNLOAD MODULE ")
	x.Name.format(p)
}

// UseModules is USE MODULES name, ...: the modules to resolve functions in, in that order.
type UseModules struct {
	UsePos, EndPos Pos
	Names          []*Ident
}

func (x *UseModules) Pos() Pos       { return x.UsePos }
func (x *UseModules) End() Pos       { return x.EndPos }
func (x *UseModules) String() string { return nodeString(x) }
func (x *UseModules) format(p *printer) {
	p.str("USE MODULES ")
	printList(p, x.Names)
}

func (*CreateCatalog) stmtNode()     {}
func (*DropCatalog) stmtNode()       {}
func (*AlterCatalog) stmtNode()      {}
func (*AlterDatabase) stmtNode()     {}
func (*DescribeCatalog) stmtNode()   {}
func (*ShowCreateCatalog) stmtNode() {}
func (*LoadModule) stmtNode()        {}
func (*UnloadModule) stmtNode()      {}
func (*UseModules) stmtNode()        {}
