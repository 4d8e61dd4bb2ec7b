//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/wasm/fakerbridge"
)

// The page's module does not link Datafaker's data (the build's flinkpad_page tag keeps the
// engine's native evaluator out): faker tables get their evaluator from faker.wasm, which the
// worker fetches the first time a run reads one (see package fakerbridge for why the engine
// waits for it inside the run rather than the worker guessing from the script's text).
func init() { faker.SetLoader(fakerbridge.Load) }

// runAsync is flinkpadRunAsync(requestJSON): flinkpadRun, answering with a promise of the
// report's JSON. The run goes on a goroutine of its own, where the engine can wait for the faker
// module as the worker's runs do; flinkpadRun, a synchronous call, cannot.
func runAsync(_ js.Value, args []js.Value) any {
	if len(args) != 1 || args[0].Type() != js.TypeString {
		return js.Global().Get("Promise").Call("reject", "flinkpadRunAsync takes one string, the request's JSON")
	}
	text := args[0].String()
	var executor js.Func
	executor = js.FuncOf(func(_ js.Value, fns []js.Value) any {
		resolve := fns[0]
		go func() {
			defer executor.Release()
			resolve.Invoke(run(text, false))
		}()
		return nil
	})
	return js.Global().Get("Promise").New(executor)
}
