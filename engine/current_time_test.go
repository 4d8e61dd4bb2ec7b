package engine

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector"
)

// In streaming mode CURRENT_TIMESTAMP is read for each record, so a watermark on a column
// defined as CURRENT_TIMESTAMP follows the clock, and a window over an unbounded table closes
// while the job runs. Read once per query, the watermark never passed the first window's end
// and the job printed nothing, forever.
func TestCurrentTimestampWatermarkClosesWindowsOfAnUnboundedTable(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	counter := &sinkCounter{}
	te := NewTableEnvironment(Settings{Env: connector.Env{Stdout: io.Discard, Stderr: io.Discard, SinkObserver: counter.observe}})
	for _, s := range []string{
		"SET 'execution.runtime-mode' = 'streaming'",
		"CREATE TABLE gen (k INT, ts AS CURRENT_TIMESTAMP, WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', " +
			"'rows-per-second' = '20', 'fields.k.min' = '1', 'fields.k.max' = '3')",
		"CREATE TABLE counts (k INT, n BIGINT) WITH ('connector' = 'blackhole')",
	} {
		if _, err := te.ExecuteSQL(ctx, s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	r, err := te.ExecuteSQL(ctx, "INSERT INTO counts SELECT k, COUNT(*) FROM TABLE(TUMBLE(TABLE gen, DESCRIPTOR(ts), "+
		"INTERVAL '1' SECOND)) GROUP BY k, window_start, window_end")
	if err != nil {
		t.Fatal(err)
	}
	job, ok := r.GetJobClient()
	if !ok {
		t.Fatal("an INSERT's result has no job client")
	}
	waitForRows(t, counter)
	_ = job.Cancel()
	_ = awaitStopped(t, job)
}

// waitForRows waits until a row reaches a sink, failing the test when none has after a wait
// far longer than the one-second windows need.
func waitForRows(t *testing.T, counter *sinkCounter) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for counter.rows.Load() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("no window reached the sink: the watermark did not advance")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
