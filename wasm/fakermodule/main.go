//go:build js && wasm

// Command fakermodule is faker.wasm, the playground's second wasm module: the Datafaker
// expression evaluator and the data behind it, which the page's own module (flinkpad.wasm) does
// not link. The engine's Web Worker fetches it the first time a script reads a faker table, runs
// it as a second Go instance beside the engine, and calls it through the object this program
// sets as globalThis.flinkpadFaker (package wasm/fakerbridge is the engine's side):
//
//	check(expression) → "" or the error's message
//	new(seed)         → a generator's handle (a number), or the error's message (a string); seed
//	                    is a decimal string, so that every int64 arrives whole; "0" asks for a
//	                    random seed
//	fill(handle, expression, n) → a Uint8Array holding n values, each a uvarint byte length and
//	                    its UTF-8 bytes; or the error's message (a string)
//	free(handle)      → forgets a generator
//
// fill is called once per column per batch, never per value: each call crosses two wasm
// instances and JS, and one buffer of bytes crosses them without re-encoding, byte for byte.
// A panic in the evaluator becomes the call's error, so the module stays usable.
package main

import (
	"encoding/binary"
	"fmt"
	"strconv"
	"syscall/js"

	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/catalog/connector/faker/datafaker"
)

// evaluator is the module's evaluator: Datafaker's expressions on gofakeit's data.
var evaluator faker.Evaluator = datafaker.New()

// maxFill caps the values one fill call makes: a batch is far smaller, and a wrong n must not
// exhaust the module's memory.
const maxFill = 1 << 20

func main() {
	generators := map[int]faker.Generator{}
	next := 0
	api := js.Global().Get("Object").New()
	api.Set("check", js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return "check takes one string, the expression"
		}
		if err := evaluator.Check(args[0].String()); err != nil {
			return errText(err)
		}
		return ""
	}))
	api.Set("new", js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return "new takes one string, the seed in decimal"
		}
		seed, err := strconv.ParseInt(args[0].String(), 10, 64)
		if err != nil {
			return "the seed is not a decimal int64: " + args[0].String()
		}
		g, err := evaluator.NewGenerator(seed)
		if err != nil {
			return errText(err)
		}
		next++
		generators[next] = g
		return next
	}))
	api.Set("fill", js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
		defer recoverTo(&out)
		if len(args) != 3 || args[0].Type() != js.TypeNumber || args[1].Type() != js.TypeString || args[2].Type() != js.TypeNumber {
			return "fill takes a handle, an expression and a count"
		}
		g, ok := generators[args[0].Int()]
		if !ok {
			return "no generator has the handle " + strconv.Itoa(args[0].Int())
		}
		n := args[2].Int()
		if n < 0 || n > maxFill {
			return fmt.Sprintf("fill makes 0 to %d values at once, not %d", maxFill, n)
		}
		values := make([]string, n)
		if err := g.Fill(args[1].String(), values); err != nil {
			return errText(err)
		}
		size := 0
		for _, v := range values {
			size += binary.MaxVarintLen64 + len(v)
		}
		buf := make([]byte, 0, size)
		for _, v := range values {
			buf = binary.AppendUvarint(buf, uint64(len(v)))
			buf = append(buf, v...)
		}
		arr := js.Global().Get("Uint8Array").New(len(buf))
		js.CopyBytesToJS(arr, buf)
		return arr
	}))
	api.Set("free", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeNumber {
			delete(generators, args[0].Int())
		}
		return nil
	}))
	js.Global().Set("flinkpadFaker", api)
	select {}
}

// errText is an error's message, never empty: "" means success to check.
func errText(err error) string {
	if s := err.Error(); s != "" {
		return s
	}
	return "faker: error"
}

// recoverTo turns a panic in the evaluator into the call's error message: a panic left alone
// would end this Go instance, and every later faker read in the worker would fail.
func recoverTo(out *any) {
	if r := recover(); r != nil {
		*out = fmt.Sprintf("faker module internal error: %v", r)
	}
}
