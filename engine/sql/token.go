package sql

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Kind is the lexical class of a token.
type Kind int

// Token kinds. Keywords are not given a kind each: a reserved word scans as
// Keyword and a non-reserved keyword as Identifier, and the parser matches
// both by their upper-cased text (Token.Val). That keeps the table of several
// hundred Calcite keywords out of the type system while still letting the
// parser refuse reserved words as names, as Flink does.
const (
	Illegal          Kind = iota // a lexical error; Val holds the message
	EOF                          // end of input
	Identifier                   // unquoted identifier or non-reserved keyword
	QuotedIdentifier             // `backquoted identifier`
	Keyword                      // reserved word
	StringLit                    // 'text', with '' for a quote
	BinaryLit                    // X'0A0B'
	IntegerLit                   // 123
	DecimalLit                   // 1.5, .5, 1.
	ApproxLit                    // 1e10, 1.5E-3
	HintComment                  // /*+ ... */

	Plus      // +
	Minus     // -
	Star      // *
	Slash     // /
	Percent   // %
	Concat    // ||
	Eq        // =
	NotEq     // <>
	BangEq    // !=
	Lt        // <
	Le        // <=
	Gt        // >
	Ge        // >=
	LParen    // (
	RParen    // )
	LBracket  // [
	RBracket  // ]
	LBrace    // {
	RBrace    // }
	Comma     // ,
	Dot       // .
	Semicolon // ;
	Colon     // :
	Question  // ?
	Arrow     // =>
)

var kindNames = [...]string{
	Illegal:          "ILLEGAL",
	EOF:              "EOF",
	Identifier:       "IDENTIFIER",
	QuotedIdentifier: "QUOTED_IDENTIFIER",
	Keyword:          "KEYWORD",
	StringLit:        "STRING",
	BinaryLit:        "BINARY_STRING",
	IntegerLit:       "INTEGER",
	DecimalLit:       "DECIMAL",
	ApproxLit:        "APPROX_NUMERIC",
	HintComment:      "HINT",
	Plus:             "+",
	Minus:            "-",
	Star:             "*",
	Slash:            "/",
	Percent:          "%",
	Concat:           "||",
	Eq:               "=",
	NotEq:            "<>",
	BangEq:           "!=",
	Lt:               "<",
	Le:               "<=",
	Gt:               ">",
	Ge:               ">=",
	LParen:           "(",
	RParen:           ")",
	LBracket:         "[",
	RBracket:         "]",
	LBrace:           "{",
	RBrace:           "}",
	Comma:            ",",
	Dot:              ".",
	Semicolon:        ";",
	Colon:            ":",
	Question:         "?",
	Arrow:            "=>",
}

func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Token is one lexical token of a script.
type Token struct {
	Kind Kind
	Pos  Pos    // position of the first byte
	End  Pos    // position just after the last byte
	Text string // the source text, exactly as written
	// Val is the token's meaning: the upper-cased word for keywords and
	// identifiers, the name for quoted identifiers, the decoded content
	// for string, binary and hint tokens, and the message for Illegal.
	Val string
}

// IsWord reports whether the token is an unquoted word (reserved or not)
// whose upper-cased text is word.
func (t Token) IsWord(word string) bool {
	return (t.Kind == Identifier || t.Kind == Keyword) && t.Val == word
}

// Pos is a position in a script: the byte offset plus one, so that the zero
// value NoPos means "no position", as in go/token.
type Pos int

// NoPos is the zero Pos, the position of nothing.
const NoPos Pos = 0

// IsValid reports whether p is a real position.
func (p Pos) IsValid() bool { return p != NoPos }

// Offset returns the byte offset of p; it is -1 for NoPos.
func (p Pos) Offset() int { return int(p) - 1 }

func posAt(offset int) Pos { return Pos(offset + 1) }

// Position is a decoded Pos: 1-based line and column (counted in
// characters, a tab being one column, as in Flink's parser) and the 0-based
// byte offset.
type Position struct {
	Offset int
	Line   int
	Column int
}

// IsValid reports whether the position is known.
func (p Position) IsValid() bool { return p.Line > 0 }

func (p Position) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Column)
}

// File maps positions of one script to lines and columns.
type File struct {
	src   string
	lines []int // byte offset of the first character of each line
}

// NewFile indexes the line starts of src. Lines end at "\n", "\r\n" or a
// lone "\r", as in JavaCC.
func NewFile(src string) *File {
	lines := []int{0}
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\n':
			lines = append(lines, i+1)
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				continue
			}
			lines = append(lines, i+1)
		}
	}
	return &File{src: src, lines: lines}
}

// Source returns the text the file was made from.
func (f *File) Source() string { return f.src }

// Position decodes p. Positions past the end are clamped to the end.
func (f *File) Position(p Pos) Position {
	if !p.IsValid() {
		return Position{}
	}
	off := min(max(p.Offset(), 0), len(f.src))
	// Binary search for the last line start <= off.
	lo, hi := 0, len(f.lines)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if f.lines[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	col := 1 + utf8.RuneCountInString(f.src[f.lines[lo]:off])
	return Position{Offset: off, Line: lo + 1, Column: col}
}

// Relative decodes p as Flink would report it if the text starting at base
// were the whole input: the line counts from base's line, and the column
// counts from base's column on that first line only.
func (f *File) Relative(p, base Pos) Position {
	pp, bp := f.Position(p), f.Position(base)
	if !pp.IsValid() || !bp.IsValid() {
		return pp
	}
	rel := Position{Offset: pp.Offset - bp.Offset, Line: pp.Line - bp.Line + 1, Column: pp.Column}
	if pp.Line == bp.Line {
		rel.Column = pp.Column - bp.Column + 1
	}
	return rel
}

// isReserved reports whether word (upper case) is reserved in Flink SQL and
// therefore needs backquotes to be used as a name.
func isReserved(word string) bool {
	_, ok := reservedWords[word]
	return ok
}

// quoteIdent returns name as it must be written in SQL: bare if it is a
// plain, non-reserved identifier, else backquoted with ` doubled.
func quoteIdent(name string, forceQuotes bool) string {
	if !forceQuotes && isPlainIdent(name) && !isReserved(strings.ToUpper(name)) {
		return name
	}
	return "`" + strings.ReplaceAll(name, "`", "``") + "`"
}

func isPlainIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !isIdentStart(r) && (i == 0 || !isIdentPart(r)) {
			return false
		}
	}
	return true
}
