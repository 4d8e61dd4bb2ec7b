package sql

import (
	"errors"
	"strings"
	"testing"
)

// TestParseMatchRecognize parses MATCH_RECOGNIZE and prints it back, the quantifiers in their
// canonical form, and fails on what Calcite's grammar rejects.
func TestParseMatchRecognize(t *testing.T) {
	for _, c := range []struct{ src, pattern string }{
		{"A B+ C", "PATTERN (A B+ C)"},
		{"A B{2,3}? C+? D{,2} E{3,} F* G? H{4}", "PATTERN (A B{2,3}? C+? D{0,2} E{3,} F* G? H{4})"},
		{"^A (B | C)+ {- D -} PERMUTE(E, F)$", "PATTERN (^A (B | C)+ {- D -} PERMUTE(E, F)$)"},
	} {
		src := "SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY k ORDER BY ts MEASURES FIRST(A.id) AS s, " +
			"LAST(B.id, 1) AS e ONE ROW PER MATCH AFTER MATCH SKIP TO LAST B PATTERN (" + c.src +
			") WITHIN INTERVAL '10' SECOND DEFINE A AS A.price > 5, B AS PREV(B.price, 0) > 1) AS mr"
		st, err := ParseStatement(src)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		printed := st.String()
		if !strings.Contains(printed, c.pattern) {
			t.Errorf("%s: printed %s, want %s in it", c.src, printed, c.pattern)
		}
		again, err := ParseStatement(printed)
		if err != nil || again.String() != printed {
			t.Errorf("%s: printed %s does not parse back to itself (%v)", c.src, printed, err)
		}
	}
	for _, bad := range []string{"A{}", "A{,}", "A B", "(A"} {
		src := "SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts PATTERN (" + bad + ") DEFINE A AS TRUE"
		if bad == "A B" {
			src += " AND"
		}
		if _, err := ParseStatement(src + ")"); !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: got %v, want a syntax error", bad, err)
		}
	}
}
