package sql

import (
	"strings"
	"testing"
)

type tokenWant struct {
	kind Kind
	val  string
}

func scanAll(src string) []Token {
	toks := tokenize(src)
	return toks[:len(toks)-1]
}

func TestScannerTokens(t *testing.T) {
	tests := []struct {
		src  string
		want []tokenWant
	}{
		{"select Foo `bar baz` `a``b`", []tokenWant{
			{Keyword, "SELECT"}, {Identifier, "FOO"}, {QuotedIdentifier, "bar baz"}, {QuotedIdentifier, "a`b"}}},
		{"'it''s' '' X'0aFF' x'' 'multi\nline'", []tokenWant{
			{StringLit, "it's"}, {StringLit, ""}, {BinaryLit, "0aFF"}, {BinaryLit, ""}, {StringLit, "multi\nline"}}},
		{"1 12.5 .5 1. 1e3 1.5E-3 2e+4 7e", []tokenWant{
			{IntegerLit, "1"}, {DecimalLit, "12.5"}, {DecimalLit, ".5"}, {DecimalLit, "1."}, {ApproxLit, "1e3"},
			{ApproxLit, "1.5E-3"}, {ApproxLit, "2e+4"}, {IntegerLit, "7"}, {Identifier, "E"}}},
		{"+ - * / % || = <> != < <= > >= ( ) [ ] { } , . ; : ? =>", []tokenWant{
			{Plus, "+"}, {Minus, "-"}, {Star, "*"}, {Slash, "/"}, {Percent, "%"}, {Concat, "||"}, {Eq, "="},
			{NotEq, "<>"}, {BangEq, "!="}, {Lt, "<"}, {Le, "<="}, {Gt, ">"}, {Ge, ">="}, {LParen, "("},
			{RParen, ")"}, {LBracket, "["}, {RBracket, "]"}, {LBrace, "{"}, {RBrace, "}"}, {Comma, ","},
			{Dot, "."}, {Semicolon, ";"}, {Colon, ":"}, {Question, "?"}, {Arrow, "=>"}}},
		{"a -- comment ; 'x'\nb // also a comment\nc /* block ; */ d", []tokenWant{
			{Identifier, "A"}, {Identifier, "B"}, {Identifier, "C"}, {Identifier, "D"}}},
		{"SELECT /*+ OPTIONS('a'='b') */ x", []tokenWant{
			{Keyword, "SELECT"}, {HintComment, "OPTIONS('a'='b')"}, {Identifier, "X"}}},
		{"ARRAY<MAP<INT,INT>>", []tokenWant{
			{Keyword, "ARRAY"}, {Lt, "<"}, {Identifier, "MAP"}, {Lt, "<"}, {Keyword, "INT"}, {Comma, ","},
			{Keyword, "INT"}, {Gt, ">"}, {Gt, ">"}}},
		// Unicode string literals (fs_json_string_escapes): \XXXX, \+XXXXXX, a doubled escape, UESCAPE.
		{`U&'\0001\00e9x' u&'\\\+01F600' U&'!0041' UESCAPE '!' u`, []tokenWant{
			{StringLit, "\x01éx"}, {StringLit, "\\😀"}, {StringLit, "A"}, {Identifier, "U"}}},
		{"über _x $y a1", []tokenWant{
			{Identifier, "ÜBER"}, {Identifier, "_X"}, {Identifier, "$Y"}, {Identifier, "A1"}}},
		// Reserved words scan as Keyword, non-reserved ones as Identifier.
		{"user date value catalog data desc", []tokenWant{
			{Keyword, "USER"}, {Keyword, "DATE"}, {Keyword, "VALUE"}, {Identifier, "CATALOG"},
			{Identifier, "DATA"}, {Identifier, "DESC"}}},
	}
	for _, tt := range tests {
		toks := scanAll(tt.src)
		if len(toks) != len(tt.want) {
			t.Errorf("%q: got %d tokens %v, want %d", tt.src, len(toks), toks, len(tt.want))
			continue
		}
		for i, w := range tt.want {
			if toks[i].Kind != w.kind || toks[i].Val != w.val {
				t.Errorf("%q token %d: got %v %q, want %v %q", tt.src, i, toks[i].Kind, toks[i].Val, w.kind, w.val)
			}
		}
	}
}

func TestScannerIllegal(t *testing.T) {
	tests := []struct {
		src, text, msg string
	}{
		{"'abc", "'abc", `Encountered: <EOF> after : "\'abc"`},
		{"`ab\ncd`", "`ab", "Encountered: <EOF> after : \"`ab\""},
		{"``", "``", "Encountered: \"`\" (96), after : \"`\""},
		{"/* x", "/* x", `Encountered: <EOF> after : "/*"`},
		{"/*+ x", "/*+ x", `Encountered: <EOF> after : "/*+"`},
		{"#", "#", `Encountered: "#" (35), after : ""`},
		{"|", "|", `Encountered: "|" (124), after : ""`},
		{"X'0Z'", "X'0Z'", `Encountered: "Z" (90), after : "X\'0Z\'"`},
		{`"dq"`, `"`, `Encountered: "\"" (34), after : ""`},
	}
	for _, tt := range tests {
		tok := NewScanner(tt.src).Scan()
		if tok.Kind != Illegal || tok.Text != tt.text || tok.Val != tt.msg {
			t.Errorf("%q: got %v %q %q, want Illegal %q %q", tt.src, tok.Kind, tok.Text, tok.Val, tt.text, tt.msg)
		}
	}
}

func TestScannerPositions(t *testing.T) {
	src := "SELECT a,\n\t`b`\r\n  FROM\rt -- x\n'é' c"
	f := NewFile(src)
	want := []struct {
		text      string
		line, col int
	}{
		{"SELECT", 1, 1}, {"a", 1, 8}, {",", 1, 9}, {"`b`", 2, 2}, {"FROM", 3, 3}, {"t", 4, 1}, {"'é'", 5, 1}, {"c", 5, 5},
	}
	toks := scanAll(src)
	if len(toks) != len(want) {
		t.Fatalf("got %d tokens, want %d", len(toks), len(want))
	}
	for i, w := range want {
		pos := f.Position(toks[i].Pos)
		if toks[i].Text != w.text || pos.Line != w.line || pos.Column != w.col {
			t.Errorf("token %d: got %q at %v, want %q at %d:%d", i, toks[i].Text, pos, w.text, w.line, w.col)
		}
		if end := toks[i].End.Offset() - toks[i].Pos.Offset(); end != len(w.text) {
			t.Errorf("token %q: length %d", w.text, end)
		}
	}
	if got := f.Relative(toks[5].Pos, toks[4].Pos); got.Line != 2 || got.Column != 1 {
		t.Errorf("relative position %v, want 2:1", got)
	}
	if got := f.Relative(toks[7].Pos, toks[6].Pos); got.Line != 1 || got.Column != 5 {
		t.Errorf("relative position %v, want 1:5", got)
	}
}

func TestScannerEndsWithEOF(t *testing.T) {
	s := NewScanner("a")
	s.Scan()
	for range 3 {
		if tok := s.Scan(); tok.Kind != EOF {
			t.Fatalf("got %v after the end", tok.Kind)
		}
	}
}

func TestSplitStatements(t *testing.T) {
	src := strings.Join([]string{
		"SELECT ';' FROM t -- ;",
		"/* ; */ ;",
		"EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT CASE WHEN x THEN 1 END FROM t; INSERT INTO b SELECT 2; END",
		"EXPLAIN STATEMENT SET BEGIN INSERT INTO a SELECT 1; END",
		"BEGIN STATEMENT SET",
		"INSERT INTO a SELECT 1",
		"END",
		"  ",
	}, ";\n")
	chunks := splitStatements(tokenize(src))
	var got []string
	for _, c := range chunks {
		got = append(got, c[0].Text+"…"+c[len(c)-1].Text)
	}
	want := []string{"SELECT…t", "EXECUTE…END", "EXPLAIN…END", "BEGIN…SET", "INSERT…1", "END…END"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("chunks %q, want %q", got, want)
	}
}
