package engine

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

func TestCappedAllocator(t *testing.T) {
	a := newCappedAllocator(memory.NewGoAllocator(), 100)
	b := a.Allocate(60)
	b = a.Reallocate(90, b)
	if a.InUse() != 90 {
		t.Errorf("in use after Allocate(60) and Reallocate(90) = %d, want 90", a.InUse())
	}
	func() {
		defer func() {
			var err error
			if p := recover(); !recoverMemoryLimit(p, &err) || !errors.Is(err, ErrMemoryLimit) {
				t.Errorf("going over the cap panicked with %v, want a *MemoryLimitError", p)
			}
		}()
		a.Allocate(11)
	}()
	if a.InUse() != 90 {
		t.Errorf("a refused allocation changed the count: %d", a.InUse())
	}
	a.Free(b)
	if a.InUse() != 0 {
		t.Errorf("in use after Free = %d, want 0", a.InUse())
	}
	a.Free(a.Allocate(100)) // exactly the cap is allowed
}

// A job whose operators need more Arrow memory than the cap fails with a clear error, whichever
// way it is run; the same job without the cap runs.
func TestMemoryCap(t *testing.T) {
	// 50,000 groups of a BIGINT key and a BIGINT count: the aggregate's output alone is
	// 800,000 bytes, over a 256 KiB cap, while the source's batches of 1,024 rows are far below.
	setup := "SET 'execution.runtime-mode' = 'batch';\n" +
		"CREATE TABLE g (k BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '50000', 'rows-per-second' = '1000000000', " +
		"'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '50000');\n" +
		"CREATE TABLE s (k BIGINT, n BIGINT) WITH ('connector' = 'blackhole');\n"
	const insert = "INSERT INTO s SELECT k, COUNT(*) FROM g GROUP BY k"
	const query = "SELECT k FROM g ORDER BY k"
	cases := []struct {
		name     string
		settings int64  // Settings.MemoryMaxBytes
		set      string // a SET statement run first, or ""
		script   bool   // run through RunScript, as the SQL client does, instead of ExecuteSQL
		stmt     string
		wantErr  string // "" for success; else a text the error contains
	}{
		{"aggregate, no cap", 0, "", false, insert, ""},
		{"aggregate, Settings cap", 256 << 10, "", false, insert, "262144 bytes that 'flinkpad.memory.max-bytes' allows"},
		{"sort query, SET cap", 0, "SET 'flinkpad.memory.max-bytes' = '262144'", false, query, "262144 bytes that"},
		{"script, SET cap", 0, "SET 'flinkpad.memory.max-bytes' = '262144';", true, insert, "262144 bytes that"},
		{"script, cap lifted by SET", 256 << 10, "SET 'flinkpad.memory.max-bytes' = '0';", true, insert, ""},
		{"unparsable cap", 0, "SET 'flinkpad.memory.max-bytes' = 'lots'", false, insert,
			"Could not parse value 'lots' for key 'flinkpad.memory.max-bytes'."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard}, MemoryMaxBytes: c.settings})
			ctx := context.Background()
			var err error
			if c.script {
				err = te.RunScript(ctx, setup+c.set+c.stmt, func(Outcome) {})
			} else {
				err = runStatements(ctx, te, setup+c.set, c.stmt)
			}
			switch {
			case c.wantErr == "" && err != nil:
				t.Fatalf("failed: %v", err)
			case c.wantErr == "":
			case err == nil:
				t.Fatalf("succeeded, want an error containing %q", c.wantErr)
			case !strings.Contains(err.Error(), c.wantErr):
				t.Fatalf("error %q does not contain %q", err, c.wantErr)
			case strings.Contains(c.wantErr, "bytes that") && !errors.Is(err, ErrMemoryLimit):
				t.Fatalf("error %v does not match ErrMemoryLimit", err)
			}
		})
	}
}

// runStatements runs the setup statements, then stmt through ExecuteSQL, and reads its result to
// the end: the error of any of them.
func runStatements(ctx context.Context, te *TableEnvironment, setup, stmt string) error {
	for _, s := range strings.Split(setup, ";\n") {
		if strings.TrimSpace(s) == "" {
			continue
		}
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			return err
		}
	}
	r, err := te.ExecuteSQL(ctx, stmt)
	if err != nil {
		return err
	}
	for _, err := range r.Collect() {
		if err != nil {
			return err
		}
	}
	return nil
}

// A self-join reads one source through a tee; the cap firing inside the shared source once
// crashed the process on every second run (the tee unlocked its lock twice). Many runs, each
// failing with the cap's error.
func TestMemoryCapInASharedSource(t *testing.T) {
	setup := "SET 'execution.runtime-mode' = 'batch';\n" +
		"SET 'flinkpad.memory.max-bytes' = '2000000';\n" +
		"CREATE TABLE g (id BIGINT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '200000', 'rows-per-second' = '1000000000');\n"
	for run := range 20 {
		te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard}})
		err := te.RunScript(context.Background(), setup+"SELECT COUNT(*) FROM g a JOIN g b ON a.id = b.id;", func(Outcome) {})
		if !errors.Is(err, ErrMemoryLimit) {
			t.Fatalf("run %d: got %v, want the memory cap's error", run, err)
		}
	}
}
