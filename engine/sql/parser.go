package sql

import (
	"fmt"
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/work"
)

// maxErrors is where ParseScript gives up, as go/parser does after ten
// errors: a script that bad is not worth reading further.
const maxErrors = 10

// ParseScript parses a script of statements separated by semicolons.
// Semicolons inside strings, comments and EXECUTE STATEMENT SET BEGIN ...
// END do not split. Empty statements are skipped. Each statement is parsed
// on its own, so an error in one does not hide errors in the next: the
// result holds every statement that parsed, and the error, if any, is an
// ErrorList sorted by position with at most one error per statement. After
// maxErrors errors the rest of the script is not parsed.
func ParseScript(src string) ([]Stmt, error) {
	file := NewFile(src)
	var (
		stmts []Stmt
		errs  ErrorList
	)
	for _, toks := range splitStatements(tokenize(src)) {
		p := newParser(file, toks)
		stmt := p.parseStatement()
		p.expect(EOF)
		p.finish()
		if p.err != nil {
			errs.add(p.err)
			if len(errs) == maxErrors {
				break
			}
			continue
		}
		stmts = append(stmts, stmt)
	}
	errs.Sort()
	return stmts, errs.Err()
}

// ParseStatement parses a single statement, which may end with a semicolon.
// Error positions count from the start of src, as Flink counts them in the
// text given to executeSql.
func ParseStatement(src string) (Stmt, error) {
	p := newParser(NewFile(src), withoutTrailingEOF(tokenize(src)))
	p.start = posAt(0)
	stmt := p.parseStatement()
	p.accept(Semicolon)
	p.expect(EOF)
	p.finish()
	if err := p.failure(); err != nil {
		return nil, err
	}
	return stmt, nil
}

// ParseExpr parses a single expression.
func ParseExpr(src string) (Expr, error) {
	p := newParser(NewFile(src), withoutTrailingEOF(tokenize(src)))
	p.start = posAt(0)
	x := p.parseExpr()
	p.expect(EOF)
	p.refuseStrayHints()
	if err := p.failure(); err != nil {
		return nil, err
	}
	return x, nil
}

// tokenize scans all of src. The last token is EOF.
func tokenize(src string) []Token { return tokenizeMetered(src, nil) }

// tokenizeMetered scans src, counting a step on m per token, so that the scan of a huge
// script stops at the run's limits.
func tokenizeMetered(src string, m *work.Meter) []Token {
	s := NewScanner(src)
	toks := make([]Token, 0, len(src)/4+1) // a guess that avoids most regrowth
	for {
		m.Step()
		t := s.Scan()
		toks = append(toks, t)
		if t.Kind == EOF {
			return toks
		}
	}
}

func withoutTrailingEOF(toks []Token) []Token { return toks[:len(toks)-1] }

// splitStatements cuts the tokens (ending with EOF) into statements at
// top-level semicolons, dropping the semicolons and empty statements. A
// statement of hint comments alone is not empty: Flink fails on its "/*+".
// Between STATEMENT SET BEGIN and its END, semicolons separate the inserts
// of the set instead; END closes the set unless it closes a CASE.
func splitStatements(toks []Token) [][]Token {
	var (
		chunks    [][]Token
		start     int
		inSet     bool
		caseDepth int
	)
	emit := func(end int) {
		if end > start {
			chunks = append(chunks, toks[start:end])
		}
		start = end + 1
	}
	last := len(toks) - 1 // the EOF
	for i := 0; i < last; i++ {
		t := toks[i]
		switch {
		case !inSet && t.IsWord("STATEMENT") && i+2 < last && toks[i+1].IsWord("SET") && toks[i+2].IsWord("BEGIN"):
			inSet, caseDepth = true, 0
		case inSet && t.IsWord("CASE"):
			caseDepth++
		case inSet && t.IsWord("END"):
			if caseDepth > 0 {
				caseDepth--
			} else {
				inSet = false
			}
		case !inSet && t.Kind == Semicolon:
			emit(i)
		}
	}
	emit(last)
	return chunks
}

// parser is a recursive-descent parser over the tokens of one statement.
// It stops at the first error: p.err is set, the current token becomes EOF
// so that every loop ends, and the functions return nil up the stack. No
// panics are involved.
type parser struct {
	file  *File
	toks  []Token   // without hint tokens, ending with EOF
	hints [][]*Hint // hints[i] are the hints just before toks[i]
	// hintsTaken[i] is whether a node took hints[i]; the others stand where Flink's grammar
	// has no hint (refuseStrayHints).
	hintsTaken []bool
	upsert     Pos // the first UPSERT keyword of the statement (parser_upsert.go)
	i          int
	tok        Token // toks[i]
	// prevEnd is the end of the last consumed token, for nodes whose
	// end is a keyword rather than a child.
	prevEnd Pos
	start   Pos // the statement's first token, base of Flink's line/column
	err     *Error
	refused string // the construct refused, when err is a refusal (ErrNotSupported)
	depth   int
	opDepth int         // the operator depth of the expression being parsed (MaxOperatorDepth)
	work    *work.Meter // counts a step per token consumed; nil is free
}

// newParser prepares a parser over toks, which must not contain EOF. The
// EOF it appends sits on the last character of the statement, where
// JavaCC reports the end of input.
func newParser(file *File, toks []Token) *parser {
	p := &parser{file: file}
	var pending []*Hint
	eofPos := posAt(0)
	for _, t := range toks {
		if t.Kind == HintComment {
			pending = append(pending, &Hint{HintPos: t.Pos, HintEnd: t.End, Text: t.Val})
			eofPos = t.End - 1
			continue
		}
		p.toks = append(p.toks, t)
		p.hints = append(p.hints, pending)
		pending = nil
		_, lastRune := utf8.DecodeLastRuneInString(t.Text)
		eofPos = t.End - Pos(max(lastRune, 1))
	}
	p.toks = append(p.toks, Token{Kind: EOF, Pos: eofPos, End: eofPos})
	p.hints = append(p.hints, pending)
	p.hintsTaken = make([]bool, len(p.hints))
	p.tok = p.toks[0]
	p.start = p.tok.Pos
	if len(toks) > 0 {
		p.start = toks[0].Pos // Flink counts positions from the statement's text, a hint included
	}
	return p
}

func (p *parser) next() {
	if p.err != nil || p.i >= len(p.toks)-1 {
		return
	}
	p.work.Step()
	p.prevEnd = p.tok.End
	p.i++
	p.tok = p.toks[p.i]
}

// peek returns the token n places ahead of the current one.
func (p *parser) peek(n int) Token {
	if p.err != nil {
		return p.tok
	}
	return p.toks[min(p.i+n, len(p.toks)-1)]
}

// leadingHints returns the hints written just before the current token.
// The caller attaches them to a node, so the node's end moves past them.
func (p *parser) leadingHints() []*Hint {
	if p.err != nil {
		return nil
	}
	hints := p.hints[p.i]
	p.hintsTaken[p.i] = true
	if len(hints) > 1 {
		// Flink's grammar takes one hint comment (of one or more hints) in each place.
		p.fail(ErrSyntax, hints[1].HintPos, `Encountered "/*+" at line %d, column %d.`, "")
		return nil
	}
	if len(hints) > 0 {
		p.prevEnd = max(p.prevEnd, hints[len(hints)-1].End())
	}
	return hints
}

func (p *parser) isWord(word string) bool { return p.tok.IsWord(word) }

// isWordToken reports whether the current token is an unquoted word.
func (p *parser) isWordToken() bool { return p.tok.Kind == Identifier || p.tok.Kind == Keyword }

// wordIn reports whether the current token is an unquoted word in set.
func (p *parser) wordIn(set map[string]bool) bool {
	return (p.tok.Kind == Identifier || p.tok.Kind == Keyword) && set[p.tok.Val]
}

func (p *parser) acceptWord(word string) bool {
	if p.isWord(word) {
		p.next()
		return true
	}
	return false
}

// expectWord consumes the keyword word and returns its position.
func (p *parser) expectWord(word string) Pos {
	pos := p.tok.Pos
	if !p.isWord(word) {
		p.errorExpected(`"` + word + `"`)
		return pos
	}
	p.next()
	return pos
}

func (p *parser) accept(kind Kind) bool {
	if p.tok.Kind == kind {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of the given kind and returns its position.
func (p *parser) expect(kind Kind) Pos {
	pos := p.tok.Pos
	if p.tok.Kind != kind {
		if kind == EOF {
			p.errorExpected("")
		} else {
			p.errorExpected(`"` + kind.String() + `"`)
		}
		return pos
	}
	p.next()
	return pos
}

// errorExpected reports the current token as unexpected, in Flink's words.
func (p *parser) errorExpected(expected string) { p.errorAtToken(p.tok, expected) }

// errorAtToken reports t as unexpected.
func (p *parser) errorAtToken(t Token, expected string) {
	switch t.Kind {
	case Illegal:
		p.fail(ErrLexical, t.Pos, "Lexical error at line %d, column %d.  "+escapePercent(t.Val), "")
	case EOF:
		p.fail(ErrSyntax, t.Pos, `Encountered "<EOF>" at line %d, column %d.`, expected)
	default:
		p.fail(ErrSyntax, t.Pos, "Encountered "+escapePercent(javaQuote(t.Text))+" at line %d, column %d.", expected)
	}
}

// errorAt reports msg at pos; msg gets " at line L, column C." appended.
func (p *parser) errorAt(pos Pos, msg string) {
	p.fail(ErrSyntax, pos, escapePercent(msg)+" at line %d, column %d.", "")
}

// fail records the first error. format has two %d verbs for Flink's
// statement-relative line and column.
func (p *parser) fail(kind error, pos Pos, format, expected string) {
	if p.err != nil {
		return
	}
	rel := p.file.Relative(pos, p.start)
	p.err = &Error{
		Pos:      p.file.Position(pos),
		StmtPos:  rel,
		Msg:      "SQL parse failed. " + fmt.Sprintf(format, rel.Line, rel.Column),
		Expected: expected,
		Kind:     kind,
	}
	// From here on the parser sees only EOF, so every loop ends.
	p.tok = Token{Kind: EOF, Pos: pos, End: pos}
}

// failUnplaced records the first error with a message that, like some of Flink's parser
// resources, names no line and column.
func (p *parser) failUnplaced(pos Pos, msg string) {
	if p.err != nil {
		return
	}
	p.err = &Error{Pos: p.file.Position(pos), StmtPos: p.file.Relative(pos, p.start),
		Msg: "SQL parse failed. " + msg, Kind: ErrSyntax}
	p.tok = Token{Kind: EOF, Pos: pos, End: pos}
}

func escapePercent(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			out = append(out, '%')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// enter counts one level of nesting and fails beyond MaxDepth; every
// successful enter is paired with a leave.
func (p *parser) enter() bool {
	p.depth++
	if p.depth > MaxDepth {
		p.fail(ErrTooDeep, p.tok.Pos, fmt.Sprintf("Nesting is deeper than %d levels", MaxDepth)+" at line %d, column %d.", "")
		return false
	}
	return true
}

func (p *parser) leave() { p.depth-- }

// parseIdent parses a simple identifier. Reserved words need backquotes.
func (p *parser) parseIdent() *Ident {
	t := p.tok
	switch t.Kind {
	case Identifier:
		p.next()
		return &Ident{NamePos: t.Pos, NameEnd: t.End, Name: t.Text}
	case QuotedIdentifier:
		p.next()
		return &Ident{NamePos: t.Pos, NameEnd: t.End, Name: t.Val, Quoted: true}
	}
	p.errorExpected("an identifier")
	return nil
}

// parseName parses a compound identifier: a, a.b, a.b.c, ...
func (p *parser) parseName() *Name {
	id := p.parseIdent()
	if id == nil {
		return nil
	}
	n := &Name{Parts: []*Ident{id}}
	for p.tok.Kind == Dot && p.isIdentAt(1) {
		p.next()
		n.Parts = append(n.Parts, p.parseIdent())
	}
	if p.err != nil {
		return nil
	}
	return n
}

// isIdentAt reports whether the token n ahead can be an identifier.
func (p *parser) isIdentAt(n int) bool {
	k := p.peek(n).Kind
	return k == Identifier || k == QuotedIdentifier
}

// parseIdentList parses "(a, b, ...)".
func (p *parser) parseIdentList() ([]*Ident, Pos) {
	p.expect(LParen)
	var ids []*Ident
	for {
		ids = append(ids, p.parseIdent())
		if !p.accept(Comma) {
			break
		}
	}
	rparen := p.expect(RParen)
	if p.err != nil {
		return nil, rparen
	}
	return ids, rparen
}

// parseStringLit parses a character string literal.
func (p *parser) parseStringLit() *Literal {
	t := p.tok
	if t.Kind != StringLit {
		p.errorExpected("a string literal")
		return nil
	}
	p.next()
	return &Literal{ValuePos: t.Pos, ValueEnd: t.End, Kind: LitString, Value: t.Val}
}

// parseProperties parses "('k' = 'v', ...)"; the list may be empty.
func (p *parser) parseProperties() []*Property {
	p.expect(LParen)
	props := []*Property{}
	for p.tok.Kind == StringLit {
		key := p.parseStringLit()
		p.expect(Eq)
		value := p.parseStringLit()
		props = append(props, &Property{Key: key, Value: value})
		if !p.accept(Comma) {
			break
		}
		if p.tok.Kind != StringLit {
			p.errorExpected("a string literal")
		}
	}
	p.expect(RParen)
	if p.err != nil {
		return nil
	}
	return props
}
