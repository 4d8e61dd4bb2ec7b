//go:build js && wasm

package ui

import (
	"encoding/json"
	"fmt"
	"syscall/js"
	"time"

	"github.com/flinkpad/flinkpad/engine/report"
)

// maxRows is how many rows per table the page asks the worker for.
const maxRows = 1000

// runner owns the engine's Web Worker: it sends runs, receives reports, and replaces the worker
// when a job is cancelled or the worker dies.
type runner struct {
	app     *app
	worker  js.Value
	ready   bool
	nextID  int
	running *job
	// pending is a run requested before the worker was ready.
	pending     func()
	schemaTimer int
	ticker      int
}

// job is the run in flight.
type job struct {
	id          int
	started     time.Time
	selection   bool
	lineOffset  int
	scriptLines int
	rows        int64 // rows the sinks received so far
	live        *liveView
}

// lastRun is what the page shows: the last report and how it was asked for.
type lastRun struct {
	report     *report.Report
	lineOffset int
	elapsed    time.Duration
}

func newRunner(a *app) *runner {
	r := &runner{app: a}
	r.start()
	return r
}

func (r *runner) start() {
	r.ready = false
	// The page starts the first worker while the UI starts (boot.js); later ones start here.
	if first := js.Global().Get("flinkpadFirstWorker"); first.Truthy() {
		r.worker = first
		js.Global().Set("flinkpadFirstWorker", js.Undefined())
	} else {
		r.worker = js.Global().Call("flinkpadNewWorker")
	}
	r.worker.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		r.receive(args[0].Get("data"))
		return nil
	}))
	r.worker.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		r.fail("The engine stopped: " + args[0].Get("message").String())
		return nil
	}))
	// Messages the first worker sent before the UI took it over.
	if pending := r.worker.Get("pending"); pending.Truthy() {
		for i := range pending.Length() {
			r.receive(pending.Index(i))
		}
		r.worker.Set("pending", js.Undefined())
	}
}

func (r *runner) receive(data js.Value) {
	if data.Type() == js.TypeObject { // from worker.js, before Go runs there
		if data.Get("type").String() == "fatal" {
			r.fail("The engine could not start: " + data.Get("message").String())
		}
		return
	}
	var msg struct {
		Type     string          `json:"type"`
		ID       int             `json:"id"`
		Progress report.Progress `json:"progress"`
		Report   json.RawMessage `json:"report"`
	}
	if err := json.Unmarshal([]byte(data.String()), &msg); err != nil {
		return
	}
	switch msg.Type {
	case "ready":
		r.ready = true
		if r.pending != nil {
			p := r.pending
			r.pending = nil
			p()
		}
	case "progress":
		if j := r.running; j != nil && j.id == msg.ID {
			j.rows = msg.Progress.Rows
			if q := msg.Progress.Query; q != nil && len(msg.Progress.Sinks) == 0 {
				j.rows = int64(q.Total)
			}
			if j.live == nil {
				j.live = newLiveView(r.app)
			}
			j.live.apply(&msg.Progress)
		}
	case "report":
		var rep report.Report
		if err := json.Unmarshal(msg.Report, &rep); err != nil {
			r.fail("The engine's answer could not be read: " + err.Error())
			return
		}
		if msg.ID == -1 {
			r.app.setSchema(&rep)
			return
		}
		if r.running == nil || r.running.id != msg.ID {
			return
		}
		j := r.running
		r.finish()
		r.app.showReport(&lastRun{report: &rep, lineOffset: j.lineOffset, elapsed: time.Since(j.started)})
	}
}

// run sends a script to the worker.
func (r *runner) run(script string, config map[string]string, selection bool, lineOffset int) {
	if r.running != nil {
		return
	}
	r.nextID++
	j := &job{id: r.nextID, started: time.Now(), selection: selection, lineOffset: lineOffset}
	r.running = j
	r.app.runningUI(true)
	r.app.setStatus("RUNNING 0.0 s", "running")
	r.ticker = window.SetInterval(func() {
		status := fmt.Sprintf("RUNNING %.1f s", time.Since(j.started).Seconds())
		if j.rows > 0 {
			status += " · " + thousands(j.rows) + " rows"
		}
		r.app.setStatus(status, "running")
	}, 100)
	send := func() {
		r.post(map[string]any{"type": "run", "id": j.id, "script": script, "config": config,
			"files": r.app.uploadList(), "maxRows": maxRows})
	}
	if r.ready {
		send()
	} else {
		r.pending = send
	}
}

func (r *runner) post(msg map[string]any) {
	b, _ := json.Marshal(msg)
	r.worker.Call("postMessage", string(b))
}

// cancel stops the running job by terminating the worker, and starts a fresh one.
func (r *runner) cancel() {
	if r.running == nil {
		return
	}
	j := r.running
	elapsed := time.Since(j.started)
	r.worker.Call("terminate")
	r.finish()
	r.start()
	status := fmt.Sprintf("CANCELED after %.1f s", elapsed.Seconds())
	if j.rows > 0 {
		status += " · " + thousands(j.rows) + " rows"
	}
	r.app.setStatus(status, "canceled")
	// What the job produced until now stays on the page.
	if j.live != nil {
		j.live.canceled(elapsed.Seconds())
	}
}

func (r *runner) fail(msg string) {
	if r.running != nil {
		r.finish()
	}
	r.worker.Call("terminate")
	r.start()
	r.app.setStatus(msg, "failed")
}

func (r *runner) finish() {
	r.running = nil
	window.ClearInterval(r.ticker)
	r.app.runningUI(false)
}

// scheduleSchema asks, once typing pauses, for the tables the script's DDL creates, for
// autocomplete. It runs DDL only, never a job.
func (r *runner) scheduleSchema() {
	window.ClearTimeout(r.schemaTimer)
	r.schemaTimer = window.SetTimeout(func() {
		if !r.ready || r.running != nil {
			return
		}
		r.post(map[string]any{"type": "schema", "id": -1, "script": r.app.editor.Call("getText").String(),
			"files": r.app.uploadList()})
	}, 600)
}
