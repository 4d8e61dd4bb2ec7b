package sql

import "strconv"

// MatchRecognize is input MATCH_RECOGNIZE (PARTITION BY ... ORDER BY ... MEASURES ... rows per
// match AFTER MATCH SKIP ... PATTERN (...) WITHIN ... SUBSET ... DEFINE ...) [alias]: Flink's
// row pattern recognition over a table.
type MatchRecognize struct {
	Input            TableExpr
	MatchPos, Rparen Pos // MATCH_RECOGNIZE and the closing parenthesis of its clause
	PartitionBy      []Expr
	OrderBy          []*OrderItem
	Measures         []*MatchMeasure
	RowsPerMatch     string // "", "ONE" or "ALL"
	RowsPos          Pos    // ONE or ALL
	After            *MatchSkip
	PatternPos       Pos
	StrictStart      bool // ^ before the pattern
	StrictEnd        bool // $ after it
	Pattern          PatternTerm
	WithinPos        Pos
	Within           Expr // the INTERVAL literal of WITHIN, or nil
	Subsets          []*MatchSubset
	Defines          []*MatchDefine
	Alias            *Alias
}

func (x *MatchRecognize) Pos() Pos { return x.Input.Pos() }
func (x *MatchRecognize) End() Pos {
	if x.Alias != nil {
		return x.Alias.End()
	}
	return x.Rparen + 1
}
func (x *MatchRecognize) String() string { return nodeString(x) }
func (x *MatchRecognize) format(p *printer) {
	x.Input.format(p)
	p.str(" MATCH_RECOGNIZE (")
	sep := ""
	if len(x.PartitionBy) > 0 {
		p.str("PARTITION BY ")
		p.exprList(x.PartitionBy)
		sep = " "
	}
	if len(x.OrderBy) > 0 {
		p.str(sep + "ORDER BY ")
		printList(p, x.OrderBy)
		sep = " "
	}
	if len(x.Measures) > 0 {
		p.str(sep + "MEASURES ")
		printList(p, x.Measures)
		sep = " "
	}
	if x.RowsPerMatch != "" {
		p.str(sep + x.RowsPerMatch + " ROW")
		if x.RowsPerMatch == "ALL" {
			p.str("S")
		}
		p.str(" PER MATCH")
		sep = " "
	}
	if x.After != nil {
		p.str(sep)
		x.After.format(p)
		sep = " "
	}
	p.str(sep + "PATTERN (")
	if x.StrictStart {
		p.str("^")
	}
	x.Pattern.format(p)
	if x.StrictEnd {
		p.str("$")
	}
	p.str(")")
	if x.Within != nil {
		p.str(" WITHIN ")
		p.expr(x.Within, 0)
	}
	if len(x.Subsets) > 0 {
		p.str(" SUBSET ")
		printList(p, x.Subsets)
	}
	p.str(" DEFINE ")
	printList(p, x.Defines)
	p.str(")")
	p.alias(x.Alias)
}

func (*MatchRecognize) tableExprNode() {}

// MatchMeasure is expr AS name in MEASURES.
type MatchMeasure struct {
	Expr Expr
	Name *Ident
}

func (x *MatchMeasure) Pos() Pos       { return x.Expr.Pos() }
func (x *MatchMeasure) End() Pos       { return x.Name.End() }
func (x *MatchMeasure) String() string { return nodeString(x) }
func (x *MatchMeasure) format(p *printer) {
	p.expr(x.Expr, 0)
	p.str(" AS ")
	x.Name.format(p)
}

// MatchDefine is name AS condition in DEFINE.
type MatchDefine struct {
	Name *Ident
	Cond Expr
}

func (x *MatchDefine) Pos() Pos       { return x.Name.Pos() }
func (x *MatchDefine) End() Pos       { return x.Cond.End() }
func (x *MatchDefine) String() string { return nodeString(x) }
func (x *MatchDefine) format(p *printer) {
	x.Name.format(p)
	p.str(" AS ")
	p.expr(x.Cond, 0)
}

// MatchSubset is name = (var, ...) in SUBSET.
type MatchSubset struct {
	Name   *Ident
	Vars   []*Ident
	Rparen Pos
}

func (x *MatchSubset) Pos() Pos       { return x.Name.Pos() }
func (x *MatchSubset) End() Pos       { return x.Rparen + 1 }
func (x *MatchSubset) String() string { return nodeString(x) }
func (x *MatchSubset) format(p *printer) {
	x.Name.format(p)
	p.str(" = ")
	p.parenIdents(x.Vars)
}

// SkipKind is where the next match may start: AFTER MATCH SKIP ...
type SkipKind int

// The AFTER MATCH SKIP options.
const (
	SkipPastLastRow SkipKind = iota
	SkipToNextRow
	SkipToFirst
	SkipToLast
	SkipTo // SKIP TO var, which is SKIP TO LAST var
)

// MatchSkip is AFTER MATCH SKIP (PAST LAST ROW | TO NEXT ROW | TO [FIRST | LAST] var).
type MatchSkip struct {
	AfterPos, EndPos Pos
	Kind             SkipKind
	Var              *Ident // for SkipToFirst, SkipToLast and SkipTo
}

func (x *MatchSkip) Pos() Pos       { return x.AfterPos }
func (x *MatchSkip) End() Pos       { return x.EndPos }
func (x *MatchSkip) String() string { return nodeString(x) }
func (x *MatchSkip) format(p *printer) {
	p.str("AFTER MATCH SKIP ")
	switch x.Kind {
	case SkipPastLastRow:
		p.str("PAST LAST ROW")
	case SkipToNextRow:
		p.str("TO NEXT ROW")
	case SkipToFirst:
		p.str("TO FIRST ")
		x.Var.format(p)
	case SkipToLast:
		p.str("TO LAST ")
		x.Var.format(p)
	default:
		p.str("TO ")
		x.Var.format(p)
	}
}

// PatternTerm is a term of a row pattern: a variable, a sequence, an alternation, a quantified
// term, a group, PERMUTE or an exclusion.
type PatternTerm interface {
	Node
	patternNode()
}

// PatternVar is a pattern variable.
type PatternVar struct{ Name *Ident }

// PatternSeq is terms written one after another.
type PatternSeq struct{ Terms []PatternTerm }

// PatternAlt is terms separated by |.
type PatternAlt struct{ Terms []PatternTerm }

// PatternGroup is ( term ).
type PatternGroup struct {
	Lparen, Rparen Pos
	X              PatternTerm
}

// PatternPermute is PERMUTE(term, ...).
type PatternPermute struct {
	PermutePos, Rparen Pos
	Terms              []PatternTerm
}

// PatternExclude is {- term -}.
type PatternExclude struct {
	Lbrace, EndPos Pos
	X              PatternTerm
}

// PatternQuant is term followed by *, +, ?, {n}, {n,}, {n,m} or {,m}, and ? when reluctant.
// Max is -1 without a bound.
type PatternQuant struct {
	X         PatternTerm
	Min, Max  int
	Reluctant bool
	Text      string // the quantifier as written, for printing
	EndPos    Pos
}

func (x *PatternVar) Pos() Pos           { return x.Name.Pos() }
func (x *PatternVar) End() Pos           { return x.Name.End() }
func (x *PatternSeq) Pos() Pos           { return x.Terms[0].Pos() }
func (x *PatternSeq) End() Pos           { return x.Terms[len(x.Terms)-1].End() }
func (x *PatternAlt) Pos() Pos           { return x.Terms[0].Pos() }
func (x *PatternAlt) End() Pos           { return x.Terms[len(x.Terms)-1].End() }
func (x *PatternGroup) Pos() Pos         { return x.Lparen }
func (x *PatternGroup) End() Pos         { return x.Rparen + 1 }
func (x *PatternPermute) Pos() Pos       { return x.PermutePos }
func (x *PatternPermute) End() Pos       { return x.Rparen + 1 }
func (x *PatternExclude) Pos() Pos       { return x.Lbrace }
func (x *PatternExclude) End() Pos       { return x.EndPos }
func (x *PatternQuant) Pos() Pos         { return x.X.Pos() }
func (x *PatternQuant) End() Pos         { return x.EndPos }
func (x *PatternVar) String() string     { return nodeString(x) }
func (x *PatternSeq) String() string     { return nodeString(x) }
func (x *PatternAlt) String() string     { return nodeString(x) }
func (x *PatternGroup) String() string   { return nodeString(x) }
func (x *PatternPermute) String() string { return nodeString(x) }
func (x *PatternExclude) String() string { return nodeString(x) }
func (x *PatternQuant) String() string   { return nodeString(x) }

func (x *PatternVar) format(p *printer) { x.Name.format(p) }
func (x *PatternSeq) format(p *printer) {
	for i, t := range x.Terms {
		if i > 0 {
			p.str(" ")
		}
		t.format(p)
	}
}
func (x *PatternAlt) format(p *printer) {
	for i, t := range x.Terms {
		if i > 0 {
			p.str(" | ")
		}
		t.format(p)
	}
}
func (x *PatternGroup) format(p *printer) {
	p.str("(")
	x.X.format(p)
	p.str(")")
}
func (x *PatternPermute) format(p *printer) {
	p.str("PERMUTE(")
	printList(p, x.Terms)
	p.str(")")
}
func (x *PatternExclude) format(p *printer) {
	p.str("{- ")
	x.X.format(p)
	p.str(" -}")
}
func (x *PatternQuant) format(p *printer) {
	x.X.format(p)
	p.str(x.Text)
}

// quantText is a quantifier's canonical text.
func quantText(min, max int, reluctant bool) string {
	var s string
	switch {
	case min == 0 && max == -1:
		s = "*"
	case min == 1 && max == -1:
		s = "+"
	case min == 0 && max == 1:
		s = "?"
	case max == -1:
		s = "{" + strconv.Itoa(min) + ",}"
	case min == max:
		s = "{" + strconv.Itoa(min) + "}"
	default:
		s = "{" + strconv.Itoa(min) + "," + strconv.Itoa(max) + "}"
	}
	if reluctant {
		s += "?"
	}
	return s
}

func (*PatternVar) patternNode()     {}
func (*PatternSeq) patternNode()     {}
func (*PatternAlt) patternNode()     {}
func (*PatternGroup) patternNode()   {}
func (*PatternPermute) patternNode() {}
func (*PatternExclude) patternNode() {}
func (*PatternQuant) patternNode()   {}
