//go:build js && wasm

package fakerbridge

import (
	"errors"
	"os"
	"strings"
	"syscall/js"
	"testing"
	"time"
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
	end := SetWaitLimit(0)
	_, err := Load()
	end()
	if !errors.Is(err, ErrNotLoaded) {
		t.Fatalf("Load() in a no-wait stretch: %v", err)
	}
	if n := js.Global().Get("loadsStarted").Int(); n != 1 {
		t.Fatalf("%d loads started", n)
	}
}

func TestABoundedWaitEndsAtItsLimit(t *testing.T) {
	// A load that settles after the limit: the late answer must find its callbacks still there.
	setLoader(t, `return new Promise((resolve) => setTimeout(() => resolve({}), 300));`)
	end := SetWaitLimit(50 * time.Millisecond)
	defer end()
	started := time.Now()
	if _, err := Load(); !errors.Is(err, ErrNotLoaded) {
		t.Fatalf("Load() past its limit: %v", err)
	}
	if d := time.Since(started); d > 250*time.Millisecond {
		t.Fatalf("Load() took %v with a limit of 50ms", d)
	}
	setLoader(t, `return new Promise((resolve) => setTimeout(() => resolve({}), 10));`)
	if _, err := Load(); err != nil {
		t.Fatalf("Load() within its limit: %v", err)
	}
	time.Sleep(400 * time.Millisecond) // the first promise settles now
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
	end := SetWaitLimit(0)
	defer end()
	if _, err := Load(); err != nil {
		t.Fatalf("Load() of a loaded module: %v", err)
	}
}

// BenchmarkFill is the cost of a batch of 1,024 values across the bridge (two wasm instances and
// JS), with FLINKPAD_FAKER_WASM set.
func BenchmarkFill(b *testing.B) {
	if os.Getenv("FLINKPAD_FAKER_WASM") == "" {
		b.Skip("FLINKPAD_FAKER_WASM does not name a built faker.wasm")
	}
	var api js.Value
	if a := js.Global().Get(apiName); a.Type() == js.TypeObject {
		api = a
	} else {
		go_ := js.Global().Get("Go").New()
		file := os.Getenv("FLINKPAD_FAKER_WASM")
		bytes := js.Global().Call("require", "fs").Call("readFileSync", file)
		res, err := await(js.Global().Get("WebAssembly").Call("instantiate", bytes, go_.Get("importObject")), -1)
		if err != nil {
			b.Fatal(err)
		}
		go_.Call("run", res.Get("instance"))
		api = js.Global().Get(apiName)
	}
	g, err := New(api).NewGenerator(1)
	if err != nil {
		b.Fatal(err)
	}
	out := make([]string, 1024)
	// "literal" has no #{...}: its figure is the bridge's and the module's own cost per value.
	for _, expr := range []string{"literal", "#{Name.fullName}", "#{number.numberBetween '1','10'}"} {
		b.Run(expr, func(b *testing.B) {
			for b.Loop() {
				if err := g.Fill(expr, out); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(out)), "ns/value")
		})
	}
}
