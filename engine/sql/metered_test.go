package sql

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/work"
)

// A script over its budget of steps stops with work.ErrTooComplex, one whose context ended
// with the context's cause, and one within both parses as ParseStatements does.
func TestParseStatementsMeteredStops(t *testing.T) {
	script := "SELECT 1 IN (" + strings.Repeat("1, ", 100_000) + "1);\n" + strings.Repeat("SELECT 1;\n", 10_000)
	if _, err := ParseStatementsMetered(script, work.New(context.Background(), 10_000)); !errors.Is(err, work.ErrTooComplex) {
		t.Fatalf("small budget: got %v, want ErrTooComplex", err)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	limit := errors.New("time limit")
	cancel(limit)
	if _, err := ParseStatementsMetered(script, work.New(ctx, 0)); !errors.Is(err, limit) {
		t.Fatalf("ended context: got %v, want its cause", err)
	}
	got, err := ParseStatementsMetered(script, work.New(context.Background(), 0))
	if err != nil {
		t.Fatal(err)
	}
	if want := len(ParseStatements(script)); len(got) != want || want != 10_001 {
		t.Fatalf("got %d statements, ParseStatements %d, want 10001", len(got), want)
	}
	for i, s := range got {
		if s.Err != nil {
			t.Fatalf("statement %d: %v", i+1, s.Err)
		}
	}
}
