package web

import (
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// ContentSecurityPolicy allows the page's own scripts, styles, workers and wasm, and nothing else.
// 'wasm-unsafe-eval' lets the page compile its wasm module; CodeMirror sets inline styles.
const ContentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; " +
	"style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'none'; frame-ancestors 'none'"

// hashed matches the content-hashed names build.mjs gives assets: name.0123456789.ext.
var hashed = regexp.MustCompile(`\.[0-9a-f]{10}\.[a-z]+$`)

// SecurityHeaders sets the headers every response carries.
func SecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", ContentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
}

// Static serves the built site from files.
func Static(files fs.FS) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		SecurityHeaders(w.Header())
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
		if name == "" || strings.HasPrefix(name, "s/") {
			name = "index.html" // the page, also for short links /s/{id}
		}
		if strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") || !fs.ValidPath(name) {
			http.NotFound(w, r)
			return
		}
		serveFile(w, r, files, name)
	})
}

func serveFile(w http.ResponseWriter, r *http.Request, files fs.FS, name string) {
	h := w.Header()
	ctype := mime.TypeByExtension(path.Ext(name))
	switch path.Ext(name) {
	case ".wasm":
		ctype = "application/wasm"
	case ".js", ".mjs":
		ctype = "text/javascript; charset=utf-8"
	case ".webmanifest":
		ctype = "application/manifest+json"
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)
	if hashed.MatchString(name) {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	h.Add("Vary", "Accept-Encoding")
	accept := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !acceptsEncoding(accept, enc.token) {
			continue
		}
		if f, err := files.Open(name + enc.ext); err == nil {
			defer f.Close()
			h.Set("Content-Encoding", enc.token)
			send(w, r, f)
			return
		}
	}
	f, err := files.Open(name)
	if err != nil {
		h.Del("Content-Type")
		h.Del("Cache-Control")
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	send(w, r, f)
}

func send(w http.ResponseWriter, r *http.Request, f fs.File) {
	if st, err := f.Stat(); err == nil {
		w.Header().Set("Content-Length", strconv.FormatInt(st.Size(), 10))
	}
	w.WriteHeader(http.StatusOK)
	if r.Method == http.MethodHead {
		return
	}
	_, _ = io.Copy(w, f)
}

// acceptsEncoding reports whether an Accept-Encoding header accepts a coding with q > 0.
func acceptsEncoding(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(token), coding) {
			continue
		}
		params = strings.ReplaceAll(params, " ", "")
		if q, ok := strings.CutPrefix(params, "q="); ok {
			v, err := strconv.ParseFloat(q, 64)
			return err == nil && v > 0
		}
		return true
	}
	return false
}
