package web

import (
	"maps"
	"net/http"
	"slices"
	"strings"
)

// cacheControl is the Cache-Control Static gives a file: a year for content-hashed names, a
// revalidation on every load for the others (index.html).
func cacheControl(name string) string {
	if hashed.MatchString(name) {
		return "public, max-age=31536000, immutable"
	}
	return "no-cache"
}

// CloudflareHeaders renders the headers Static gives the files of a built site as a Workers
// static assets _headers file: the security headers for every path, and each file's
// Cache-Control (index.html's for / as well). Precompressed variants are left out: the assets
// do not serve them (.assetsignore), Cloudflare compresses by itself.
func CloudflareHeaders(names []string) string {
	var b strings.Builder
	security := http.Header{}
	SecurityHeaders(security)
	b.WriteString("/*\n")
	for _, k := range slices.Sorted(maps.Keys(security)) {
		b.WriteString("  " + k + ": " + security.Get(k) + "\n")
	}
	names = slices.Sorted(slices.Values(names))
	for _, name := range names {
		if strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") || strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") {
			continue
		}
		if name == "index.html" {
			b.WriteString("/\n  Cache-Control: no-cache\n")
		}
		b.WriteString("/" + name + "\n  Cache-Control: " + cacheControl(name) + "\n")
	}
	return b.String()
}

// AssetsIgnore is the .assetsignore of a built site served as Workers static assets: the
// precompressed variants, which only Static serves.
const AssetsIgnore = "*.br\n*.gz\n"
