//go:build js && wasm

package main

import (
	"embed"
	"encoding/json"
	"syscall/js"

	"github.com/flinkpad/flinkpad/samples"
	"github.com/flinkpad/flinkpad/wasm/ui"
)

// The warm-up. V8 compiles each wasm function with its baseline compiler (Liftoff) when it is
// first called, and recompiles the hot ones with its optimizing compiler (TurboFan) once they
// have run enough, so a fresh page's first run would pay for both and run 2 to 4 times slower
// than the third. The compiled code belongs to the module, which every instance of it in the
// page shares, so the page's first engine worker, once it has said it is ready, starts one more
// instance in a worker of its own, the warmer (worker.js), which runs a few small jobs (the first
// lesson, which the page opens with, and warmup/*.sql) through the same stages and kernels as
// the lessons. The engine's worker stays free for the page's requests, and ends the warmer the
// moment a run arrives, so that the user's run never waits for it. Cancel's fresh workers start
// no warmer: they find the code already compiled.

//go:embed warmup/*.sql
var warmUpScripts embed.FS

// warmUpRounds is how many times the warmer runs its jobs: enough for V8 to tier up the hot
// kernels.
const warmUpRounds = 3

// warmUpMaxRows is the rows a warm-up's report carries per table, as many as the page asks for.
const warmUpMaxRows = 1000

// isWarmer says whether this instance is the warmer (worker.js sets self.flinkpadWarmer).
func isWarmer() bool {
	return js.Global().Get("flinkpadWarmer").Truthy()
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

// warmUp runs the warm-up's jobs as the page's runs come, from their JSON to the messages that
// answer them, which go nowhere; then it says so with a mark, on which worker.js ends the warmer.
func warmUp() {
	jobs := warmUpJobs()
	discard := func(string) {}
	for range warmUpRounds {
		for i, job := range jobs {
			text, err := json.Marshal(request{Type: "run", ID: i + 1, Script: job, MaxRows: warmUpMaxRows})
			if err == nil {
				answer(string(text), discard)
			}
		}
	}
	ui.Mark("flinkpad:warm-up-done")
}
