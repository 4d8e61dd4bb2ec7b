//go:build js && wasm

package main

import (
	"embed"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/flinkpad/flinkpad/samples"
)

// The warm-up. V8 compiles each wasm function with its baseline compiler (Liftoff) when it is
// first called, and recompiles the hot ones with its optimizing compiler (TurboFan) once they
// have run enough, so a fresh page's first run would pay for both and run 2 to 4 times slower
// than the third. Once the worker has said it is ready, and only while no request is in flight,
// it therefore runs a few small jobs (the first lesson, which the page opens with, and
// warmup/*.sql) through the same stages and kernels as the lessons. Each job is small, so that a
// run which arrives meanwhile waits little, and the worker goes back to the event loop between
// jobs, so that a request is taken before the next one. The compiled code belongs to the module,
// which every worker of the page shares, so the page asks this of its first worker only
// (self.flinkpadWarmUp, set by worker.js): the fresh workers that Cancel starts find the code
// already compiled.

//go:embed warmup/*.sql
var warmUpScripts embed.FS

// requestsInFlight counts the page's requests that have arrived and not been answered.
var requestsInFlight atomic.Int32

const (
	// warmUpDelay is how long after ready the warm-up waits: the page's first requests (a run
	// the user asked for before ready, a schema pass) come first.
	warmUpDelay = 300 * time.Millisecond
	// warmUpPause is the yield between jobs, and how often a waiting warm-up looks again.
	warmUpPause = 20 * time.Millisecond
	// warmUpRounds is how many times the jobs run: enough for V8 to tier up the hot kernels.
	warmUpRounds = 3
)

// warmUpWanted says whether the page asked this worker to warm up.
func warmUpWanted() bool {
	return js.Global().Get("flinkpadWarmUp").Truthy()
}

// warmUpJobs are the warm-up's scripts: the first lesson, the cheapest, then the built-in ones.
func warmUpJobs() []string {
	var jobs []string
	if lessons := samples.Lessons(); len(lessons) > 0 {
		jobs = append(jobs, lessons[0].Script)
	}
	entries, _ := warmUpScripts.ReadDir("warmup") // in name order
	for _, e := range entries {
		if b, err := warmUpScripts.ReadFile("warmup/" + e.Name()); err == nil {
			jobs = append(jobs, string(b))
		}
	}
	return jobs
}

// warmUpWhenIdle runs the warm-up's jobs while the worker has nothing else to do, if the page
// asked for it (its message may come after the module's, hence the look after the delay).
func warmUpWhenIdle() {
	time.Sleep(warmUpDelay)
	if !warmUpWanted() {
		return
	}
	jobs := warmUpJobs()
	for range warmUpRounds {
		for _, job := range jobs {
			// Sleeping returns to the event loop, which hands over the requests that came
			// during the last job; any of them comes before the next job.
			for requestsInFlight.Load() > 0 {
				time.Sleep(warmUpPause)
			}
			handle(request{Script: job}, nil)
			time.Sleep(warmUpPause)
		}
	}
	mark("flinkpad:warm-up-done")
}
