package engine

import (
	"context"
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/engine/exec"
)

// A window aggregate over processing time is refused, not run as a plain group aggregate that
// would print updates Flink never prints.
func TestProctimeWindowAggregateIsRefused(t *testing.T) {
	te, _ := newTestEnv(t, "streaming")
	mustExec(t, te,
		"CREATE TABLE ev (id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', "+
			"'fields.id.start' = '1', 'fields.id.end' = '5')",
		"CREATE TABLE out1 (ws TIMESTAMP(3), we TIMESTAMP(3), n BIGINT) WITH ('connector' = 'blackhole')")
	r, err := te.ExecuteSQL(context.Background(), "INSERT INTO out1 SELECT window_start, window_end, COUNT(*) "+
		"FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(pt), INTERVAL '10' SECOND)) GROUP BY window_start, window_end")
	if err == nil {
		err = r.Await(context.Background())
	}
	if !errors.Is(err, exec.ErrNotSupported) {
		t.Fatalf("got %v, want a not-supported error", err)
	}
}
