package engine

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// stopMargin is how long a cancelled job may take to stop before the test calls it stuck. The
// design asks for 100 ms; the margin is generous because the test proves that a job stops at
// all, on a machine shared with other work. The measured latency is logged.
const stopMargin = 5 * time.Second

// Every job here would run for minutes; each must stop soon after Cancel or its context's
// cancellation, wherever it is: reading a source, or deep in an operator's loop.
func TestCancelStopsRunningJobs(t *testing.T) {
	setup := []string{
		"SET 'execution.runtime-mode' = 'batch'",
		"CREATE TABLE huge (a INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1000000000000')",
		"CREATE TABLE seq1 (x INT) WITH ('connector' = 'datagen', 'number-of-rows' = '30000', " +
			"'fields.x.kind' = 'sequence', 'fields.x.start' = '1', 'fields.x.end' = '30000')",
		"CREATE TABLE seq2 (y INT) WITH ('connector' = 'datagen', 'number-of-rows' = '30000', " +
			"'fields.y.kind' = 'sequence', 'fields.y.start' = '1', 'fields.y.end' = '30000')",
		"CREATE TABLE sink1 (a INT, s STRING) WITH ('connector' = 'blackhole')",
		"CREATE TABLE sink2 (a INT, n BIGINT) WITH ('connector' = 'blackhole')",
		"CREATE TABLE sink3 (x INT, y INT) WITH ('connector' = 'blackhole')",
	}
	cases := []struct {
		name   string
		insert string
		byCtx  bool // cancel the context the job was submitted with, not the job client
	}{
		{"source into sink, JobClient.Cancel", "INSERT INTO sink1 SELECT a, s FROM huge", false},
		{"source into sink, context", "INSERT INTO sink1 SELECT a, s FROM huge", true},
		{"blocking aggregate reading its input", "INSERT INTO sink2 SELECT a, COUNT(*) FROM huge GROUP BY a", false},
		// 900,000,000 pairs, none matching: the time goes into the join's own loop.
		{"nested-loop join", "INSERT INTO sink3 SELECT x, y FROM seq1, seq2 WHERE x < -y", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard}})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			for _, s := range setup {
				if _, err := te.ExecuteSQL(ctx, s); err != nil {
					t.Fatalf("%s: %v", s, err)
				}
			}
			r, err := te.ExecuteSQL(ctx, c.insert)
			if err != nil {
				t.Fatal(err)
			}
			job, ok := r.GetJobClient()
			if !ok {
				t.Fatal("an INSERT's result has no job client")
			}
			time.Sleep(300 * time.Millisecond) // let it get going
			if s := job.JobStatus(); s != Running {
				t.Fatalf("status after 300 ms = %v, want RUNNING (the job must still be running to test cancelling it)", s)
			}
			start := time.Now()
			if c.byCtx {
				cancel()
			} else if err := job.Cancel(); err != nil {
				t.Fatal(err)
			}
			wait, stop := context.WithTimeout(context.Background(), stopMargin)
			defer stop()
			err = job.Await(wait)
			latency := time.Since(start)
			if errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("the job did not stop within %v of being cancelled", stopMargin)
			}
			if !errors.Is(err, ErrJobCanceled) {
				t.Errorf("Await = %v, want an error matching ErrJobCanceled", err)
			}
			if s := job.JobStatus(); s != Canceled {
				t.Errorf("status = %v, want CANCELED", s)
			}
			t.Logf("stopped %v after cancellation", latency)
		})
	}
}

// A query's job is read by its caller: stopping the read cancels the job, and the remaining
// rows are never produced.
func TestBreakingCollectCancelsQuery(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	ctx := context.Background()
	for _, s := range []string{
		"SET 'execution.runtime-mode' = 'batch'",
		"CREATE TABLE huge (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1000000000000')",
	} {
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	r, err := te.ExecuteSQL(ctx, "SELECT a FROM huge")
	if err != nil {
		t.Fatal(err)
	}
	job, _ := r.GetJobClient()
	n := 0
	for _, err := range r.Collect() {
		if err != nil {
			t.Fatal(err)
		}
		if n++; n == 5 {
			break
		}
	}
	if s := job.JobStatus(); s != Canceled {
		t.Errorf("status after breaking out of Collect = %v, want CANCELED", s)
	}
	for _, err := range r.Collect() {
		if err == nil {
			t.Error("a second Collect of a query's rows gave rows")
		}
		break
	}
}

// A query's job that nobody reads ends when cancelled, by its client or its context.
func TestCancelUnreadQuery(t *testing.T) {
	for _, byCtx := range []bool{false, true} {
		te := NewTableEnvironment(Settings{})
		ctx, cancel := context.WithCancel(context.Background())
		mustExec(t, te, "SET 'execution.runtime-mode' = 'batch'",
			"CREATE TABLE huge (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1000000000000')")
		r, err := te.ExecuteSQL(ctx, "SELECT a FROM huge")
		if err != nil {
			t.Fatal(err)
		}
		job, _ := r.GetJobClient()
		if byCtx {
			cancel()
		} else {
			job.Cancel()
		}
		wait, stop := context.WithTimeout(context.Background(), stopMargin)
		if err := job.Await(wait); !errors.Is(err, ErrJobCanceled) {
			t.Errorf("cancelled by context %v: Await = %v, want ErrJobCanceled", byCtx, err)
		}
		stop()
		cancel()
		for _, err := range r.Collect() {
			if !errors.Is(err, ErrJobCanceled) {
				t.Errorf("cancelled by context %v: Collect gave %v, want ErrJobCanceled", byCtx, err)
			}
		}
	}
}
