package web

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"
)

// site is a built site in miniature: the page and one hashed asset.
var site = fstest.MapFS{
	"index.html":              {Data: []byte("<!doctype html>\n<html><head>\n<link rel=\"stylesheet\" href=\"style.0123456789.css\"></head><body></body></html>\n")},
	"style.0123456789.css":    {Data: []byte("body{}")},
	"style.0123456789.css.br": {Data: []byte("compressed")},
}

// memKV is an in-memory stand-in for Cloudflare KV.
type memKV struct {
	mu   sync.Mutex
	data map[string]string
}

func (m *memKV) Get(_ context.Context, key string) (string, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.data[key]
	return v, ok, nil
}

func (m *memKV) Put(_ context.Context, key, value string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.data[key] = value
	return nil
}

// countingStore counts the calls that reach a store.
type countingStore struct {
	Store
	calls atomic.Int64
}

func (c *countingStore) Get(ctx context.Context, id string) ([]byte, error) {
	c.calls.Add(1)
	return c.Store.Get(ctx, id)
}

func (c *countingStore) Create(ctx context.Context, id string, v []byte) error {
	c.calls.Add(1)
	return c.Store.Create(ctx, id, v)
}

// eachStore runs a test against the native store and against KV.
func eachStore(t *testing.T, test func(t *testing.T, store Store)) {
	t.Run("dir", func(t *testing.T) {
		s, err := NewDirStore(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		test(t, s)
	})
	t.Run("kv", func(t *testing.T) { test(t, KVStore{KV: &memKV{data: map[string]string{}}}) })
}

func newTestServer(store Store) *httptest.Server {
	return httptest.NewServer(NewHandler(Config{Files: site, Store: store}))
}

// call sends a request and returns the status, the headers and the body.
func call(t *testing.T, method, url, body string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, res.Header, string(b)
}

func share(t *testing.T, base, body string) (int, string) {
	t.Helper()
	status, _, got := call(t, http.MethodPost, base+"/api/share", body)
	var v struct{ ID string }
	if status < 300 {
		if err := json.Unmarshal([]byte(got), &v); err != nil {
			t.Fatalf("share answer %q: %v", got, err)
		}
	}
	return status, v.ID
}

func jsonBody(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func errorMessage(t *testing.T, body string) string {
	t.Helper()
	var e apiError
	if err := json.Unmarshal([]byte(body), &e); err != nil || e.Error.Message == "" {
		t.Fatalf("not an error answer: %q", body)
	}
	return e.Error.Message
}

func TestHealthz(t *testing.T) {
	srv := newTestServer(KVStore{KV: &memKV{data: map[string]string{}}})
	defer srv.Close()
	status, h, body := call(t, http.MethodGet, srv.URL+"/healthz", "")
	if status != 200 || strings.TrimSpace(body) != `{"status":"ok"}` || h.Get("Content-Type") != "application/json; charset=utf-8" {
		t.Errorf("healthz: %d %q %v", status, body, h)
	}
}

func TestShareRoundTrip(t *testing.T) {
	eachStore(t, func(t *testing.T, store Store) {
		srv := newTestServer(store)
		defer srv.Close()
		script := "SET 'execution.runtime-mode' = 'batch';\nSELECT '<b>é</b>' AS x;\n"
		status, id := share(t, srv.URL, jsonBody(map[string]any{"script": script, "state": map[string]any{"reuse": false, "a": 1}}))
		if status != http.StatusCreated || !ValidID(id) || len(id) != 10 {
			t.Fatalf("first share: %d %q", status, id)
		}
		// The same content, its state's keys in another order, is the same link.
		status, again := share(t, srv.URL, `{"state": {"a": 1, "reuse": false}, "script": `+jsonBody(script)+`}`)
		if status != http.StatusOK || again != id {
			t.Errorf("same content: %d %q, want 200 %q", status, again, id)
		}
		if _, other := share(t, srv.URL, jsonBody(map[string]any{"script": script})); other == id {
			t.Errorf("a different state gave the same id")
		}
		status, h, body := call(t, http.MethodGet, srv.URL+"/api/share/"+id, "")
		var got Shared
		if err := json.Unmarshal([]byte(body), &got); err != nil || status != 200 {
			t.Fatalf("fetch: %d %q", status, body)
		}
		if got.Script != script || string(got.State) != `{"a":1,"reuse":false}` {
			t.Errorf("fetched %+v (state %s)", got, got.State)
		}
		if !strings.Contains(h.Get("Cache-Control"), "immutable") || h.Get("Content-Security-Policy") == "" {
			t.Errorf("fetch headers: %v", h)
		}
		// The page at /s/{id} is the playground with a <base>, so its assets resolve at the root.
		status, h, body = call(t, http.MethodGet, srv.URL+"/s/"+id, "")
		if status != 200 || !strings.Contains(body, `<head>`+"\n"+`<base href="../">`) ||
			!strings.HasPrefix(h.Get("Content-Type"), "text/html") || h.Get("Cache-Control") != "no-cache" ||
			!strings.Contains(h.Get("Content-Security-Policy"), "base-uri 'self'") {
			t.Errorf("page: %d %v %q", status, h, body)
		}
		status, _, body = call(t, http.MethodGet, srv.URL+"/s/AAAAAAAAAA", "")
		if status != http.StatusNotFound || !strings.Contains(body, `<base href="../">`) {
			t.Errorf("page of an unknown link: %d %q", status, body)
		}
	})
}

func TestShareRefusesBadRequests(t *testing.T) {
	eachStore(t, func(t *testing.T, store Store) {
		counted := &countingStore{Store: store}
		srv := newTestServer(counted)
		defer srv.Close()
		for _, c := range []struct {
			name, body string
			status     int
		}{
			{"oversized", jsonBody(map[string]string{"script": strings.Repeat("x", MaxShareBytes)}), http.StatusRequestEntityTooLarge},
			{"bad JSON", `{"script": "SELECT 1"`, http.StatusBadRequest},
			{"not an object", `"SELECT 1"`, http.StatusBadRequest},
			{"unknown field", `{"script": "SELECT 1", "owner": "me"}`, http.StatusBadRequest},
			{"two values", `{"script": "SELECT 1"} {"script": "SELECT 2"}`, http.StatusBadRequest},
			{"trailing brace", `{"script": "SELECT 1"}}`, http.StatusBadRequest},
			{"empty script", `{"script": "  \n"}`, http.StatusBadRequest},
			{"state not an object", `{"script": "SELECT 1", "state": [1]}`, http.StatusBadRequest},
			{"empty body", ``, http.StatusBadRequest},
		} {
			status, _, body := call(t, http.MethodPost, srv.URL+"/api/share", c.body)
			if status != c.status {
				t.Errorf("%s: status %d, want %d (%s)", c.name, status, c.status, body)
				continue
			}
			errorMessage(t, body)
		}
		if n := counted.calls.Load(); n != 0 {
			t.Errorf("refused shares reached the store %d times", n)
		}
		// Malformed ids, path traversal among them, never reach the store.
		for _, id := range []string{"short", "abcdefghij.json", "..%2f..%2f..%2fetc%2fpasswd", "../../etc/passwd",
			"abcdefghij/", "abcdefghijklmnopq", "abcde%00ghij", "abcdefghi%2e", "%2e%2e", ""} {
			status, _, body := call(t, http.MethodGet, srv.URL+"/api/share/"+id, "")
			if status != http.StatusBadRequest && status != http.StatusNotFound {
				t.Errorf("id %q: status %d", id, status)
			}
			if status == http.StatusBadRequest {
				errorMessage(t, body)
			}
			status, _, _ = call(t, http.MethodGet, srv.URL+"/s/"+id, "")
			if status != http.StatusNotFound && status != http.StatusMovedPermanently {
				t.Errorf("page %q: status %d", id, status)
			}
		}
		if n := counted.calls.Load(); n != 0 {
			t.Errorf("malformed ids reached the store %d times", n)
		}
		status, _, body := call(t, http.MethodGet, srv.URL+"/api/share/ABCDEFGHIJ", "")
		if status != http.StatusNotFound || errorMessage(t, body) == "" {
			t.Errorf("unknown id: %d %q", status, body)
		}
	})
}

func TestWrongMethodsAndUnknownRoutes(t *testing.T) {
	srv := newTestServer(KVStore{KV: &memKV{data: map[string]string{}}})
	defer srv.Close()
	for _, c := range []struct{ method, path, allow string }{
		{http.MethodGet, "/api/share", "POST"},
		{http.MethodPut, "/api/share", "POST"},
		{http.MethodPost, "/api/share/ABCDEFGHIJ", "GET, HEAD"},
		{http.MethodDelete, "/api/share/ABCDEFGHIJ", "GET, HEAD"},
		{http.MethodGet, "/api/run", "POST"},
		{http.MethodPost, "/healthz", "GET, HEAD"},
		{http.MethodPost, "/s/ABCDEFGHIJ", "GET, HEAD"},
	} {
		status, h, body := call(t, c.method, srv.URL+c.path, "{}")
		if status != http.StatusMethodNotAllowed || h.Get("Allow") != c.allow {
			t.Errorf("%s %s: %d, Allow %q", c.method, c.path, status, h.Get("Allow"))
			continue
		}
		errorMessage(t, body)
	}
	status, _, body := call(t, http.MethodGet, srv.URL+"/api/nothing", "")
	if status != http.StatusNotFound || errorMessage(t, body) == "" {
		t.Errorf("unknown API: %d %q", status, body)
	}
	if status, _, _ := call(t, http.MethodPost, srv.URL+"/", ""); status != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %d", status)
	}
}

func TestStaticFilesThroughTheHandler(t *testing.T) {
	srv := newTestServer(KVStore{KV: &memKV{data: map[string]string{}}})
	defer srv.Close()
	status, h, body := call(t, http.MethodGet, srv.URL+"/", "")
	if status != 200 || !strings.Contains(body, "style.0123456789.css") || h.Get("Cache-Control") != "no-cache" {
		t.Errorf("/: %d %v", status, h)
	}
	req, _ := http.NewRequest(http.MethodGet, srv.URL+"/style.0123456789.css", nil)
	req.Header.Set("Accept-Encoding", "gzip, br")
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("Content-Encoding") != "br" || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
		t.Errorf("asset headers: %v", res.Header)
	}
	if status, _, _ := call(t, http.MethodGet, srv.URL+"/../../etc/passwd", ""); status != http.StatusNotFound {
		t.Errorf("traversal in a static path: %d", status)
	}
}

func TestConcurrentSharesLoseNothing(t *testing.T) {
	eachStore(t, func(t *testing.T, store Store) {
		srv := newTestServer(store)
		defer srv.Close()
		const n = 200
		scripts := make([]string, n)
		for i := range scripts {
			if i%2 == 0 {
				scripts[i] = "SELECT 'the same script';"
			} else {
				scripts[i] = "SELECT " + strings.Repeat("1 + ", i) + "1;"
			}
		}
		ids := make([]string, n)
		statuses := make([]int, n)
		var wg sync.WaitGroup
		for i := range scripts {
			wg.Go(func() {
				req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/share", strings.NewReader(jsonBody(map[string]string{"script": scripts[i]})))
				req.Header.Set("Content-Type", "application/json")
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					return
				}
				defer res.Body.Close()
				var v struct{ ID string }
				_ = json.NewDecoder(res.Body).Decode(&v)
				ids[i], statuses[i] = v.ID, res.StatusCode
			})
		}
		wg.Wait()
		created := 0
		for i, id := range ids {
			if statuses[i] != http.StatusCreated && statuses[i] != http.StatusOK {
				t.Fatalf("share %d: status %d", i, statuses[i])
			}
			if statuses[i] == http.StatusCreated {
				created++
			}
			if i%2 == 0 && id != ids[0] {
				t.Errorf("share %d of the same script: id %q, want %q", i, id, ids[0])
			}
			status, _, body := call(t, http.MethodGet, srv.URL+"/api/share/"+id, "")
			var got Shared
			if err := json.Unmarshal([]byte(body), &got); err != nil || status != 200 || got.Script != scripts[i] {
				t.Errorf("share %d (%s): %d %q", i, id, status, body)
			}
		}
		if created != n/2+1 {
			t.Errorf("%d links created, want %d", created, n/2+1)
		}
	})
}

func TestDirStoreSurvivesARestart(t *testing.T) {
	dir := t.TempDir()
	first, _ := NewDirStore(dir)
	srv := newTestServer(first)
	_, id := share(t, srv.URL, `{"script": "SELECT 42;"}`)
	srv.Close()
	second, _ := NewDirStore(dir)
	srv = newTestServer(second)
	defer srv.Close()
	status, _, body := call(t, http.MethodGet, srv.URL+"/api/share/"+id, "")
	if status != 200 || !strings.Contains(body, "SELECT 42;") {
		t.Errorf("after a restart: %d %q", status, body)
	}
}

func TestStoresNeverOverwrite(t *testing.T) {
	eachStore(t, func(t *testing.T, store Store) {
		ctx := context.Background()
		if err := store.Create(ctx, "ABCDEFGHIJ", []byte("one")); err != nil {
			t.Fatal(err)
		}
		if err := store.Create(ctx, "ABCDEFGHIJ", []byte("two")); err != ErrExists {
			t.Errorf("second create: %v, want ErrExists", err)
		}
		if got, _ := store.Get(ctx, "ABCDEFGHIJ"); string(got) != "one" {
			t.Errorf("after a second create: %q", got)
		}
		if _, err := store.Get(ctx, "../../etc/x"); err != ErrBadID {
			t.Errorf("bad id: %v", err)
		}
		if err := store.Create(ctx, "../../etc/x", nil); err != ErrBadID {
			t.Errorf("bad id: %v", err)
		}
	})
}

func TestACollisionTakesALongerID(t *testing.T) {
	store := KVStore{KV: &memKV{data: map[string]string{}}}
	content, _ := Shared{Script: "SELECT 1;"}.canonical()
	// Another content sits where this one's 10-digit id points.
	if err := store.Create(context.Background(), shareID(content, idLength), []byte(`{"script":"other"}`)); err != nil {
		t.Fatal(err)
	}
	srv := newTestServer(store)
	defer srv.Close()
	status, id := share(t, srv.URL, `{"script": "SELECT 1;"}`)
	if status != http.StatusCreated || id != shareID(content, idLength+2) {
		t.Fatalf("after a collision: %d %q", status, id)
	}
	_, _, body := call(t, http.MethodGet, srv.URL+"/api/share/"+shareID(content, idLength), "")
	if !strings.Contains(body, "other") {
		t.Errorf("the colliding link changed: %q", body)
	}
}
