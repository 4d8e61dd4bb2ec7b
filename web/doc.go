// Package web is the playground as a site: the page's sources (index.html, style.css, the editor
// bundle's JavaScript under src/, built by build.mjs into build/web) and the http.Handler that
// serves the built files. serve.go runs the handler natively; the Cloudflare Worker will run the
// same one.
//
// Built assets carry a content hash in their names, so they are cached for a year and never
// revalidated; index.html, which names them, is revalidated on every load. Each file has
// precompressed .br and .gz variants beside it, chosen by Accept-Encoding. Every response carries
// a Content-Security-Policy that allows the page's own scripts, styles and wasm and nothing else.
package web
