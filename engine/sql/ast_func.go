package sql

// This file holds the functions with special syntax (keywords between the
// arguments instead of commas) and window specifications.

// ExtractExpr is EXTRACT(unit FROM x).
type ExtractExpr struct {
	ExtractPos, Rparen Pos
	Unit               string
	X                  Expr
}

func (x *ExtractExpr) Pos() Pos       { return x.ExtractPos }
func (x *ExtractExpr) End() Pos       { return x.Rparen + 1 }
func (x *ExtractExpr) String() string { return nodeString(x) }
func (x *ExtractExpr) format(p *printer) {
	p.str("EXTRACT(" + x.Unit + " FROM ")
	p.expr(x.X, 0)
	p.str(")")
}

// PositionExpr is POSITION(sub IN x [FROM start]).
type PositionExpr struct {
	PositionPos, Rparen Pos
	Sub, X, From        Expr
}

func (x *PositionExpr) Pos() Pos       { return x.PositionPos }
func (x *PositionExpr) End() Pos       { return x.Rparen + 1 }
func (x *PositionExpr) String() string { return nodeString(x) }
func (x *PositionExpr) format(p *printer) {
	p.str("POSITION(")
	// IN inside the operands would be read as the separator.
	p.expr(x.Sub, precLike+1)
	p.str(" IN ")
	p.expr(x.X, precLike+1)
	if x.From != nil {
		p.str(" FROM ")
		p.expr(x.From, 0)
	}
	p.str(")")
}

// TrimExpr is TRIM([BOTH|LEADING|TRAILING] [chars] FROM x) or TRIM(x).
type TrimExpr struct {
	TrimPos, Rparen Pos
	Mode            string // "", BOTH, LEADING or TRAILING
	Chars           Expr
	X               Expr
}

func (x *TrimExpr) Pos() Pos       { return x.TrimPos }
func (x *TrimExpr) End() Pos       { return x.Rparen + 1 }
func (x *TrimExpr) String() string { return nodeString(x) }
func (x *TrimExpr) format(p *printer) {
	p.str("TRIM(")
	if x.Mode != "" || x.Chars != nil {
		if x.Mode != "" {
			p.str(x.Mode + " ")
		}
		if x.Chars != nil {
			p.expr(x.Chars, 0)
			p.str(" ")
		}
		p.str("FROM ")
	}
	p.expr(x.X, 0)
	p.str(")")
}

// SubstringExpr is SUBSTRING(x FROM start [FOR length]). The comma form
// SUBSTRING(x, start, length) is an ordinary FuncCall.
type SubstringExpr struct {
	SubstringPos, Rparen Pos
	X, From, For         Expr
}

func (x *SubstringExpr) Pos() Pos       { return x.SubstringPos }
func (x *SubstringExpr) End() Pos       { return x.Rparen + 1 }
func (x *SubstringExpr) String() string { return nodeString(x) }
func (x *SubstringExpr) format(p *printer) {
	p.str("SUBSTRING(")
	p.expr(x.X, 0)
	p.str(" FROM ")
	p.expr(x.From, 0)
	if x.For != nil {
		p.str(" FOR ")
		p.expr(x.For, 0)
	}
	p.str(")")
}

// OverlayExpr is OVERLAY(x PLACING y FROM start [FOR length]).
type OverlayExpr struct {
	OverlayPos, Rparen    Pos
	X, Placing, From, For Expr
}

func (x *OverlayExpr) Pos() Pos       { return x.OverlayPos }
func (x *OverlayExpr) End() Pos       { return x.Rparen + 1 }
func (x *OverlayExpr) String() string { return nodeString(x) }
func (x *OverlayExpr) format(p *printer) {
	p.str("OVERLAY(")
	p.expr(x.X, 0)
	p.str(" PLACING ")
	p.expr(x.Placing, 0)
	p.str(" FROM ")
	p.expr(x.From, 0)
	if x.For != nil {
		p.str(" FOR ")
		p.expr(x.For, 0)
	}
	p.str(")")
}

// FloorCeilExpr is FLOOR(x TO unit) or CEIL(x TO unit); the one-argument
// forms are ordinary FuncCalls.
type FloorCeilExpr struct {
	FuncPos, Rparen Pos
	Func            string // FLOOR, CEIL or CEILING
	X               Expr
	Unit            string
}

func (x *FloorCeilExpr) Pos() Pos       { return x.FuncPos }
func (x *FloorCeilExpr) End() Pos       { return x.Rparen + 1 }
func (x *FloorCeilExpr) String() string { return nodeString(x) }
func (x *FloorCeilExpr) format(p *printer) {
	p.str(x.Func + "(")
	p.expr(x.X, 0)
	p.str(" TO " + x.Unit + ")")
}

// WindowSpec is the window of an OVER clause or a WINDOW declaration:
// ([ref] [PARTITION BY ...] [ORDER BY ...] [frame]).
type WindowSpec struct {
	Lparen, Rparen Pos
	Ref            *Ident // a window declared in WINDOW, extended here
	PartitionBy    []Expr
	OrderBy        []*OrderItem
	Frame          *WindowFrame
}

func (x *WindowSpec) Pos() Pos       { return x.Lparen }
func (x *WindowSpec) End() Pos       { return x.Rparen + 1 }
func (x *WindowSpec) String() string { return nodeString(x) }
func (x *WindowSpec) format(p *printer) {
	p.str("(")
	sep := ""
	if x.Ref != nil {
		x.Ref.format(p)
		sep = " "
	}
	if len(x.PartitionBy) > 0 {
		p.str(sep + "PARTITION BY ")
		p.exprList(x.PartitionBy)
		sep = " "
	}
	if len(x.OrderBy) > 0 {
		p.str(sep + "ORDER BY ")
		printList(p, x.OrderBy)
		sep = " "
	}
	if x.Frame != nil {
		p.str(sep)
		x.Frame.format(p)
	}
	p.str(")")
}

// WindowFrame is ROWS|RANGE start, or ROWS|RANGE BETWEEN start AND end.
type WindowFrame struct {
	UnitPos Pos
	Range   bool // RANGE rather than ROWS
	Start   *FrameBound
	Finish  *FrameBound // nil without BETWEEN
}

func (x *WindowFrame) Pos() Pos { return x.UnitPos }
func (x *WindowFrame) End() Pos {
	if x.Finish != nil {
		return x.Finish.End()
	}
	return x.Start.End()
}
func (x *WindowFrame) String() string { return nodeString(x) }
func (x *WindowFrame) format(p *printer) {
	if x.Range {
		p.str("RANGE ")
	} else {
		p.str("ROWS ")
	}
	if x.Finish == nil {
		x.Start.format(p)
		return
	}
	p.str("BETWEEN ")
	x.Start.format(p)
	p.str(" AND ")
	x.Finish.format(p)
}

// BoundKind is the kind of a FrameBound.
type BoundKind int

// Frame bound kinds.
const (
	UnboundedPreceding BoundKind = iota
	Preceding                    // n PRECEDING
	CurrentRow
	Following // n FOLLOWING
	UnboundedFollowing
)

// FrameBound is one end of a window frame.
type FrameBound struct {
	BoundPos, BoundEnd Pos
	Kind               BoundKind
	Offset             Expr // for Preceding and Following
}

func (x *FrameBound) Pos() Pos       { return x.BoundPos }
func (x *FrameBound) End() Pos       { return x.BoundEnd }
func (x *FrameBound) String() string { return nodeString(x) }
func (x *FrameBound) format(p *printer) {
	switch x.Kind {
	case UnboundedPreceding:
		p.str("UNBOUNDED PRECEDING")
	case UnboundedFollowing:
		p.str("UNBOUNDED FOLLOWING")
	case CurrentRow:
		p.str("CURRENT ROW")
	case Preceding:
		p.expr(x.Offset, precAnd+1)
		p.str(" PRECEDING")
	case Following:
		p.expr(x.Offset, precAnd+1)
		p.str(" FOLLOWING")
	}
}

func (*ExtractExpr) exprNode()   {}
func (*PositionExpr) exprNode()  {}
func (*TrimExpr) exprNode()      {}
func (*SubstringExpr) exprNode() {}
func (*OverlayExpr) exprNode()   {}
func (*FloorCeilExpr) exprNode() {}
