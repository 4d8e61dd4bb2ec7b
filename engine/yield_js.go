//go:build js

package engine

import (
	"context"
	"runtime"
)

// jobContext makes a job's context yield the processor whenever an operator checks it, which
// they do at every batch. Under WebAssembly, goroutines share one thread and the runtime cannot
// preempt one, so without these yields a running job would keep its caller (and a Cancel) from
// ever running until the job ends.
func jobContext(ctx context.Context) context.Context { return yieldingContext{ctx} }

type yieldingContext struct{ context.Context }

func (c yieldingContext) Err() error {
	runtime.Gosched()
	return c.Context.Err()
}
