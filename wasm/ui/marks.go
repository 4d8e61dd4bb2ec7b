//go:build js && wasm

package ui

import "syscall/js"

// Mark records a named moment of the module's start (performance.mark), for the page's timeline
// and the page benchmark's boot breakdown, on the page's thread and in the engine's worker alike.
// In the worker it goes through worker.js's flinkpadMark, which also posts it to the page, since
// a worker's marks are not the page's. It costs nothing where neither exists (Node's tests).
func Mark(name string) {
	global := js.Global()
	if f := global.Get("flinkpadMark"); f.Type() == js.TypeFunction {
		f.Invoke(name)
		return
	}
	if p := global.Get("performance"); p.Type() == js.TypeObject && p.Get("mark").Type() == js.TypeFunction {
		p.Call("mark", name)
	}
}
