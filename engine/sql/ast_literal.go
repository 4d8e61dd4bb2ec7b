package sql

import (
	"strconv"
	"strings"
)

// LiteralKind tells what a Literal holds.
type LiteralKind int

// Literal kinds.
const (
	LitNull    LiteralKind = iota // NULL
	LitBool                       // TRUE or FALSE
	LitUnknown                    // UNKNOWN
	LitInteger                    // 42
	LitDecimal                    // 4.2
	LitApprox                     // 4.2E1
	LitString                     // 'text'
	LitBinary                     // X'0A'
)

// Literal is a constant. Value is the number as written, the decoded
// string, the hex digits of a binary string, or TRUE/FALSE.
type Literal struct {
	ValuePos, ValueEnd Pos
	Kind               LiteralKind
	Value              string
}

func (x *Literal) Pos() Pos       { return x.ValuePos }
func (x *Literal) End() Pos       { return x.ValueEnd }
func (x *Literal) String() string { return nodeString(x) }
func (x *Literal) format(p *printer) {
	switch x.Kind {
	case LitNull:
		p.str("NULL")
	case LitUnknown:
		p.str("UNKNOWN")
	case LitString:
		p.str(quoteString(x.Value))
	case LitBinary:
		p.str("X" + quoteString(x.Value))
	default:
		p.str(x.Value)
	}
}

func quoteString(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}

// TypedLiteral is DATE '...', TIME '...' or TIMESTAMP '...'.
type TypedLiteral struct {
	TypePos Pos
	Type    string // DATE, TIME or TIMESTAMP
	Value   *Literal
}

func (x *TypedLiteral) Pos() Pos       { return x.TypePos }
func (x *TypedLiteral) End() Pos       { return x.Value.End() }
func (x *TypedLiteral) String() string { return nodeString(x) }
func (x *TypedLiteral) format(p *printer) {
	p.str(x.Type + " ")
	x.Value.format(p)
}

// IntervalLiteral is INTERVAL [-]'value' qualifier, as in INTERVAL '5' SECOND.
type IntervalLiteral struct {
	IntervalPos Pos
	Negative    bool
	Value       *Literal
	Qualifier   *IntervalQualifier
}

func (x *IntervalLiteral) Pos() Pos       { return x.IntervalPos }
func (x *IntervalLiteral) End() Pos       { return x.Qualifier.End() }
func (x *IntervalLiteral) String() string { return nodeString(x) }
func (x *IntervalLiteral) format(p *printer) {
	p.str("INTERVAL ")
	if x.Negative {
		p.str("-")
	}
	x.Value.format(p)
	p.str(" ")
	x.Qualifier.format(p)
}

// NoPrecision marks an absent precision in an IntervalQualifier.
const NoPrecision = -1

// IntervalQualifier is the unit part of an interval: SECOND, DAY TO HOUR,
// SECOND(3), DAY(2) TO SECOND(3). Precisions are NoPrecision when absent.
type IntervalQualifier struct {
	StartPos, EndPos Pos
	Start            string // YEAR, MONTH, DAY, HOUR, MINUTE, SECOND, ...
	StartPrecision   int
	EndUnit          string // "" for a single unit
	// FractionalPrecision is the seconds' fraction: SECOND(p, f) or
	// ... TO SECOND(f).
	FractionalPrecision int
}

func (x *IntervalQualifier) Pos() Pos       { return x.StartPos }
func (x *IntervalQualifier) End() Pos       { return x.EndPos }
func (x *IntervalQualifier) String() string { return nodeString(x) }
func (x *IntervalQualifier) format(p *printer) {
	p.str(x.Start)
	switch {
	case x.EndUnit == "" && x.Start == "SECOND" && x.FractionalPrecision != NoPrecision:
		p.str("(" + itoa(precisionOr(x.StartPrecision, 2)) + ", " + itoa(x.FractionalPrecision) + ")")
	case x.StartPrecision != NoPrecision:
		p.str("(" + itoa(x.StartPrecision) + ")")
	}
	if x.EndUnit != "" {
		p.str(" TO " + x.EndUnit)
		if x.FractionalPrecision != NoPrecision {
			p.str("(" + itoa(x.FractionalPrecision) + ")")
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func precisionOr(p, def int) int {
	if p == NoPrecision {
		return def
	}
	return p
}
