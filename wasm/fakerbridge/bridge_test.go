//go:build js && wasm

package fakerbridge

import (
	"errors"
	"os"
	"strings"
	"syscall/js"
	"testing"
)

// The tests run the real faker module in a second Go instance beside this test's, as the
// engine's worker does: FLINKPAD_FAKER_WASM names the built faker.wasm (make wasmcheck sets it).
// They run in order: the failures first, while no module is loaded.

// setLoader sets globalThis.flinkpadLoadFaker to a JS function made from body, which sees the
// module's path as file.
func setLoader(t *testing.T, body string) {
	t.Helper()
	f := js.Global().Get("Function").New("file", "return () => {"+body+"}").Invoke(os.Getenv("FLINKPAD_FAKER_WASM"))
	js.Global().Set(loaderName, f)
	t.Cleanup(func() { js.Global().Delete(loaderName) })
}

func TestNoLoaderIsAnError(t *testing.T) {
	_, err := Load()
	if !errors.Is(err, ErrLoad) || !strings.Contains(err.Error(), loaderName) {
		t.Fatalf("Load() without a loader: %v", err)
	}
}

func TestAFailedFetchIsTheRunsError(t *testing.T) {
	setLoader(t, `return Promise.reject(new Error('fetch failed: 404'));`)
	_, err := Load()
	if !errors.Is(err, ErrLoad) || !strings.Contains(err.Error(), "fetch failed: 404") {
		t.Fatalf("Load() with a failing fetch: %v", err)
	}
	setLoader(t, `throw new Error('no network here');`)
	if _, err := Load(); !errors.Is(err, ErrLoad) || !strings.Contains(err.Error(), "no network here") {
		t.Fatalf("Load() with a throwing loader: %v", err)
	}
}

func TestNoWaitStartsTheLoadAndReturnsAtOnce(t *testing.T) {
	setLoader(t, `globalThis.loadsStarted = (globalThis.loadsStarted || 0) + 1; return new Promise(() => {});`)
	end := SetNoWait()
	_, err := Load()
	end()
	if !errors.Is(err, ErrNotLoaded) {
		t.Fatalf("Load() in a no-wait stretch: %v", err)
	}
	if n := js.Global().Get("loadsStarted").Int(); n != 1 {
		t.Fatalf("%d loads started", n)
	}
}

func TestTheModuleEvaluatesInBatches(t *testing.T) {
	if os.Getenv("FLINKPAD_FAKER_WASM") == "" {
		t.Skip("FLINKPAD_FAKER_WASM does not name a built faker.wasm (make wasmcheck builds one)")
	}
	setLoader(t, `const go = new Go();
		return WebAssembly.instantiate(require('fs').readFileSync(file), go.importObject)
			.then(({ instance }) => { go.run(instance); return globalThis.flinkpadFaker; });`)
	e, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Check("#{Name.fullName}"); err != nil {
		t.Fatalf("Check of a known expression: %v", err)
	}
	if err := e.Check("#{Nope.nothing}"); err == nil {
		t.Fatal("Check of an unknown expression passed")
	}
	fill := func(seed int64, expr string, n int) []string {
		t.Helper()
		g, err := e.NewGenerator(seed)
		if err != nil {
			t.Fatal(err)
		}
		out := make([]string, n)
		if err := g.Fill(expr, out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	// Text around the expression arrives byte for byte, UTF-8 included.
	a := fill(42, "é #{Name.firstName} ü", 1000)
	for i, v := range a {
		if !strings.HasPrefix(v, "é ") || !strings.HasSuffix(v, " ü") || len(v) <= len("é  ü") {
			t.Fatalf("value %d is %q", i, v)
		}
	}
	if b := fill(42, "é #{Name.firstName} ü", 1000); strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatal("two generators with seed 42 made different values")
	}
	g, _ := e.NewGenerator(1)
	if err := g.Fill("#{Nope.nothing}", make([]string, 3)); err == nil {
		t.Fatal("Fill of an unknown expression passed")
	}
	if out := fill(7, "#{Name.fullName}", 0); len(out) != 0 {
		t.Fatalf("%d values for n = 0", len(out))
	}
	// Once loaded, the module is used without waiting, even where waiting is impossible.
	end := SetNoWait()
	defer end()
	if _, err := Load(); err != nil {
		t.Fatalf("Load() of a loaded module: %v", err)
	}
}
