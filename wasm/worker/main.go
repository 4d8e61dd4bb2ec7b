//go:build js && wasm

// Command worker is Flinkpad's Cloudflare Worker: the handler serve.go serves (package web),
// under github.com/syumai/workers. Workers static assets serve the built site (build/web) before
// the Worker sees a request, so the Worker answers the API (/api/share, /api/run), the share
// pages (/s/{id}) and /healthz; share links live in the KV namespace bound as SHARES. make worker
// builds it into build/worker; wrangler.jsonc names the bindings.
//
// The Worker links the faker evaluator directly, as the CLI does (it is built without the page's
// flinkpad_page tag): it runs /api/run's scripts on the server, where no download budget holds
// and fetching faker.wasm from its own assets would only add a round trip. Measured with
// gofakeit linked as the evaluator links it, app.wasm grows from 6.35 to 7.89 MB gzipped, under
// the 10 MB a Worker may be.
//
// The Workers runtime starts a fresh instance of the module for each request, so nothing is
// kept between requests but what KV keeps.
package main

import (
	"time"

	"github.com/syumai/workers"

	"github.com/flinkpad/flinkpad/web"
)

// Bindings named in wrangler.jsonc.
const (
	assetsBinding = "ASSETS"
	sharesBinding = "SHARES"
)

// limits fit a Worker: 128 MB per isolate, which the module itself shares, and one request per
// instance.
func limits() web.RunLimits {
	l := web.DefaultRunLimits()
	l.MaxMemoryBytes = 48 << 20
	l.MaxTimeout = 20 * time.Second
	l.Concurrency = 1
	return l
}

func main() {
	workers.Serve(web.NewHandler(web.Config{
		Files:  assets{binding: assetsBinding},
		Store:  web.KVStore{KV: namespace{binding: sharesBinding}},
		Limits: limits(),
	}))
}
