// Package web is the playground as a site and the server around it: the page's sources
// (index.html, style.css, the editor bundle's JavaScript under src/, built by build.mjs into
// build/web) and one http.Handler, NewHandler, that serves natively (serve.go) and in the
// Cloudflare Worker (wasm/worker) alike.
//
// # The shell
//
// The page draws itself before the wasm module arrives: bundle.js (src/main.js and src/shell.js)
// renders the toolbar, the lesson picker, the editor with its starting script (a #code= or
// /s/{id} link's, or the first lesson) and the output's tabs, from the lessons and the editor's
// words that tools/shellgen writes for build.mjs to bundle. boot.js starts the module's fetch only
// once the bundle has run, so that on a slow link the module does not share the line with the
// page's own files; Run stays disabled meanwhile, with the download's progress in the status. The
// Go UI (wasm/ui) then adopts that DOM by id instead of rebuilding it. graph.js, the plan graph's
// layout (dagre), is a bundle of its own that the shell loads after drawing the page.
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
// Three files keep fixed names and are revalidated like index.html: sw.js, the service worker,
// which build.mjs gives the build's list of hashed assets to keep in a cache named after the
// build (a repeat or offline visit starts from it; /api/* and /s/{id} always go to the network),
// and manifest.webmanifest with its icon.svg, which make the page installable as an app. The
// manifest is served as application/manifest+json; the CSP's default-src 'self' and worker-src
// 'self' already allow both.
//
// One asset is not loaded with the page: faker.wasm, the faker connector's evaluator and data
// (wasm/fakermodule), which the engine's Web Worker (worker.js) fetches the first time a run
// reads a faker table and runs as a second Go instance beside the engine. build.mjs lists it in
// ondemand.json, apart from manifest.json's assets, which are what the page loads before it is
// ready. It needs nothing more of the CSP: it is the page's own wasm, fetched from 'self'.
//
// # Share links
//
// POST /api/share stores a script (and the page's state) under an id made from its content's
// SHA-256: 10 base62 digits, so the same content is always the same link, and a link never
// changes. A Store never overwrites; DirStore keeps one file per link (temporary file, then
// rename), KVStore keeps them in Cloudflare KV. Ids are checked against their pattern before any
// store sees them, so a path cannot escape the data directory. The page at /s/{id} is index.html
// with a <base> pointing at the site's root; the page's shell fetches /api/share/{id} and loads
// the script without running it.
//
// # The run API
//
// POST /api/run runs a script as the playground does (engine/report) and answers its report:
// each statement's result or error with line and column, each sink's rows, the files written,
// and the Kafka topics after the run. A request may carry topics (the report's wire.Topic shape)
// to preload the run's in-memory broker, so a client keeps topics between runs as the page does;
// a run never reaches a real broker. Scripts are untrusted: each run gets a fresh in-memory file
// system, SET may change only the
// runtime switches, and a run is bounded in time and memory, in rows per table and in the
// answer's bytes. A script that declares a source that never ends is refused unless the request
// gives a time limit. POSTs must say Content-Type: application/json (a cross-site form cannot),
// and a body whose text is not UTF-8, raw or in its escapes, is refused rather than altered.
//
// # The boundary around a run
//
// Natively (Linux), each run is a child process: the server's own executable started again
// (SandboxMain, the first call of serve.go's main, turns it into the run), in a process group of
// its own, in /, with an environment of its own (no variable of the server's but TZ and
// ZONEINFO) and no descriptor but its three pipes. A spare child is kept started, so a run does
// not wait for one. The child reads its request, then, before it parses
// the script, limits itself: address space (a loose backstop), CPU seconds, no core files, no
// files written, 16 descriptors, and a Go memory limit under its cap. It runs the request as
// in-process (the pre-check for never-ending sources too, so that is bounded as well), with the
// budget below as a first line, streams each statement to the server as it finishes (up to
// maxOutputBytes of them), writes the answer and exits. The server watches it from outside:
// it reads the child's resident size every 5 ms and kills its process group past the run's cap
// plus 64 MiB (the runtime, the engine's code and uncollected garbage), kills it 0.5 s past its
// time limit, and reads at most twice maxOutputBytes plus 1 MiB of its output. A child that is
// killed or dies (a fatal error no recover catches, a signal, the kernel's OOM killer) is
// answered honestly: stopped is "time", "memory" or "crash", the error says so, the report keeps
// the statements that had finished before, and the server carries on.
// The child's resident size is the run's own, so one run's memory never stops another.
//
// In the Worker (and on systems other than Linux) a run stays in-process. The Workers platform
// enforces 128 MB per isolate, shared by the module and every request the isolate serves, and a
// CPU time per request (30 s by default, up to 5 min with limits.cpu_ms); a Worker over either
// fails with error 1102 (exceeded resource limits). Within that, Flinkpad adds its budget: a
// context that ends at the run's deadline or once the Go heap has grown by the run's cap since
// the run began, checked whenever the engine asks for Err (the wasm has one thread and no
// preemption, so no timer could fire). That reading is the whole module's heap, which is the
// run's own only because the Worker serves one run at a time (Concurrency 1).
//
// # Honest answers when cut
//
// An answer over maxOutputBytes is shrunk step by step: every table's rows and every topic's
// messages halved until none are left (a topic cut so says truncated), then the files' contents, then the plans and graphs, then the table list, last long
// error messages cut to 500 bytes. Every statement stays with its kind, position and error;
// truncated counts what each step dropped (rows per statement and per sink, files emptied, plans
// dropped, tables dropped, messages shortened).
package web
