package engine

import (
	"context"
	"testing"
)

// A window aggregate over processing time fires by the wall clock; a bounded source that ends
// at once ends the job before a day-long window ends, and Flink fires no processing-time
// window at the end of the input: no row, rather than the updates a plain group aggregate
// would print. The window function's own rows come at once.
func TestProctimeWindowAggregateEmitsNothingAtTheEndOfItsInput(t *testing.T) {
	te, _ := newTestEnv(t, "streaming")
	mustExec(t, te,
		"CREATE TABLE ev (id BIGINT, k STRING, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', "+
			"'fields.id.start' = '1', 'fields.id.end' = '5', 'fields.k.length' = '1')")
	for _, q := range []string{
		"SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(pt), INTERVAL '1' DAY)) GROUP BY window_start, window_end",
		"SELECT k, window_start, window_end, COUNT(*) FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(pt), INTERVAL '1' DAY)) GROUP BY k, window_start, window_end",
		"SELECT id FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(pt), INTERVAL '1' DAY))",
	} {
		r, err := te.ExecuteSQL(context.Background(), q)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if rows := collected(t, r); len(rows) != 0 {
			t.Errorf("%s: got %v, want no rows", q, rows)
		}
	}
	r, err := te.ExecuteSQL(context.Background(), "SELECT id FROM TABLE(HOP(TABLE ev, DESCRIPTOR(pt), INTERVAL '1' HOUR, INTERVAL '1' DAY))")
	if err != nil {
		t.Fatal(err)
	}
	if rows := collected(t, r); len(rows) != 5*24 {
		t.Errorf("got %d rows, want one per row and window", len(rows))
	}
}
