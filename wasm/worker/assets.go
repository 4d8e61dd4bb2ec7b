//go:build js && wasm

package main

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"strings"
	"time"

	"github.com/syumai/workers/cloudflare"
	"github.com/syumai/workers/cloudflare/fetch"
)

// assets reads the site's files from the Workers static assets binding, for the share page (which
// is index.html with a <base>) and for any file request that reaches the Worker.
type assets struct{ binding string }

// Open fetches a file. Precompressed variants are hidden: Cloudflare compresses responses itself,
// and a Worker's response body is compressed again by the runtime, never passed through.
func (a assets) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	path := "/" + name
	if name == "index.html" {
		path = "/" // the assets' HTML handling redirects /index.html to /
	}
	client := fetch.NewClient(fetch.WithBinding(cloudflare.GetBinding(a.binding))).HTTPClient(fetch.RedirectModeManual)
	res, err := client.Get("http://assets" + path)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	return &file{Reader: bytes.NewReader(data), name: name, size: int64(len(data))}, nil
}

// file is a fetched asset, held in memory.
type file struct {
	*bytes.Reader
	name string
	size int64
}

func (f *file) Stat() (fs.FileInfo, error) { return f, nil }
func (f *file) Close() error               { return nil }
func (f *file) Name() string               { return f.name[strings.LastIndex(f.name, "/")+1:] }
func (f *file) Size() int64                { return f.size }
func (f *file) Mode() fs.FileMode          { return 0o444 }
func (f *file) ModTime() time.Time         { return time.Time{} }
func (f *file) IsDir() bool                { return false }
func (f *file) Sys() any                   { return nil }
