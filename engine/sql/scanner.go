package sql

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Scanner splits a script into tokens. It skips white space and comments
// ("-- ...", "// ..." and "/* ... */") but returns optimizer hints
// ("/*+ ... */") as HintComment tokens, because their position matters.
// Lexical errors come back as Illegal tokens; scanning continues after them,
// so a caller always reaches EOF.
type Scanner struct {
	src string
	off int
}

// NewScanner returns a scanner over src.
func NewScanner(src string) *Scanner { return &Scanner{src: src} }

// Scan returns the next token. After the end it keeps returning EOF.
func (s *Scanner) Scan() Token {
	if tok, ok := s.skipSpaceAndComments(); !ok {
		return tok
	}
	start := s.off
	if start >= len(s.src) {
		return Token{Kind: EOF, Pos: posAt(start), End: posAt(start)}
	}
	r, size := utf8.DecodeRuneInString(s.src[start:])
	switch {
	case r == '/' && s.peekByte(start+1) == '*' && s.peekByte(start+2) == '+':
		return s.scanHint(start)
	case (r == 'x' || r == 'X') && s.peekByte(start+1) == '\'':
		return s.scanBinary(start)
	case (r == 'u' || r == 'U') && s.peekByte(start+1) == '&' && s.peekByte(start+2) == '\'':
		return s.scanUnicodeString(start)
	case isIdentStart(r):
		return s.scanWord(start)
	case isDigit(r) || (r == '.' && isDigit(rune(s.peekByte(start+1)))):
		return s.scanNumber(start)
	case r == '\'':
		return s.scanString(start)
	case r == '`':
		return s.scanQuotedIdent(start)
	}
	s.off += size
	kind := Illegal
	switch r {
	case '+':
		kind = Plus
	case '-':
		kind = Minus
	case '*':
		kind = Star
	case '/':
		kind = Slash
	case '%':
		kind = Percent
	case '(':
		kind = LParen
	case ')':
		kind = RParen
	case '[':
		kind = LBracket
	case ']':
		kind = RBracket
	case '{':
		kind = LBrace
	case '}':
		kind = RBrace
	case ',':
		kind = Comma
	case '.':
		kind = Dot
	case ';':
		kind = Semicolon
	case ':':
		kind = Colon
	case '?':
		kind = Question
	case '|':
		if s.accept('|') {
			kind = Concat
		}
	case '!':
		if s.accept('=') {
			kind = BangEq
		}
	case '=':
		kind = Eq
		if s.accept('>') {
			kind = Arrow
		}
	case '<':
		kind = Lt
		if s.accept('>') {
			kind = NotEq
		} else if s.accept('=') {
			kind = Le
		}
	case '>':
		kind = Gt
		if s.accept('=') {
			kind = Ge
		}
	}
	tok := s.token(kind, start)
	if kind == Illegal {
		tok.Val = fmt.Sprintf("Encountered: %q (%d), after : \"\"", string(r), r)
	}
	return tok
}

func (s *Scanner) token(kind Kind, start int) Token {
	text := s.src[start:s.off]
	return Token{Kind: kind, Pos: posAt(start), End: posAt(s.off), Text: text, Val: text}
}

func (s *Scanner) illegal(start int, msg string) Token {
	tok := s.token(Illegal, start)
	tok.Val = msg
	return tok
}

func (s *Scanner) peekByte(off int) byte {
	if off < len(s.src) {
		return s.src[off]
	}
	return 0
}

func (s *Scanner) accept(b byte) bool {
	if s.peekByte(s.off) == b {
		s.off++
		return true
	}
	return false
}

// skipSpaceAndComments advances past white space and comments. It returns
// ok=false and an Illegal token for an unterminated block comment.
func (s *Scanner) skipSpaceAndComments() (Token, bool) {
	for s.off < len(s.src) {
		c := s.src[s.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			s.off++
		case (c == '-' && s.peekByte(s.off+1) == '-') || (c == '/' && s.peekByte(s.off+1) == '/'):
			for s.off < len(s.src) && s.src[s.off] != '\n' && s.src[s.off] != '\r' {
				s.off++
			}
		case c == '/' && s.peekByte(s.off+1) == '*' && s.peekByte(s.off+2) != '+':
			start := s.off
			end := strings.Index(s.src[s.off+2:], "*/")
			if end < 0 {
				s.off = len(s.src)
				return s.illegal(start, `Encountered: <EOF> after : "/*"`), false
			}
			s.off += 2 + end + 2
		default:
			return Token{}, true
		}
	}
	return Token{}, true
}

func (s *Scanner) scanWord(start int) Token {
	for s.off = start; s.off < len(s.src); {
		r, size := utf8.DecodeRuneInString(s.src[s.off:])
		if !isIdentPart(r) {
			break
		}
		s.off += size
	}
	tok := s.token(Identifier, start)
	tok.Val = strings.ToUpper(tok.Text)
	if isReserved(tok.Val) {
		tok.Kind = Keyword
	}
	return tok
}

func (s *Scanner) scanNumber(start int) Token {
	s.off = start
	kind := IntegerLit
	s.skipDigits()
	if s.peekByte(s.off) == '.' {
		kind = DecimalLit
		s.off++
		s.skipDigits()
	}
	if c := s.peekByte(s.off); c == 'e' || c == 'E' {
		exp := s.off + 1
		if c := s.peekByte(exp); c == '+' || c == '-' {
			exp++
		}
		if isDigit(rune(s.peekByte(exp))) {
			kind = ApproxLit
			s.off = exp
			s.skipDigits()
		}
	}
	return s.token(kind, start)
}

func (s *Scanner) skipDigits() {
	for s.off < len(s.src) && isDigit(rune(s.src[s.off])) {
		s.off++
	}
}

// scanQuoted scans text between quote bytes starting at open, where a
// doubled quote stands for itself. It returns the decoded content and
// whether the closing quote was found.
func (s *Scanner) scanQuoted(open int, quote byte, stopAtNewline bool) (string, bool) {
	var b strings.Builder
	i := open + 1
	for i < len(s.src) {
		c := s.src[i]
		if c == quote {
			if s.peekByte(i+1) == quote {
				b.WriteByte(quote)
				i += 2
				continue
			}
			s.off = i + 1
			return b.String(), true
		}
		if stopAtNewline && (c == '\n' || c == '\r') {
			break
		}
		b.WriteByte(c)
		i++
	}
	s.off = len(s.src)
	if stopAtNewline && i < len(s.src) {
		s.off = i
	}
	return b.String(), false
}

func (s *Scanner) scanString(start int) Token {
	val, ok := s.scanQuoted(start, '\'', false)
	if !ok {
		return s.illegal(start, fmt.Sprintf("Encountered: <EOF> after : %s", javaQuote(s.src[start:s.off])))
	}
	tok := s.token(StringLit, start)
	tok.Val = val
	return tok
}

func (s *Scanner) scanQuotedIdent(start int) Token {
	val, ok := s.scanQuoted(start, '`', true)
	if !ok {
		return s.illegal(start, fmt.Sprintf("Encountered: <EOF> after : %s", javaQuote(s.src[start:s.off])))
	}
	tok := s.token(QuotedIdentifier, start)
	if val == "" {
		tok.Kind = Illegal
		tok.Val = "Encountered: \"`\" (96), after : \"`\""
		return tok
	}
	tok.Val = val
	return tok
}

func (s *Scanner) scanBinary(start int) Token {
	val, ok := s.scanQuoted(start+1, '\'', false)
	if !ok {
		return s.illegal(start, fmt.Sprintf("Encountered: <EOF> after : %s", javaQuote(s.src[start:s.off])))
	}
	for _, r := range val {
		if !isHexDigit(r) {
			return s.illegal(start, fmt.Sprintf("Encountered: %q (%d), after : %s", string(r), r, javaQuote(s.src[start:s.off])))
		}
	}
	tok := s.token(BinaryLit, start)
	tok.Val = val
	return tok
}

// scanUnicodeString scans a Unicode string literal, U&'...' [UESCAPE 'c']: the escape
// character (a backslash unless UESCAPE names another) followed by four hex digits, or by +
// and six, stands for that code point, and a doubled escape character for itself.
func (s *Scanner) scanUnicodeString(start int) Token {
	raw, ok := s.scanQuoted(start+2, '\'', false)
	if !ok {
		return s.illegal(start, fmt.Sprintf("Encountered: <EOF> after : %s", javaQuote(s.src[start:s.off])))
	}
	escape := '\\'
	if end, c, found := s.uescapeClause(s.off); found {
		s.off, escape = end, c
	}
	var b strings.Builder
	rs := []rune(raw)
	for i := 0; i < len(rs); i++ {
		if rs[i] != escape {
			b.WriteRune(rs[i])
			continue
		}
		digits := 4
		switch {
		case i+1 < len(rs) && rs[i+1] == escape:
			b.WriteRune(escape)
			i++
			continue
		case i+1 < len(rs) && rs[i+1] == '+':
			digits = 6
			i++
		}
		if i+digits >= len(rs) {
			return s.illegal(start, "Unicode escape sequence in a string literal is not complete")
		}
		var code rune
		for _, h := range rs[i+1 : i+1+digits] {
			if !isHexDigit(h) {
				return s.illegal(start, "Unicode escape sequence in a string literal has a character that is not a hex digit")
			}
			code = code*16 + hexValue(h)
		}
		b.WriteRune(code)
		i += digits
	}
	tok := s.token(StringLit, start)
	tok.Val = b.String()
	return tok
}

// uescapeClause reads an optional UESCAPE 'c' after a Unicode string literal.
func (s *Scanner) uescapeClause(off int) (end int, escape rune, found bool) {
	i := off
	for i < len(s.src) && (s.src[i] == ' ' || s.src[i] == '\t' || s.src[i] == '\n' || s.src[i] == '\r') {
		i++
	}
	if i+7 > len(s.src) || !strings.EqualFold(s.src[i:i+7], "UESCAPE") {
		return 0, 0, false
	}
	i += 7
	for i < len(s.src) && (s.src[i] == ' ' || s.src[i] == '\t' || s.src[i] == '\n' || s.src[i] == '\r') {
		i++
	}
	if i+2 >= len(s.src) || s.src[i] != '\'' {
		return 0, 0, false
	}
	c, size := utf8.DecodeRuneInString(s.src[i+1:])
	if s.peekByte(i+1+size) != '\'' {
		return 0, 0, false
	}
	return i + 2 + size, c, true
}

func hexValue(r rune) rune {
	switch {
	case r >= '0' && r <= '9':
		return r - '0'
	case r >= 'a' && r <= 'f':
		return r - 'a' + 10
	}
	return r - 'A' + 10
}

// scanHint scans "/*+ ... */"; the token's Val is the trimmed content.
func (s *Scanner) scanHint(start int) Token {
	end := strings.Index(s.src[start+3:], "*/")
	if end < 0 {
		s.off = len(s.src)
		return s.illegal(start, `Encountered: <EOF> after : "/*+"`)
	}
	s.off = start + 3 + end + 2
	tok := s.token(HintComment, start)
	tok.Val = strings.TrimSpace(s.src[start+3 : start+3+end])
	return tok
}

func isDigit(r rune) bool    { return '0' <= r && r <= '9' }
func isHexDigit(r rune) bool { return isDigit(r) || ('a' <= r && r <= 'f') || ('A' <= r && r <= 'F') }

func isIdentStart(r rune) bool {
	return r == '_' || r == '$' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') ||
		(r >= utf8.RuneSelf && unicode.IsLetter(r))
}

func isIdentPart(r rune) bool {
	return isIdentStart(r) || isDigit(r) || (r >= utf8.RuneSelf && unicode.IsDigit(r))
}

// javaQuote renders s the way JavaCC's error messages show token images:
// in double quotes, with quotes, backslashes and control characters escaped.
func javaQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		case '"':
			b.WriteString(`\"`)
		case '\'':
			b.WriteString(`\'`)
		case '\\':
			b.WriteString(`\\`)
		default:
			if r < 0x20 || r > 0x7e {
				if r > 0xffff {
					// JavaCC works on UTF-16, so a supplementary
					// character shows as its surrogate pair.
					r1, r2 := utf16Surrogates(r)
					fmt.Fprintf(&b, `\u%04x\u%04x`, r1, r2)
				} else {
					fmt.Fprintf(&b, `\u%04x`, r)
				}
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

func utf16Surrogates(r rune) (rune, rune) {
	r -= 0x10000
	return 0xd800 + (r>>10)&0x3ff, 0xdc00 + r&0x3ff
}
