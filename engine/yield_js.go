//go:build js

package engine

import (
	"context"
	"runtime"
)

// jobContext makes a job's context yield the processor every few times an operator checks it,
// which they do at every batch. Under WebAssembly, goroutines share one thread and the runtime
// cannot preempt one, so without these yields a running job would keep its caller (and a
// Cancel) from ever running until the job ends. A yield per check was a tenth of the seed job
// in wasm (the scheduler, and the background sweeper it lets run); every yieldEvery-th check
// still yields several times a millisecond.
func jobContext(ctx context.Context) context.Context {
	return yieldingContext{Context: ctx, checks: new(uint32)}
}

const yieldEvery = 8

type yieldingContext struct {
	context.Context
	checks *uint32 // shared by the copies; one thread in wasm, so no atomics
}

func (c yieldingContext) Err() error {
	if *c.checks++; *c.checks%yieldEvery == 0 {
		runtime.Gosched()
	}
	return c.Context.Err()
}
