//go:build js && wasm

// Command playground is Flinkpad's one wasm module. The page compiles it once and runs it twice:
// on the page's thread it is the UI (package wasm/ui), and in a Web Worker it is the engine,
// which answers the page's messages with reports of script runs. One module serves both because
// two Go binaries would each carry the Go runtime and most of the engine, and the page's download
// budget is 3 MB compressed. Only the faker connector's data lives in a second module,
// faker.wasm (wasm/fakermodule), which the worker fetches the first time a run reads a faker
// table (faker.go), so that the page does not pay for it until a script uses faker; and the time
// zone database is Go's zoneinfo.zip, fetched the first time a run names a zone (tzdata.go).
// A third instance, the warmer, runs in a worker of its own after the page's first engine worker
// is ready, and runs small jobs so that V8 has compiled the hot code before the user's first run
// (warmup.go).
package main

import (
	"syscall/js"

	"github.com/flinkpad/flinkpad/wasm/ui"
)

func main() {
	if js.Global().Get("document").IsUndefined() {
		ui.Mark("flinkpad:worker-main")
		serveEngine()
		return
	}
	ui.Mark("flinkpad:ui-main")
	ui.Run()
}
