//go:build js && wasm

// Command playground is Flinkpad's one wasm module. The page compiles it once and runs it twice:
// on the page's thread it is the UI (package wasm/ui), and in a Web Worker it is the engine,
// which answers the page's messages with reports of script runs. One module serves both because
// two Go binaries would each carry the Go runtime and most of the engine, and the page's download
// budget is 3 MB compressed.
package main

import (
	"syscall/js"

	"github.com/flinkpad/flinkpad/wasm/ui"
)

func main() {
	if js.Global().Get("document").IsUndefined() {
		serveEngine()
		return
	}
	ui.Run()
}
