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
// waiting is impossible or unwanted — a synchronous call from JS (flinkpadRun in Node's tests), or
// the page's schema pass, which must answer within its watchdog — the caller says so with
// SetNoWait: the loader then uses the module if it is already there, and otherwise starts loading
// it for the next run and returns ErrNotLoaded at once.
//
// Every failure (a fetch that fails, a module that does not start, a JS exception in a call)
// becomes an error of the run, wrapping ErrLoad or ErrCall; none ends the engine.
package fakerbridge
