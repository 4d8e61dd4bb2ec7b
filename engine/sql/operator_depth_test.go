package sql

import (
	"errors"
	"strings"
	"testing"
)

// A chain of infix operators nests its tree one level per operator: 300,000 terms of + once
// overflowed the binder's stack. The parser refuses a chain deeper than MaxOperatorDepth, also
// when chains enclose one another through parentheses, and takes one just within it.
func TestOperatorChainsAreBounded(t *testing.T) {
	within := "SELECT 1" + strings.Repeat(" + 1", MaxOperatorDepth)
	if _, err := ParseStatement(within); err != nil {
		t.Fatalf("a chain of %d operators: %v", MaxOperatorDepth, err)
	}
	half := strings.Repeat(" + 1", MaxOperatorDepth/2+1)
	for _, src := range []string{
		"SELECT 1" + strings.Repeat(" + 1", MaxOperatorDepth+1),
		"SELECT 1" + half + " + (1" + half + ")",
		"SELECT 1" + strings.Repeat(" || 'x' || 'y'", MaxOperatorDepth/2+1),
	} {
		if _, err := ParseStatement(src); !errors.Is(err, ErrTooDeep) {
			t.Errorf("%.40s...: got %v, want ErrTooDeep", src, err)
		}
	}
}
