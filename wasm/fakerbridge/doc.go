// Package fakerbridge is the page's faker.Evaluator: it calls the faker module (faker.wasm, a
// second Go instance in the engine's Web Worker, see wasm/fakermodule) through the JS object
// that module sets, globalThis.flinkpadFaker. The page's own module does not link Datafaker's
// data; the worker fetches faker.wasm the first time a script reads a faker table.
//
// Why the engine waits for the module inside the run, instead of the worker loading it before
// any run whose text mentions 'faker': only the engine knows a table is a faker table (a view, a
// LIKE clause, a table made in an earlier statement, or a word in a comment all defeat a test of
// the text), and a Go goroutine can wait for a JS promise as long as it is not inside a
// synchronous call from JS. The worker runs each request on a goroutine of its own, so there the
// loader fetches and instantiates faker.wasm (worker.js's flinkpadLoadFaker) and waits. Where
// waiting is impossible — a synchronous call from JS (flinkpadRun in Node's tests) — or must be
// short — the page's schema pass, which answers within its watchdog — the caller bounds it with
// SetWaitLimit: the loader uses the module if it is already there, and otherwise starts loading
// it and waits that long at most (not at all for 0), returning ErrNotLoaded when the module is
// not there yet; the load goes on, and the next run uses the module.
//
// Every failure (a fetch that fails, a module that does not start, a JS exception in a call)
// becomes an error of the run, wrapping ErrLoad or ErrCall; none ends the engine.
package fakerbridge
