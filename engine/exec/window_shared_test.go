package exec_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Two window aggregates over one TUMBLE view, whose source a third branch also reads: each
// aggregate runs the window function itself, and the function's input, a node the run shares,
// must be built as often as the run counts its readers (once it was built once per aggregate,
// and closing the extra tee branch indexed past the tee's queues). The rows are Flink's (the
// conformance case window_agg_shared_tvf_shared_input runs the same shape as a statement set),
// and what ran agrees with the execution plan's reuse.
func TestWindowAggregatesSharingTheirWindowFunction(t *testing.T) {
	var checks []engine.JobCheck
	te := engine.NewTableEnvironment(engine.Settings{JobObserver: func(c engine.JobCheck) { checks = append(checks, c) }})
	script := `SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen', 'number-of-rows' = '12', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12');
CREATE VIEW w AS SELECT * FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '5' SECOND));
SELECT 'c' AS k, window_start, COUNT(id) AS v FROM w GROUP BY window_start, window_end
UNION ALL SELECT 'm', window_start, MAX(id) FROM w GROUP BY window_start, window_end
UNION ALL SELECT 'i', ts, id FROM src WHERE id > 10;`
	var got []string
	err := te.RunScript(context.Background(), script, func(o engine.Outcome) {
		if o.Result == nil || !strings.HasPrefix(o.Text, "SELECT") {
			return
		}
		for _, row := range o.Result.Rows {
			got = append(got, types.FormatRow(row.Kind, o.Result.ColumnTypes(), row.Values))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	want := []string{
		"+I[c, 2024-01-01T00:00, 4]", "+I[c, 2024-01-01T00:00:05, 5]", "+I[c, 2024-01-01T00:00:10, 3]",
		"+I[i, 2024-01-01T00:00:11, 11]", "+I[i, 2024-01-01T00:00:12, 12]",
		"+I[m, 2024-01-01T00:00, 4]", "+I[m, 2024-01-01T00:00:05, 9]", "+I[m, 2024-01-01T00:00:10, 12]",
	}
	if !slices.Equal(got, want) {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(checks) != 1 {
		t.Fatalf("%d jobs checked, want the query's", len(checks))
	}
	for _, c := range checks {
		if len(c.Problems) > 0 {
			t.Errorf("what ran differs from the execution plan: %s", strings.Join(c.Problems, "; "))
		}
	}
}
