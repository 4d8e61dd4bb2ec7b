package web

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// A real unbounded datagen table (no number-of-rows, no sequence) is refused without a time
// limit; with one, the run stops there and answers the rows produced so far, by the sinks and
// by a query, marked as cut by the time limit.
func TestRunUnboundedDatagenUntilItsTimeLimit(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	table := `SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE clicks (user_id INT, url STRING) WITH ('connector' = 'datagen', 'rows-per-second' = '40', 'fields.user_id.min' = '1', 'fields.user_id.max' = '3');
`
	for _, c := range []struct {
		name, statement string
		rows            func(a *answer) (kinds []string, total int)
	}{
		{"a sink", `CREATE TABLE per_user (user_id INT, n BIGINT) WITH ('connector' = 'print');
INSERT INTO per_user SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;`, func(a *answer) ([]string, int) {
			if len(a.Sinks) != 1 {
				return nil, 0
			}
			return a.Sinks[0].Kinds, a.Sinks[0].Total
		}},
		{"a query", `SELECT user_id, CHAR_LENGTH(url) AS len FROM clicks;`, func(a *answer) ([]string, int) {
			res := a.Statements[len(a.Statements)-1].Result
			if res == nil {
				return nil, 0
			}
			return res.Kinds, res.Total
		}},
	} {
		script := table + c.statement
		status, _, body := runScript(t, srv.URL, map[string]any{"script": script})
		if status != http.StatusUnprocessableEntity || !strings.Contains(errorMessage(t, body), "default_catalog.default_database.clicks never ends") {
			t.Errorf("%s without a time limit: %d %s", c.name, status, body)
		}
		start := time.Now()
		status, a, body := runScript(t, srv.URL, map[string]any{"script": script, "limits": map[string]any{"timeoutMs": 1500}})
		if took := time.Since(start); took > 6*time.Second {
			t.Errorf("%s: the run took %v, its limit was 1.5 s", c.name, took)
		}
		if status != http.StatusOK || a.Stopped != "time" {
			t.Fatalf("%s with a time limit: %d %.400s", c.name, status, body)
		}
		if a.Error == nil || !strings.HasPrefix(a.Error.Message, "flinkpad.LimitExceeded: The run reached its time limit of 1500 ms") {
			t.Errorf("%s: error %+v", c.name, a.Error)
		}
		kinds, total := c.rows(a)
		// 40 rows a second, for at most two seconds (the source's first and second); a loaded
		// machine may start the job late.
		if total < 1 || total > 2*80 || len(kinds) != total {
			t.Errorf("%s: %d rows so far (%d kept), want some, those of two seconds at most: %.400s", c.name, total, len(kinds), body)
		}
	}
}
