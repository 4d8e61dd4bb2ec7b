// Package web is the playground as a site and the server around it: the page's sources
// (index.html, style.css, the editor bundle's JavaScript under src/, built by build.mjs into
// build/web) and one http.Handler, NewHandler, that serves natively (serve.go) and in the
// Cloudflare Worker (wasm/worker) alike.
//
// # Static files
//
// Built assets carry a content hash in their names, so they are cached for a year and never
// revalidated; index.html, which names them, is revalidated on every load. Each file has
// precompressed .br and .gz variants beside it, chosen by Accept-Encoding. Every response carries
// a Content-Security-Policy that allows the page's own scripts, styles and wasm and nothing else.
// In the Worker, Workers static assets serve the files before the handler sees a request;
// CloudflareHeaders writes the same headers as an assets _headers file.
//
// # Share links
//
// POST /api/share stores a script (and the page's state) under an id made from its content's
// SHA-256: 10 base62 digits, so the same content is always the same link, and a link never
// changes. A Store never overwrites; DirStore keeps one file per link (temporary file, then
// rename), KVStore keeps them in Cloudflare KV. Ids are checked against their pattern before any
// store sees them, so a path cannot escape the data directory. The page at /s/{id} is index.html
// with a <base> pointing at the site's root; the page fetches /api/share/{id} and loads the
// script without running it.
//
// # The run API
//
// POST /api/run runs a script as the playground does (engine/report) and answers its report:
// each statement's result or error with line and column, each sink's rows, the files written.
// Scripts are untrusted: each run gets a fresh in-memory file system, SET may change only the
// runtime switches, and a run is bounded in time and memory (budget, a context that checks both
// whenever the engine asks it), in rows per table and in the answer's bytes. A script that
// declares a source that never ends is refused unless the request gives a time limit.
package web
