//go:build js && wasm

package fakerbridge

import (
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector/faker"
)

// The errors of the bridge.
var (
	// ErrLoad is a faker module that could not be fetched or started.
	ErrLoad = errors.New("faker: the faker module could not be loaded")
	// ErrNotLoaded is a load the engine could not wait for, or not long enough (see
	// SetWaitLimit).
	ErrNotLoaded = errors.New("faker: the faker module is still loading")
	// ErrCall is a call into the faker module that failed in JS.
	ErrCall = errors.New("faker: the call into the faker module failed")
)

// The names in the JS global scope that the bridge uses.
const (
	apiName    = "flinkpadFaker"     // the module's API, set by faker.wasm's main
	loaderName = "flinkpadLoadFaker" // a function returning a promise of the API (worker.js)
)

// waitLimit is how long a load may be waited for; negative is for as long as it takes.
var waitLimit atomic.Int64

func init() { waitLimit.Store(-1) }

// SetWaitLimit bounds how long a load is waited for until the returned function is called: 0
// inside a synchronous call from JS, where waiting is impossible, and a moment in the schema
// pass, which must answer within the page's watchdog. A load not waited for goes on, and a
// later run uses the module. The worker serves one request at a time, so one limit serves it.
func SetWaitLimit(d time.Duration) (end func()) {
	old := waitLimit.Swap(int64(d))
	return func() { waitLimit.Store(old) }
}

// Load is the loader for faker.SetLoader: the faker module's evaluator, loading the module
// first when it is not there yet.
func Load() (faker.Evaluator, error) {
	if api := js.Global().Get(apiName); api.Type() == js.TypeObject {
		return New(api), nil
	}
	loader := js.Global().Get(loaderName)
	if loader.Type() != js.TypeFunction {
		return nil, fmt.Errorf("%w: %s is not set up where this engine runs", ErrLoad, loaderName)
	}
	var promise js.Value
	if err := catch(func() { promise = loader.Invoke() }); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrLoad, err)
	}
	limit := time.Duration(waitLimit.Load())
	if limit == 0 {
		return nil, fmt.Errorf("%w; the next run uses it", ErrNotLoaded)
	}
	api, err := await(promise, limit)
	if errors.Is(err, errTimeout) {
		return nil, fmt.Errorf("%w; the next run uses it", ErrNotLoaded)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrLoad, err)
	}
	if api.Type() != js.TypeObject {
		return nil, fmt.Errorf("%w: it did not set up %s", ErrLoad, apiName)
	}
	return New(api), nil
}

var errTimeout = errors.New("timed out")

// await waits for a JS promise, for at most limit when limit is not negative. It must not run
// inside a synchronous call from JS: there the promise's callbacks could never run.
func await(promise js.Value, limit time.Duration) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	var resolve, reject js.Func
	// The callbacks release themselves: after a timeout the promise still settles, and a
	// released function must not be called.
	settle := func(r result) {
		done <- r
		resolve.Release()
		reject.Release()
	}
	resolve = js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		settle(result{v: v})
		return nil
	})
	reject = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "rejected"
		if len(args) > 0 {
			msg = jsText(args[0])
		}
		settle(result{err: errors.New(msg)})
		return nil
	})
	if err := catch(func() { promise.Call("then", resolve, reject) }); err != nil {
		resolve.Release()
		reject.Release()
		return js.Undefined(), err
	}
	if limit < 0 {
		r := <-done
		return r.v, r.err
	}
	timer := time.NewTimer(limit)
	defer timer.Stop()
	select {
	case r := <-done:
		return r.v, r.err
	case <-timer.C:
		return js.Undefined(), errTimeout
	}
}

// jsText is a thrown JS value as text: an Error's message, or the value converted to a string.
func jsText(v js.Value) string {
	if v.Type() == js.TypeObject {
		if m := v.Get("message"); m.Type() == js.TypeString {
			return m.String()
		}
	}
	return js.Global().Call("String", v).String()
}

// catch runs f, turning a JS exception it raises (syscall/js panics with a js.Error) into an
// error: faker values are made on the engine's goroutines, where a panic would end the engine.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(js.Error); ok {
				err = errors.New(jsText(e.Value))
			} else {
				err = fmt.Errorf("%v", r)
			}
		}
	}()
	f()
	return nil
}

// evaluator calls the faker module's API.
type evaluator struct{ api js.Value }

// New is the evaluator of a faker module's API object (globalThis.flinkpadFaker).
func New(api js.Value) faker.Evaluator { return evaluator{api: api} }

// callFailed is a call into the module that raised a JS exception: the module's Go instance
// has most likely ended (it turns its own panics into answers). The engine forgets the
// evaluator, so that the next run loads the module again.
func callFailed(err error) error {
	faker.SetEvaluator(nil)
	return fmt.Errorf("%w: %v", ErrCall, err)
}

func (e evaluator) Check(expression string) error {
	var out js.Value
	if err := catch(func() { out = e.api.Call("check", expression) }); err != nil {
		return callFailed(err)
	}
	if out.Type() != js.TypeString {
		return fmt.Errorf("%w: check answered %s", ErrCall, out.Type())
	}
	if s := out.String(); s != "" {
		return errors.New(s)
	}
	return nil
}

func (e evaluator) NewGenerator(seed int64) (faker.Generator, error) {
	var out js.Value
	if err := catch(func() { out = e.api.Call("new", strconv.FormatInt(seed, 10)) }); err != nil {
		return nil, callFailed(err)
	}
	switch out.Type() {
	case js.TypeNumber:
	case js.TypeString:
		return nil, errors.New(out.String())
	default:
		return nil, fmt.Errorf("%w: new answered %s", ErrCall, out.Type())
	}
	g := &generator{api: e.api, handle: out.Int()}
	// The module keeps each generator until it is freed; a run makes a few, and the worker
	// serves many runs.
	runtime.AddCleanup(g, func(h int) { _ = catch(func() { e.api.Call("free", h) }) }, g.handle)
	return g, nil
}

// generator is a generator in the faker module, by its handle.
type generator struct {
	api    js.Value
	handle int
	buf    []byte
}

func (g *generator) Fill(expression string, out []string) error {
	var v js.Value
	if err := catch(func() { v = g.api.Call("fill", g.handle, expression, len(out)) }); err != nil {
		return callFailed(err)
	}
	if v.Type() == js.TypeString {
		return errors.New(v.String())
	}
	if v.Type() != js.TypeObject || !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return fmt.Errorf("%w: fill answered %s", ErrCall, v.Type())
	}
	n := v.Length()
	if cap(g.buf) < n {
		g.buf = make([]byte, n)
	}
	buf := g.buf[:n]
	js.CopyBytesToGo(buf, v)
	for i := range out {
		size, k := binary.Uvarint(buf)
		if k <= 0 || size > uint64(len(buf)-k) {
			return fmt.Errorf("%w: fill's answer is cut short at value %d of %d", ErrCall, i+1, len(out))
		}
		// A string of its own per value, not a slice of one for the batch: a value the engine
		// keeps (a group's key, a join's state) must not keep its whole batch alive.
		out[i] = string(buf[k : k+int(size)])
		buf = buf[k+int(size):]
	}
	if len(buf) != 0 {
		return fmt.Errorf("%w: fill answered more than %d values", ErrCall, len(out))
	}
	return nil
}
