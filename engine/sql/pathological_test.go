package sql

import (
	"strings"
	"testing"
)

// Large and deeply nested inputs must come back, as errors or trees,
// without exhausting the stack. (No timing assertions: the point is that
// nothing here is exponential or recursive without a cap.)
func TestPathologicalInputs(t *testing.T) {
	for _, src := range []string{
		strings.Repeat("(", 20000),
		"SELECT " + strings.Repeat("a+", 10000) + "a",
		"SELECT " + strings.Repeat("- ", 10000) + "a",
		strings.Repeat("SELECT 1;", 2000),
		strings.Repeat("SELECT (;", 2000),
		"SELECT " + strings.Repeat("(SELECT ", 199) + "1",
		"SELECT " + strings.Repeat("CAST(", 199) + "1",
		strings.Repeat("EXECUTE STATEMENT SET BEGIN ", 2000),
		strings.Repeat("'", 10001),
		strings.Repeat("/*", 10000),
	} {
		stmts, err := ParseScript(src)
		if err != nil {
			if err := checkParseError(err); err != nil {
				t.Errorf("%.30q: %v", src, err)
			}
			continue
		}
		for _, s := range stmts {
			if err := roundTrip(s); err != nil {
				t.Errorf("%.30q: %v", src, err)
			}
		}
	}
}

func TestErrorCountIsCapped(t *testing.T) {
	_, err := ParseScript(strings.Repeat("SELECT (;", 50))
	if list, ok := err.(ErrorList); !ok || len(list) != maxErrors {
		t.Errorf("got %v, want %d errors", err, maxErrors)
	}
}
