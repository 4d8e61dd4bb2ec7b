package engine

import (
	"context"
	"errors"
	"testing"
)

// A processing-time interval join's rows depend on the wall clock: its EXPLAIN prints Flink's
// IntervalJoin, and running it is refused as not supported rather than run as a regular join.
func TestProctimeIntervalJoinIsRefused(t *testing.T) {
	te, _ := newTestEnv(t, "streaming")
	mustExec(t, te,
		"CREATE TABLE pa (id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'number-of-rows' = '3')")
	q := "SELECT a.id FROM pa a JOIN pa b ON a.id = b.id AND a.pt BETWEEN b.pt - INTERVAL '1' HOUR AND b.pt"
	if _, err := te.ExecuteSQL(context.Background(), "EXPLAIN "+q); err != nil {
		t.Fatalf("EXPLAIN: %v", err)
	}
	r, err := te.ExecuteSQL(context.Background(), q)
	if err == nil {
		collected(t, r)
		t.Fatal("ran a processing-time interval join")
	}
	if !errors.Is(err, ErrNotSupported) {
		t.Errorf("got %v, want an error matching ErrNotSupported", err)
	}
}
