package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/flinkpad/flinkpad/engine/report"
)

func runServer(limits RunLimits) *httptest.Server {
	return httptest.NewServer(NewHandler(Config{Files: site, Store: KVStore{KV: &memKV{data: map[string]string{}}}, Limits: limits}))
}

type answer struct {
	report.Report
	Limits    limitsAsked `json:"limits"`
	Stopped   string      `json:"stopped"`
	Truncated *truncation `json:"truncated"`
}

func runScript(t *testing.T, url string, req map[string]any) (int, *answer, string) {
	t.Helper()
	status, _, body := call(t, http.MethodPost, url+"/api/run", jsonBody(req))
	if status != http.StatusOK {
		return status, nil, body
	}
	var a answer
	if err := json.Unmarshal([]byte(body), &a); err != nil {
		t.Fatalf("answer %q: %v", body, err)
	}
	return status, &a, body
}

func TestRunAnswersTheReport(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	script := `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE scores (name STRING, score INT) WITH ('connector' = 'filesystem', 'path' = '/in/scores.csv', 'format' = 'csv');
CREATE TABLE best (name STRING, score INT) WITH ('connector' = 'print');
INSERT INTO best SELECT name, score FROM scores WHERE score > 5;
SELECT COUNT(*) AS n FROM scores;
SELECT nope FROM scores;`
	status, a, body := runScript(t, srv.URL, map[string]any{
		"script": script,
		"files":  []map[string]string{{"path": "/in/scores.csv", "content": "ann,7\nbob,3\ncid,9\n"}},
	})
	if status != 200 {
		t.Fatalf("%d %s", status, body)
	}
	if len(a.Sinks) != 1 || a.Sinks[0].Total != 2 || *a.Sinks[0].Rows.Rows[1][0] != "cid" {
		t.Errorf("sinks: %s", body)
	}
	if len(a.Statements) != 6 || a.Statements[4].Result == nil || *a.Statements[4].Result.Rows[0][0] != "3" {
		t.Fatalf("statements: %s", body)
	}
	// The error points at the unknown column, as Flink's "From line 1, column 8" does.
	if e := a.Statements[5].Error; e == nil || e.Line != 6 || e.Column != 8 || !strings.Contains(e.Message, "Column 'nope' not found") {
		t.Errorf("the failing statement: %+v", a.Statements[5])
	}
	if a.Limits != (limitsAsked{TimeoutMs: 5000, MaxRows: 1000, MaxOutputBytes: 1 << 20, MaxMemoryBytes: 256 << 20}) || a.Stopped != "" || a.Truncated != nil {
		t.Errorf("limits: %+v stopped %q truncated %v", a.Limits, a.Stopped, a.Truncated)
	}
}

func TestRunSandboxesTheScript(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	// The host's files are out of reach: a run has its own empty file system.
	_, a, body := runScript(t, srv.URL, map[string]any{"script": `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE secrets (line STRING) WITH ('connector' = 'filesystem', 'path' = '/etc/passwd', 'format' = 'raw');
SELECT * FROM secrets;`})
	if a == nil || strings.Contains(body, "root:") {
		t.Fatalf("a run read the host's /etc/passwd: %s", body)
	}
	if a.Error == nil && (a.Statements[2].Result == nil || a.Statements[2].Result.Total != 0) {
		t.Errorf("expected nothing or an error: %s", body)
	}
	// SET may change only the runtime switches, and never the server's memory cap.
	for _, c := range []struct{ key, want string }{
		{"table.exec.state.ttl", "SET may change only the runtime switches"},
		{KeyMemoryMaxBytes, "the server's memory limit"},
	} {
		_, a, body = runScript(t, srv.URL, map[string]any{"script": "SET 'parallelism.default' = '2';\nSET '" + c.key + "' = '1';\nSELECT 1;"})
		if a == nil || a.Error == nil || a.Error.Line != 2 || !strings.Contains(a.Error.Message, c.want) || len(a.Statements) != 2 {
			t.Errorf("SET %s: %s", c.key, body)
		}
	}
}

func TestRunRefusesAnUnboundedSourceWithoutATimeLimit(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	script := `CREATE TABLE ticks (n BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '20', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '1000000');
CREATE TABLE out1 (n BIGINT) WITH ('connector' = 'print');
INSERT INTO out1 SELECT n FROM ticks;`
	random := `CREATE TABLE ticks (n BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '20');
CREATE TABLE out1 (n BIGINT) WITH ('connector' = 'print');
INSERT INTO out1 SELECT n FROM ticks;`
	status, _, body := runScript(t, srv.URL, map[string]any{"script": random})
	if status != http.StatusUnprocessableEntity || !strings.Contains(errorMessage(t, body), "default_catalog.default_database.ticks") {
		t.Fatalf("without a time limit: %d %s", status, body)
	}
	// A sequence ends the table's job, however long it takes: that is no never-ending source,
	// and the server's own time limit stops it.
	short := DefaultRunLimits()
	short.Timeout = 1500 * time.Millisecond
	shortSrv := runServer(short)
	defer shortSrv.Close()
	if status, a, body := runScript(t, shortSrv.URL, map[string]any{"script": script}); status != http.StatusOK || a.Stopped != "time" {
		t.Fatalf("a sequence without a time limit: %d %s", status, body)
	}
	start := time.Now()
	status, a, body := runScript(t, srv.URL, map[string]any{"script": script, "limits": map[string]any{"timeoutMs": 1200}})
	took := time.Since(start)
	if status != 200 || a.Stopped != "time" || a.Limits.TimeoutMs != 1200 {
		t.Fatalf("with a time limit: %d %s", status, body)
	}
	if took > 5*time.Second {
		t.Errorf("the run took %v, its limit was 1.2 s", took)
	}
	if len(a.Sinks) != 1 || a.Sinks[0].Total < 1 || *a.Sinks[0].Rows.Rows[0][0] != "1" {
		t.Errorf("rows before the limit: %s", body)
	}
	if a.Error == nil || a.Error.Line != 3 || !strings.HasPrefix(a.Error.Message, "flinkpad.LimitExceeded: The run reached its time limit of 1200 ms") {
		t.Errorf("error: %+v", a.Error)
	}
	// A request may not ask for more time than the server allows.
	_, a, _ = runScript(t, srv.URL, map[string]any{"script": "SELECT 1;", "limits": map[string]any{"timeoutMs": 1e9, "maxRows": 1e9}})
	if a.Limits.TimeoutMs != 30000 || a.Limits.MaxRows != 1000 {
		t.Errorf("limits asked beyond the server's: %+v", a.Limits)
	}
}

func TestRunStopsAtItsLimits(t *testing.T) {
	limits := DefaultRunLimits()
	limits.MaxMemoryBytes = 32 << 20
	srv := runServer(limits)
	defer srv.Close()
	// Rows: the answer carries maxRows rows of each table, and counts them all.
	_, a, body := runScript(t, srv.URL, map[string]any{"script": `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE nums (n INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5000', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '5000');
SELECT n FROM nums;`, "limits": map[string]any{"maxRows": 10}})
	if res := a.Statements[2].Result; res == nil || res.Total != 5000 || len(res.Rows) != 10 {
		t.Errorf("maxRows: %s", body)
	}
	// Output bytes: rows are dropped until the answer fits.
	status, h, raw := call(t, http.MethodPost, srv.URL+"/api/run", jsonBody(map[string]any{"script": `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE wide (s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '500', 'fields.s.length' = '1000');
SELECT s FROM wide;`, "limits": map[string]any{"maxOutputBytes": 20000}}))
	if status != 200 || len(raw) > 20000 || h.Get("Content-Type") != "application/json; charset=utf-8" {
		t.Fatalf("maxOutputBytes: %d, %d bytes", status, len(raw))
	}
	var small answer
	if err := json.Unmarshal([]byte(raw), &small); err != nil || small.Truncated == nil {
		t.Fatalf("truncated answer: %v %.300s", err, raw)
	}
	if res := small.Statements[2].Result; res.Total != 500 || len(res.Rows) == 0 || len(res.Rows) >= 20 {
		t.Errorf("kept %d of %d rows", len(res.Rows), res.Total)
	}
	// Memory: a query that collects a million wide rows outgrows 32 MiB and is stopped.
	start := time.Now()
	_, a, body = runScript(t, srv.URL, map[string]any{"script": `SET 'execution.runtime-mode' = 'batch';
CREATE TABLE big (s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1000000', 'rows-per-second' = '1000000000', 'fields.s.length' = '200');
SELECT s FROM big;`, "limits": map[string]any{"timeoutMs": 30000}})
	if a == nil || a.Stopped != "memory" || a.Error == nil || !strings.Contains(a.Error.Message, "memory limit of 33554432 bytes") {
		t.Errorf("memory: %.500s", body)
	}
	t.Logf("the memory limit stopped the run after %v", time.Since(start))
}

func TestRunRefusesBadRequests(t *testing.T) {
	limits := DefaultRunLimits()
	limits.MaxBodyBytes = 1000
	srv := runServer(limits)
	defer srv.Close()
	for _, c := range []struct {
		body   string
		status int
	}{
		{`{"script": "` + strings.Repeat("x", 1000) + `"}`, http.StatusRequestEntityTooLarge},
		{`{"script": 1}`, http.StatusBadRequest},
		{`{"script": ""}`, http.StatusBadRequest},
		{`{"script": "SELECT 1;", "limits": {"timeoutMs": -1}}`, http.StatusBadRequest},
		{`{"script": "SELECT 1;", "limit": {}}`, http.StatusBadRequest},
		{`not json`, http.StatusBadRequest},
	} {
		status, _, body := call(t, http.MethodPost, srv.URL+"/api/run", c.body)
		if status != c.status {
			t.Errorf("%.40s: %d, want %d (%s)", c.body, status, c.status, body)
			continue
		}
		errorMessage(t, body)
	}
}

func TestRunIsBusyBeyondItsConcurrency(t *testing.T) {
	limits := DefaultRunLimits()
	limits.Concurrency = 1
	srv := runServer(limits)
	defer srv.Close()
	slow := map[string]any{"script": `CREATE TABLE ticks (n INT) WITH ('connector' = 'datagen', 'rows-per-second' = '1');
CREATE TABLE out1 (n INT) WITH ('connector' = 'blackhole');
INSERT INTO out1 SELECT n FROM ticks;`, "limits": map[string]any{"timeoutMs": 4000}}
	var wg sync.WaitGroup
	wg.Go(func() { runScript(t, srv.URL, slow) })
	time.Sleep(300 * time.Millisecond)
	status, h, body := call(t, http.MethodPost, srv.URL+"/api/run", jsonBody(map[string]any{"script": "SELECT 1;"}))
	if status != http.StatusServiceUnavailable || h.Get("Retry-After") == "" {
		t.Errorf("a run beyond the concurrency: %d %s", status, body)
	}
	wg.Wait()
}
