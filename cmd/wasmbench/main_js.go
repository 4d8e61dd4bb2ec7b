//go:build js

package main

import (
	"encoding/json"
	"fmt"
	"runtime"
	"syscall/js"

	"github.com/flinkpad/flinkpad/engine"
)

// main exposes globalThis.flinkpadBench to the driver (web/bench/duckbench.mjs) and then
// waits: every function returns a Promise, since the engine's jobs run on goroutines that must
// not block the JS event loop's callback.
//
//	setup(name, n)  makes a fresh environment for workload name over n rows (DDL, not timed)
//	run(name)       runs the workload's query once in that environment, to its end
//	check(name, n)  the workload's {rows, sum}, by check queries of its own
//	goloop(n)       the seed job's work written by hand in Go, giving its {rows, sum}
//	gc()            a garbage collection, between timed runs
func main() {
	envs := map[string]*engine.TableEnvironment{}
	var last = map[string]Result{}
	api := map[string]any{
		"setup": promise(func(args []js.Value) (any, error) {
			name, n := args[0].String(), int64(args[1].Int())
			w, ok := workloads[name]
			if !ok {
				return nil, fmt.Errorf("no workload %q", name)
			}
			te, err := newEnv(w.setup(n))
			if err != nil {
				return nil, err
			}
			envs[name] = te
			return nil, nil
		}),
		"run": promise(func(args []js.Value) (any, error) {
			name := args[0].String()
			te, ok := envs[name]
			if !ok {
				return nil, fmt.Errorf("workload %q is not set up", name)
			}
			r, err := workloads[name].run(te)
			if err != nil {
				return nil, err
			}
			last[name] = r
			return toJS(r)
		}),
		"check": promise(func(args []js.Value) (any, error) {
			name, n := args[0].String(), int64(args[1].Int())
			w := workloads[name]
			if w.check == nil {
				// The timed run's own result is the check.
				r, ok := last[name]
				if !ok {
					return nil, fmt.Errorf("workload %q has not run", name)
				}
				return toJS(r)
			}
			r, err := w.check(n)
			if err != nil {
				return nil, err
			}
			return toJS(r)
		}),
		"goloop": promise(func(args []js.Value) (any, error) {
			return toJS(goLoopSeed(int64(args[0].Int())))
		}),
		"gc": promise(func([]js.Value) (any, error) {
			runtime.GC()
			return nil, nil
		}),
	}
	js.Global().Set("flinkpadBench", js.ValueOf(api))
	js.Global().Call("flinkpadBenchReady")
	select {}
}

// toJS hands a Result over as a JSON string: its sums can pass 2^53.
func toJS(r Result) (any, error) {
	b, err := json.Marshal(map[string]string{"rows": fmt.Sprint(r.Rows), "sum": fmt.Sprint(r.Sum)})
	return string(b), err
}

// promise wraps f as a JS function returning a Promise that f's goroutine settles.
func promise(f func([]js.Value) (any, error)) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) any {
		args = append([]js.Value(nil), args...)
		var resolve, reject js.Value
		p := js.Global().Get("Promise").New(js.FuncOf(func(_ js.Value, pa []js.Value) any {
			resolve, reject = pa[0], pa[1]
			return nil
		}))
		go func() {
			v, err := f(args)
			if err != nil {
				reject.Invoke(js.Global().Get("Error").New(err.Error()))
				return
			}
			resolve.Invoke(v)
		}()
		return p
	})
}
