package sql

import (
	"errors"
	"strings"
	"testing"
)

// errorInputs are scripts that must fail; they also seed FuzzParse.
var errorInputs = []string{
	"SELECT 'abc",
	"SELECT `abc",
	"SELECT 1 /* open comment",
	"SELECT a # b",
	"SELECT X'0G'",
	"SELECT * FROM",
	"EXECUTE STATEMENT SET BEGIN END",
	"EXECUTE STATEMENT SET BEGIN INSERT INTO t SELECT 1 END",
	"CREATE TABLE t (user STRING)",
	"SELECT a value FROM t",
	"EXPLAIN CHANGELOG_MODE, CHANGELOG_MODE SELECT 1",
	"SET 'a' 'b'",
	"SELECT CASE END",
	"SELECT INTERVAL '1' HOUR TO DAY",
	"SELECT CAST(a AS)",
	"INSERT INTO t PARTITION (p = a + 1) SELECT 1",
	"SELECT \"double quoted\" FROM t",
	"SELECT 1 +",
	"CREATE TABLE t (a INT) LIKE s (INCLUDING NOTHING)",
	strings.Repeat("(", 300) + "1" + strings.Repeat(")", 300),
}

func TestErrorMessages(t *testing.T) {
	tests := []struct {
		src  string
		msg  string
		kind error
	}{
		{"SELECT 'abc", `SQL parse failed. Lexical error at line 1, column 8.  Encountered: <EOF> after : "\'abc"`, ErrLexical},
		{"SELECT `abc", "SQL parse failed. Lexical error at line 1, column 8.  Encountered: <EOF> after : \"`abc\"", ErrLexical},
		{"SELECT 1 /* open", `SQL parse failed. Lexical error at line 1, column 10.  Encountered: <EOF> after : "/*"`, ErrLexical},
		{"SELECT a # b", `SQL parse failed. Lexical error at line 1, column 10.  Encountered: "#" (35), after : ""`, ErrLexical},
		{"SELECT * FROM", `SQL parse failed. Encountered "<EOF>" at line 1, column 13.`, ErrSyntax},
		{"SELECT * FROM t WHERE", `SQL parse failed. Encountered "<EOF>" at line 1, column 21.`, ErrSyntax},
		{"EXECUTE STATEMENT SET BEGIN END", `SQL parse failed. Encountered "END" at line 1, column 29.`, ErrSyntax},
		{"CREATE TABLE t (user STRING)", `SQL parse failed. Encountered "user" at line 1, column 17.`, ErrSyntax},
		{"CREATE TABLE t (a INT, date STRING)", `SQL parse failed. Encountered "date" at line 1, column 24.`, ErrSyntax},
		{"SELECT a value FROM t", `SQL parse failed. Encountered "value" at line 1, column 10.`, ErrSyntax},
		{"SET 'a' 'b'", `SQL parse failed. Encountered "\'b\'" at line 1, column 9.`, ErrSyntax},
		{"SELECT 1\n  FROM t\n  WHERE )", `SQL parse failed. Encountered ")" at line 3, column 9.`, ErrSyntax},
		{"\n  SELECT FROM", `SQL parse failed. Encountered "FROM" at line 2, column 10.`, ErrSyntax},
		{"EXPLAIN CHANGELOG_MODE, CHANGELOG_MODE SELECT 1", `SQL parse failed. Duplicate EXPLAIN DETAIL is not allowed at line 1, column 25.`, ErrSyntax},
		{"SELECT CAST(a AS VARCHAR(99999999999))", `SQL parse failed. Numeric literal '99999999999' out of range at line 1, column 26.`, ErrSyntax},
		{"SELECT 1; SELECT 2", `SQL parse failed. Encountered "SELECT" at line 1, column 11.`, ErrSyntax},
		{strings.Repeat("(", 300) + "1" + strings.Repeat(")", 300), `SQL parse failed. Nesting is deeper than 200 levels at line 1, column 201.`, ErrTooDeep},
	}
	for _, tt := range tests {
		_, err := ParseStatement(tt.src)
		if err == nil {
			t.Errorf("%q: no error", tt.src)
			continue
		}
		var list ErrorList
		if !errors.As(err, &list) || len(list) != 1 {
			t.Errorf("%q: error %v is not an ErrorList of one", tt.src, err)
			continue
		}
		if list[0].Msg != tt.msg {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, list[0].Msg, tt.msg)
		}
		if !errors.Is(err, tt.kind) || !errors.Is(err, ErrSyntax) {
			t.Errorf("%q: error %v does not match %v and ErrSyntax", tt.src, err, tt.kind)
		}
	}
}

func TestErrorInputsFail(t *testing.T) {
	for _, src := range errorInputs {
		if _, err := ParseScript(src); err == nil {
			t.Errorf("%q: no error", src)
		} else if err := checkParseError(err); err != nil {
			t.Errorf("%q: %v", src, err)
		}
	}
}

// Flink reports line and column within the statement it parses; the error
// keeps the script position as well.
func TestErrorPositionsInScript(t *testing.T) {
	src := "SELECT 1;\n\n  SELECT a\n  FROM t WHERE;\nSELECT 2;\n   SELECT FROM"
	stmts, err := ParseScript(src)
	if len(stmts) != 2 {
		t.Errorf("got %d statements, want the 2 good ones", len(stmts))
	}
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 2 {
		t.Fatalf("want 2 errors, got %v", err)
	}
	first, second := list[0], list[1]
	if got, want := first.Pos, (Position{Offset: 35, Line: 4, Column: 14}); got != want {
		t.Errorf("first error at %+v, want %+v", got, want)
	}
	if got, want := first.StmtPos, (Position{Offset: 22, Line: 2, Column: 14}); got != want {
		t.Errorf("first error statement position %+v, want %+v", got, want)
	}
	if want := `SQL parse failed. Encountered "<EOF>" at line 2, column 14.`; first.Msg != want {
		t.Errorf("first message %q, want %q", first.Msg, want)
	}
	if got, want := second.Pos, (Position{Offset: 58, Line: 6, Column: 11}); got != want {
		t.Errorf("second error at %+v, want %+v", got, want)
	}
	if want := `SQL parse failed. Encountered "FROM" at line 1, column 8.`; second.Msg != want {
		t.Errorf("second message %q, want %q", second.Msg, want)
	}
	if !strings.Contains(err.Error(), "(and 1 more errors)") {
		t.Errorf("ErrorList.Error() = %q", err.Error())
	}
}

func TestDepthCap(t *testing.T) {
	deep := []string{
		strings.Repeat("(", 250) + "1" + strings.Repeat(")", 250),
		"SELECT " + strings.Repeat("NOT ", 250) + "TRUE",
		"SELECT " + strings.Repeat("- ", 250) + "1",
		"SELECT " + strings.Repeat("(SELECT ", 250) + "1" + strings.Repeat(")", 250),
		"SELECT * FROM " + strings.Repeat("(", 250) + "t" + strings.Repeat(")", 250),
		"SELECT CAST(a AS " + strings.Repeat("ARRAY<", 250) + "INT" + strings.Repeat(">", 250) + ")",
		"SELECT " + strings.Repeat("f(", 250) + "1" + strings.Repeat(")", 250),
		"SELECT " + strings.Repeat("CASE WHEN ", 250) + "1",
		"SELECT " + strings.Repeat("ARRAY[", 250) + "1" + strings.Repeat("]", 250),
	}
	for _, src := range deep {
		_, err := ParseScript(src)
		if !errors.Is(err, ErrTooDeep) {
			t.Errorf("%.40q...: got %v, want ErrTooDeep", src, err)
		}
	}
	// 150 levels are fine.
	ok := "SELECT " + strings.Repeat("(", 150) + "1" + strings.Repeat(")", 150)
	if _, err := ParseScript(ok); err != nil {
		t.Errorf("150 levels: %v", err)
	}
}
