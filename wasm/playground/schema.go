//go:build js && wasm

package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/metrics"
	"time"
)

// The schema pass (the DDL the page runs for autocomplete) is bounded like a run: a deadline and
// the engine's memory cap. The page also ends the worker if a pass does not answer in time.
const (
	schemaTimeout  = 3 * time.Second
	schemaMaxBytes = 256 << 20
	// schemaFakerWait is how long the pass waits for the faker module when a faker table
	// first needs it, within schemaTimeout.
	schemaFakerWait = time.Second
)

// errSchemaLimit is the cause of a schema pass cut by its limits; the page keeps quiet about it.
var errSchemaLimit = errors.New("the schema pass reached its limits")

// schemaContext ends at its deadline or once the heap has grown by more than maxBytes since it
// began. Err checks both itself: under wasm one thread runs everything, so no timer or watcher
// can fire while the engine is busy, but the engine asks its context for Err as it works.
type schemaContext struct {
	context.Context
	cancel   context.CancelCauseFunc
	deadline time.Time
	base     uint64
	maxBytes uint64
	sample   []metrics.Sample
}

func newSchemaContext(timeout time.Duration, maxBytes uint64) *schemaContext {
	c := &schemaContext{deadline: time.Now().Add(timeout), maxBytes: maxBytes,
		sample: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
	c.Context, c.cancel = context.WithCancelCause(context.Background())
	c.base = c.heap()
	return c
}

func (c *schemaContext) heap() uint64 {
	metrics.Read(c.sample)
	if c.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return c.sample[0].Value.Uint64()
}

func (c *schemaContext) Deadline() (time.Time, bool) { return c.deadline, true }

// Err is nil while the pass is within its limits, else the limit that stopped it. It yields
// first, so that the worker's other goroutines (the page's messages) get their turn.
func (c *schemaContext) Err() error {
	runtime.Gosched()
	if c.Context.Err() == nil {
		switch {
		case !time.Now().Before(c.deadline):
			c.cancel(fmt.Errorf("%w: %d ms", errSchemaLimit, schemaTimeout.Milliseconds()))
		case c.heap() > c.base+c.maxBytes:
			c.cancel(fmt.Errorf("%w: %d bytes", errSchemaLimit, c.maxBytes))
		}
	}
	if c.Context.Err() == nil {
		return nil
	}
	return context.Cause(c.Context)
}

func (c *schemaContext) stop() { c.cancel(context.Canceled) }
