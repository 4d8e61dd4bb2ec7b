package web

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPostsMustBeJSON(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	for _, route := range []string{"/api/share", "/api/run"} {
		for _, ct := range []string{"", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1"} {
			req, _ := http.NewRequest(http.MethodPost, srv.URL+route, strings.NewReader(`{"script": "SELECT 1;"}`))
			if ct != "" {
				req.Header.Set("Content-Type", ct)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusUnsupportedMediaType {
				t.Errorf("POST %s as %q: %d, want 415", route, ct, res.StatusCode)
			}
		}
	}
	if status, _ := share(t, srv.URL, `{"script": "SELECT 1;"}`); status != http.StatusCreated {
		t.Errorf("a share sent as application/json: %d", status)
	}
}

func TestInvalidUTF8IsRefusedNotAltered(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	for _, c := range []struct{ route, body string }{
		{"/api/share", "{\"script\": \"SELECT '\xff';\"}"},
		{"/api/share", `{"script": "SELECT '\udc00';"}`},
		{"/api/share", `{"script": "SELECT '\ud800x';"}`},
		{"/api/run", "{\"script\": \"SELECT 1;\", \"files\": [{\"path\": \"/in/a.csv\", \"content\": \"\xc3\x28\"}]}"},
		{"/api/run", `{"script": "SELECT '\ud83dA';"}`},
	} {
		status, _, body := call(t, http.MethodPost, srv.URL+c.route, c.body)
		if status != http.StatusBadRequest || !strings.Contains(errorMessage(t, body), "not valid UTF-8") {
			t.Errorf("%s %q: %d %s", c.route, c.body, status, body)
		}
	}
	// A pair of escapes is one character, and kept.
	status, id := share(t, srv.URL, `{"script": "SELECT '\ud83d\ude00 \u00e9';"}`)
	if status != http.StatusCreated {
		t.Fatalf("a valid surrogate pair: %d", status)
	}
	_, _, body := call(t, http.MethodGet, srv.URL+"/api/share/"+id, "")
	if !strings.Contains(body, "SELECT '😀 é';") {
		t.Errorf("the share came back as %s", body)
	}
}

func TestDirStoreRemovesStaleTemporaries(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "ab"), 0o755); err != nil {
		t.Fatal(err)
	}
	stale, kept := filepath.Join(dir, "ab", ".tmp-123"), filepath.Join(dir, "ab", "abcdefghij.json")
	for _, f := range []string{stale, kept} {
		if err := os.WriteFile(f, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := NewDirStore(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the stale temporary file is still there: %v", err)
	}
	if _, err := os.Stat(kept); err != nil {
		t.Errorf("a link was removed: %v", err)
	}
}

// TestACutAnswerKeepsEveryStatement cuts an answer of many statements, each with rows, a plan
// and one an error, to a few KiB: every statement stays, and truncated counts what went.
func TestACutAnswerKeepsEveryStatement(t *testing.T) {
	rn := &runner{limits: DefaultRunLimits()}
	var script strings.Builder
	script.WriteString("SET 'execution.runtime-mode' = 'batch';\nCREATE TABLE w (s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '50', 'fields.s.length' = '200');\n")
	for range 20 {
		script.WriteString("SELECT s FROM w;\n")
	}
	script.WriteString("SELECT nope FROM w;\n")
	limits := rn.applied(limitsAsked{MaxOutputBytes: 8000})
	full := rn.run(context.Background(), runRequest{Script: script.String()}, limits, nil)
	if len(full.Statements) != 23 {
		t.Fatalf("statements: %d", len(full.Statements))
	}
	raw := encodeWithin(full, limits.MaxOutputBytes)
	var a answer
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatal(err)
	}
	if len(raw) > 8000 || a.Truncated == nil {
		t.Fatalf("%d bytes, truncated %+v", len(raw), a.Truncated)
	}
	if len(a.Statements) != 23 {
		t.Fatalf("kept %d of 23 statements", len(a.Statements))
	}
	last := a.Statements[22]
	if last.Kind == "" || last.Line != 23 || last.Error == nil || !strings.Contains(last.Error.Message, "nope") {
		t.Errorf("the failing statement: %+v", last)
	}
	for i := 2; i < 22; i++ {
		s := a.Statements[i]
		if s.Result == nil || s.Result.Total != 50 || a.Truncated.StatementRows[s.Index] != 50-len(s.Result.Rows) || len(s.Result.Rows) == 50 {
			t.Errorf("statement %d: %d of %d rows kept, %d counted as dropped", i, len(s.Result.Rows), s.Result.Total, a.Truncated.StatementRows[s.Index])
		}
	}
	if a.Truncated.PlansDropped == 0 {
		t.Errorf("plans kept in a cut answer: %+v", a.Truncated)
	}
}
