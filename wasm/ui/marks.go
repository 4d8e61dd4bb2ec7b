//go:build js && wasm

package ui

import "syscall/js"

// mark records a named moment of the UI's start (performance.mark), for the page's timeline and
// the page benchmark's boot breakdown.
func mark(name string) {
	if p := js.Global().Get("performance"); p.Type() == js.TypeObject && p.Get("mark").Type() == js.TypeFunction {
		p.Call("mark", name)
	}
}
