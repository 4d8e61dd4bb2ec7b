package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

// TestCloudflareHeadersMatchStatic checks that the _headers file gives every file of a site the
// Cache-Control and security headers Static gives it.
func TestCloudflareHeadersMatchStatic(t *testing.T) {
	var names []string
	for name := range site {
		names = append(names, name)
	}
	rules := parseHeaders(CloudflareHeaders(names))
	static := Static(site)
	for _, name := range append(names, "") {
		if strings.HasSuffix(name, ".br") {
			if _, ok := rules["/"+name]; ok {
				t.Errorf("a rule for the precompressed %s", name)
			}
			continue
		}
		rec := httptest.NewRecorder()
		static.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/"+name, nil))
		if got, want := rules["/"+name]["Cache-Control"], rec.Header().Get("Cache-Control"); got != want {
			t.Errorf("/%s: _headers gives Cache-Control %q, Static %q", name, got, want)
		}
		for _, k := range []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy"} {
			if got, want := rules["/*"][k], rec.Header().Get(k); got != want || got == "" {
				t.Errorf("%s: _headers gives %q, Static %q", k, got, want)
			}
		}
	}
}

// parseHeaders reads a _headers file: a path, then its indented "Name: value" lines.
func parseHeaders(text string) map[string]map[string]string {
	rules := map[string]map[string]string{}
	var current map[string]string
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "  "):
			k, v, _ := strings.Cut(strings.TrimSpace(line), ": ")
			current[k] = v
		case line != "":
			current = map[string]string{}
			rules[line] = current
		}
	}
	return rules
}

// TestAppFilesHeaders checks the headers of the files an installable, cached page needs: the
// service worker revalidated on every load (a new build's worker must be seen) and served as
// JavaScript, the web app manifest as application/manifest+json, both unhashed.
func TestAppFilesHeaders(t *testing.T) {
	files := fstest.MapFS{
		"sw.js":                {Data: []byte("self.addEventListener('fetch', () => {});")},
		"manifest.webmanifest": {Data: []byte(`{"name":"Flinkpad"}`)},
		"icon.svg":             {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
	}
	for name, want := range map[string]string{
		"sw.js":                "text/javascript; charset=utf-8",
		"manifest.webmanifest": "application/manifest+json",
		"icon.svg":             "image/svg+xml",
	} {
		rec := httptest.NewRecorder()
		Static(files).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/"+name, nil))
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != want || rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("/%s: %d, Content-Type %q, Cache-Control %q", name, rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"))
		}
	}
}
