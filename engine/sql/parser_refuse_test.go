package sql

import (
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

func TestRefusals(t *testing.T) {
	for _, c := range []struct {
		src, construct string
		line, column   int
	}{
		{"CREATE TEMPORARY SYSTEM FUNCTION f AS 'x.F'", "CREATE FUNCTION", 1, 1},
		{"DESCRIBE JOB 'abc'", "DESCRIBE JOB", 1, 1},
		{"DESC MODEL m", "DESCRIBE MODEL", 1, 1},
		{"SELECT * FROM t\nMATCH_RECOGNIZE (ORDER BY ts MEASURES RUNNING A.x AS y PATTERN (A) DEFINE A AS TRUE)", "RUNNING in MATCH_RECOGNIZE", 2, 39},
		{"SELECT JSON_OBJECT('k' VALUE 1 NULL ON NULL, 'j' VALUE 2)", "the function JSON_OBJECT with its JSON syntax", 1, 8},
		{"SELECT UPPER(JSON_VALUE(s, '$.a' RETURNING INT ON EMPTY)) FROM t", "the function JSON_VALUE with its JSON syntax", 1, 14},
		{"SELECT x FROM t WHERE x = ANY (SELECT 1)", "quantified comparisons (ANY)", 1, 25},
		{"SELECT x FROM t GROUP BY DISTINCT x", "GROUP BY DISTINCT", 1, 26},
		{"SELECT x FROM t QUALIFY x = 1", "QUALIFY", 1, 17},
		{"CREATE TABLE t (a INT) DISTRIBUTED INTO 4 BUCKETS", "DISTRIBUTED BY and DISTRIBUTED INTO (buckets)", 1, 24},
		{"INSERT INTO s SELECT 1 ON CONFLICT DO ERROR", "ON CONFLICT", 1, 24},
		{"CREATE TABLE t (s STRUCTURED<'a.B', x INT>)", "the type STRUCTURED", 1, 19},
	} {
		_, err := ParseStatement(c.src)
		refused, ok := flinkerr.Find(err, ErrNotSupported)
		if !ok || errors.Is(err, ErrSyntax) || refused.Class != flinkerr.ClassNotSupported {
			t.Errorf("%q: got %v, want a refusal of %s", c.src, err, c.construct)
			continue
		}
		// The statement is the whole text, so its positions are the script's.
		want := "Flinkpad does not support " + c.construct + " yet."
		if refused.Msg != want || refused.Pos.Line != c.line || refused.Pos.Column != c.column {
			t.Errorf("%q: refused %q at %d:%d, want %q at %d:%d", c.src, refused.Msg,
				refused.Pos.Line, refused.Pos.Column, want, c.line, c.column)
		}
	}
}

// TestNotRefused holds the refusals to their keywords: the same words in other places parse.
func TestNotRefused(t *testing.T) {
	for _, src := range []string{
		"DESCRIBE job",
		"DESC model",
		"SELECT JSON_VALUE(s, '$.a') FROM t",
		"SELECT x FROM t GROUP BY ALL x",
		"SELECT `qualify` FROM t AS `qualify`",
		"SELECT * FROM TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '1' SECOND) AS w",
		"INSERT INTO s SELECT * FROM a JOIN b ON a.k = b.k",
	} {
		if _, err := ParseStatement(src); err != nil {
			t.Errorf("%q: %v", src, err)
		}
	}
}
