package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
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
