package engine

import (
	"context"
	"errors"
	"io"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

// sinkCounter counts the rows, and the row kinds, that reach the sinks of a job.
type sinkCounter struct {
	rows  atomic.Int64
	mu    sync.Mutex
	kinds map[types.RowKind]int
}

func (c *sinkCounter) observe(_ *connector.Table, _ []string, _ []types.Type, b connector.Batch) {
	c.rows.Add(int64(b.Len()))
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.kinds == nil {
		c.kinds = map[types.RowKind]int{}
	}
	for i := range b.Len() {
		c.kinds[b.Kind(i)]++
	}
}

func (c *sinkCounter) kind(k types.RowKind) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.kinds[k]
}

// startUnbounded submits a streaming INSERT from an unbounded datagen table; the job runs until
// cancelled.
func startUnbounded(t *testing.T, ctx context.Context, tableOptions, insert string) (*JobClient, *sinkCounter) {
	t.Helper()
	counter := &sinkCounter{}
	te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard, SinkObserver: counter.observe}})
	for _, s := range []string{
		"SET 'execution.runtime-mode' = 'streaming'",
		"CREATE TABLE gen (k INT, v BIGINT) WITH ('connector' = 'datagen', 'fields.k.min' = '1', 'fields.k.max' = '3'" + tableOptions + ")",
		"CREATE TABLE plain (k INT, v BIGINT) WITH ('connector' = 'blackhole')",
		"CREATE TABLE counts (k INT, n BIGINT) WITH ('connector' = 'blackhole')",
	} {
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	r, err := te.ExecuteSQL(ctx, insert)
	if err != nil {
		t.Fatal(err)
	}
	job, ok := r.GetJobClient()
	if !ok {
		t.Fatal("an INSERT's result has no job client")
	}
	t.Cleanup(func() { _ = job.Cancel() })
	return job, counter
}

// awaitStopped waits for a cancelled job, failing the test if it does not stop at all.
func awaitStopped(t *testing.T, job *JobClient) error {
	t.Helper()
	wait, stop := context.WithTimeout(context.Background(), stopMargin)
	defer stop()
	err := job.Await(wait)
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("the job did not stop within %v of being cancelled", stopMargin)
	}
	return err
}

// An unbounded datagen table is paced by rows-per-second: counted over an interval, the rows
// that reach the sink come at about that rate (the band is wide: the machine is shared, and a
// second's rows go out at once at the start of the second).
func TestUnboundedDatagenPacing(t *testing.T) {
	job, counter := startUnbounded(t, context.Background(), ", 'rows-per-second' = '2000'", "INSERT INTO plain SELECT * FROM gen")
	time.Sleep(100 * time.Millisecond)
	from, start := counter.rows.Load(), time.Now()
	time.Sleep(2500 * time.Millisecond)
	got, elapsed := counter.rows.Load()-from, time.Since(start)
	rate := float64(got) / elapsed.Seconds()
	t.Logf("%d rows in %v: %.0f rows per second", got, elapsed, rate)
	if rate < 2000*0.4 || rate > 2000*2 {
		t.Errorf("rate %.0f rows per second, want about 2000", rate)
	}
	if s := job.JobStatus(); s != Running {
		t.Errorf("status = %v, want RUNNING: an unbounded job does not end by itself", s)
	}
}

// Without rows-per-second, Flink's default of 10,000 rows per second applies: once the first
// second's rows are out, 1.2 s later at most two more seconds' worth are.
func TestUnboundedDatagenDefaultRate(t *testing.T) {
	_, counter := startUnbounded(t, context.Background(), "", "INSERT INTO plain SELECT * FROM gen")
	waitFor(t, func() bool { return counter.rows.Load() >= 10000 })
	time.Sleep(1200 * time.Millisecond)
	if got := counter.rows.Load(); got > 30000 {
		t.Errorf("%d rows, want at most 30,000 at 10,000 per second", got)
	}
}

// waitFor polls until cond holds, failing the test after stopMargin.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(stopMargin)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("still waiting after %v", stopMargin)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// JobClient.Cancel stops an unbounded job: Await returns Flink's JobCancellationException and
// the status becomes CANCELED. The sink keeps what it received.
func TestCancelUnboundedJob(t *testing.T) {
	for _, byCtx := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		job, counter := startUnbounded(t, ctx, ", 'rows-per-second' = '500'", "INSERT INTO plain SELECT * FROM gen")
		waitFor(t, func() bool { return counter.rows.Load() > 0 })
		if s := job.JobStatus(); s != Running {
			t.Fatalf("status = %v, want RUNNING", s)
		}
		if byCtx {
			cancel()
		} else {
			_ = job.Cancel()
		}
		err := awaitStopped(t, job)
		if !errors.Is(err, ErrJobCanceled) || FlinkMessage(err) != "org.apache.flink.runtime.client.JobCancellationException: Job was cancelled." {
			t.Errorf("by context %v: Await = %v (%s), want Flink's JobCancellationException", byCtx, err, FlinkMessage(err))
		}
		if s := job.JobStatus(); s != Canceled {
			t.Errorf("by context %v: status = %v, want CANCELED", byCtx, s)
		}
		// Cancelling again, after the end, changes nothing.
		_ = job.Cancel()
		if s := job.JobStatus(); s != Canceled {
			t.Errorf("by context %v: status after a second Cancel = %v", byCtx, s)
		}
		cancel()
	}
}

// A paced source waits most of the time; cancelling its context stops the job within 100 ms
// of the request. A loaded machine may delay one attempt, so the best of three counts.
func TestCancelUnboundedJobPromptly(t *testing.T) {
	best := time.Hour
	for range 3 {
		ctx, cancel := context.WithCancel(context.Background())
		job, _ := startUnbounded(t, ctx, ", 'rows-per-second' = '100'", "INSERT INTO counts SELECT k, COUNT(*) FROM gen GROUP BY k")
		time.Sleep(200 * time.Millisecond)
		start := time.Now()
		cancel()
		err := awaitStopped(t, job)
		latency := time.Since(start)
		if !errors.Is(err, ErrJobCanceled) {
			t.Fatalf("Await = %v, want ErrJobCanceled", err)
		}
		t.Logf("stopped %v after its context was cancelled", latency)
		best = min(best, latency)
		if best < 100*time.Millisecond {
			return
		}
	}
	t.Errorf("the job took %v at best to stop, want under 100 ms", best)
}

// A streaming group aggregate over an unbounded source emits its changes as batches arrive,
// not at the end (there is none): -U/+U pairs reach the sink while the job runs.
func TestStreamingAggregateEmitsWhileRunning(t *testing.T) {
	job, counter := startUnbounded(t, context.Background(), ", 'rows-per-second' = '200'",
		"INSERT INTO counts SELECT k, COUNT(*) FROM gen GROUP BY k")
	waitFor(t, func() bool { return counter.kind(types.UpdateAfter) > 0 })
	if job.JobStatus() != Running {
		t.Fatalf("status = %v, want RUNNING", job.JobStatus())
	}
	ins, ub, ua := counter.kind(types.Insert), counter.kind(types.UpdateBefore), counter.kind(types.UpdateAfter)
	if ins == 0 || ins > 3 || ua == 0 || ub != ua {
		t.Errorf("while running: %d +I, %d -U, %d +U; want up to 3 +I (one per key) and as many -U as +U", ins, ub, ua)
	}
}

// A streaming query over an unbounded source hands out its rows as they come; cancelling its
// job while the reader waits for the next one ends the read with Flink's cancellation.
func TestCancelUnboundedQueryWhileCollecting(t *testing.T) {
	te := NewTableEnvironment(Settings{})
	mustExec(t, te, "SET 'execution.runtime-mode' = 'streaming'",
		"CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'rows-per-second' = '5')")
	r, err := te.ExecuteSQL(context.Background(), "SELECT k FROM gen")
	if err != nil {
		t.Fatal(err)
	}
	job, _ := r.GetJobClient()
	rows := 0
	for _, err := range r.Collect() {
		if err != nil {
			if !errors.Is(err, ErrJobCanceled) {
				t.Errorf("Collect ended with %v, want ErrJobCanceled", err)
			}
			break
		}
		if rows++; rows == 5 {
			// The first second's rows are in; the next ones come in a second.
			time.AfterFunc(100*time.Millisecond, func() { _ = job.Cancel() })
		}
	}
	if rows != 5 {
		t.Errorf("read %d rows before the cancellation, want the first second's 5", rows)
	}
	if s := job.JobStatus(); s != Canceled {
		t.Errorf("status = %v, want CANCELED", s)
	}
}
