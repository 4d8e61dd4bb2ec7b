package sql

import (
	"errors"
	"testing"
)

// TestExpectedText pins the form of JavaCC's ParseException list: "Was expecting:" for one
// alternative, four spaces before each, " ..." after each but <EOF>, and a last line of four
// spaces; and no list where Flinkpad does not know Flink's.
func TestExpectedText(t *testing.T) {
	tests := []struct{ src, want string }{
		{"EXECUTE STATEMENT SET BEGIN END",
			"SQL parse failed. Encountered \"END\" at line 1, column 29.\nWas expecting one of:\n    \"INSERT\" ...\n    \"UPSERT\" ...\n    "},
		{"CREATE CATALOG a.b",
			"SQL parse failed. Encountered \".\" at line 1, column 17.\nWas expecting one of:\n    <EOF> \n    \"WITH\" ...\n    \"COMMENT\" ...\n    \";\" ...\n    "},
		{"SHOW COLUMNS FROM t NOT ILIKE 'a'",
			"SQL parse failed. Encountered \"ILIKE\" at line 1, column 25.\nWas expecting:\n    \"LIKE\" ...\n    "},
		{"SELECT * FROM", "SQL parse failed. Encountered \"<EOF>\" at line 1, column 13."},
	}
	for _, tt := range tests {
		_, err := ParseStatement(tt.src)
		var perr *Error
		if !errors.As(err, &perr) {
			t.Errorf("%q: got %v, want a parse error", tt.src, err)
			continue
		}
		if got := perr.Msg + perr.ExpectedText(); got != tt.want {
			t.Errorf("%q:\ngot  %q\nwant %q", tt.src, got, tt.want)
		}
	}
}

// TestExpectedListNotOnLexicalError: a lexical error where a list is known keeps Flink's
// lexical message, which has no list.
func TestExpectedListNotOnLexicalError(t *testing.T) {
	_, err := ParseStatement("EXECUTE STATEMENT SET BEGIN #")
	var perr *Error
	if !errors.As(err, &perr) || !errors.Is(err, ErrLexical) {
		t.Fatalf("got %v, want a lexical error", err)
	}
	if perr.FlinkExpected != nil {
		t.Errorf("a lexical error got a list of expected tokens: %q", perr.ExpectedText())
	}
}

// TestStrayHints: a hint comment where Flink's grammar takes none is a parse error at its
// "/*+", unless the statement failed before it; in the three places that take hints it parses.
func TestStrayHints(t *testing.T) {
	tests := []struct{ src, msg string }{
		{"SELECT * FROM t AS a /*+ OPTIONS('k' = 'v') */", `SQL parse failed. Encountered "/*+" at line 1, column 22.`},
		{"SELECT k /*+ X */ FROM t", `SQL parse failed. Encountered "/*+" at line 1, column 10.`},
		{"SELECT k FROM t WHERE /*+ X */ k > 0", `SQL parse failed. Encountered "/*+" at line 1, column 23.`},
		{"INSERT /*+ X */ INTO s VALUES (1)", `SQL parse failed. Encountered "/*+" at line 1, column 8.`},
		{"SELECT k FROM t GROUP BY /*+ X */ k", `SQL parse failed. Encountered "/*+" at line 1, column 26.`},
		{"SELECT ) /*+ X */ FROM t", `SQL parse failed. Encountered ")" at line 1, column 8.`},
		{"SELECT k FROM t /*+ X */ WHERE )", `SQL parse failed. Encountered ")" at line 1, column 32.`},
		{"SELECT k FROM t WHERE ) /*+ X */", `SQL parse failed. Encountered ")" at line 1, column 23.`},
		{"SELECT k FROM t /*+ X */ WHERE k > /*+ Y */ 0", `SQL parse failed. Encountered "/*+" at line 1, column 36.`},
		{"SELECT /*+ A */ /*+ B */ 1", `SQL parse failed. Encountered "/*+" at line 1, column 17.`},
		{"SELECT k FROM t /*+ A */ /*+ B */", `SQL parse failed. Encountered "/*+" at line 1, column 26.`},
	}
	for _, tt := range tests {
		_, err := ParseStatement(tt.src)
		var perr *Error
		if !errors.As(err, &perr) {
			t.Errorf("%q: got %v, want a parse error", tt.src, err)
			continue
		}
		if perr.Msg != tt.msg {
			t.Errorf("%q:\ngot  %s\nwant %s", tt.src, perr.Msg, tt.msg)
		}
	}
	for _, src := range []string{
		"SELECT /*+ X */ k FROM t /*+ OPTIONS('k' = 'v') */ AS a",
		"INSERT INTO s /*+ OPTIONS('k' = 'v') */ SELECT 1",
		"SELECT k FROM t /* a comment */ AS a",
	} {
		if _, err := ParseStatement(src); err != nil {
			t.Errorf("%q: %v", src, err)
		}
	}
	if _, err := ParseScript("SELECT 1; SELECT k /*+ X */ FROM t; SELECT 2"); err == nil {
		t.Error("a stray hint in the second statement of a script is accepted")
	}
}
