//go:build js && wasm

package ui

import (
	"encoding/json"
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"github.com/flinkpad/flinkpad/engine/report/wire"
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
	// pending is a run requested before the worker was ready, or while a schema pass was out.
	pending     func()
	schemaTimer int
	ticker      int
	// schema is the schema pass the worker is working on, or nil.
	schema *schemaPass
	// schemaWanted is a schema pass asked for before the worker was ready.
	schemaWanted bool
	// cutText is the last text whose schema pass was cut by its limits: it is not tried again.
	cutText string
	// schemaCuts counts the passes cut, shown to tests as #status[data-schema-cuts];
	// schemaEnded counts the passes that ended, answered or cut, as #status[data-schema-ended].
	schemaCuts, schemaEnded int
}

// schemaPass is a schema request in flight, with the watchdog that ends the worker if the pass
// does not answer in time.
type schemaPass struct {
	text     string
	watchdog int
}

// schemaWatchdogMs is how long the page waits for a schema pass before it ends the worker. The
// worker cuts the pass itself sooner (its own limits); this holds when the engine cannot notice.
const schemaWatchdogMs = 5000

// schemaPauseMs is how long typing must pause before a schema pass.
const schemaPauseMs = 600

// job is the run in flight.
type job struct {
	id         int
	started    time.Time
	selection  bool
	lineOffset int
	rows       int64 // rows the sinks received so far
	live       *liveView
}

// lastRun is what the page shows: the last report and how it was asked for.
type lastRun struct {
	report     *wire.Report
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
	if r.schema != nil { // the old worker took its schema pass with it
		window.ClearTimeout(r.schema.watchdog)
		r.schema = nil
	}
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
		if r.schema != nil {
			// No run is sent while a schema pass is out, so the pass crashed the worker: the
			// user asked for nothing, and a run that waited goes to the next worker.
			r.cutSchema()
			return nil
		}
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
		Progress wire.Progress   `json:"progress"`
		Report   json.RawMessage `json:"report"`
	}
	if err := json.Unmarshal([]byte(data.String()), &msg); err != nil {
		return
	}
	switch msg.Type {
	case "ready":
		r.ready = true
		r.sendPending()
		// In a task of its own, so that a start that finds the worker ready already stays short.
		window.SetTimeout(r.app.drawPanels, 0)
		if r.schemaWanted {
			r.scheduleSchema()
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
		var rep wire.Report
		if err := json.Unmarshal(msg.Report, &rep); err != nil {
			r.fail("The engine's answer could not be read: " + err.Error())
			return
		}
		if msg.ID == -1 {
			r.schemaAnswered(&rep)
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
			"files": r.app.uploadList(), "topics": r.app.topicStore.request(), "maxRows": maxRows})
	}
	if r.ready && r.schema == nil {
		send()
	} else {
		r.pending = send
	}
}

// sendPending sends the run that waited for the worker.
func (r *runner) sendPending() {
	if r.pending != nil && r.ready && r.schema == nil {
		p := r.pending
		r.pending = nil
		p()
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
	r.pending = nil
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
	r.pending = nil
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
// autocomplete. It runs DDL only, never a job, and only for text the user typed or confirmed
// (the app's caller sees to that).
func (r *runner) scheduleSchema() {
	window.ClearTimeout(r.schemaTimer)
	r.schemaTimer = window.SetTimeout(func() {
		if !r.app.confirmed || r.running != nil || r.pending != nil {
			return
		}
		if !r.ready { // asked again once the worker is ready
			r.schemaWanted = true
			return
		}
		r.schemaWanted = false
		if r.schema != nil { // one pass at a time: ask again once this one is over
			r.scheduleSchema()
			return
		}
		text := r.app.editor.Call("getText").String()
		if text == r.cutText {
			return
		}
		pass := &schemaPass{text: text}
		pass.watchdog = window.SetTimeout(func() {
			if r.schema == pass {
				r.cutSchema()
			}
		}, schemaWatchdogMs)
		r.schema = pass
		r.post(map[string]any{"type": "schema", "id": -1, "script": text, "files": r.app.uploadList()})
	}, schemaPauseMs)
}

// schemaAnswered takes the schema pass's report: its tables, or, when its limits cut it, the
// note not to try that text again. Either way the user hears nothing of it.
func (r *runner) schemaAnswered(rep *wire.Report) {
	pass := r.schema
	if pass == nil {
		return
	}
	window.ClearTimeout(pass.watchdog)
	r.schema = nil
	r.schemaEnd()
	if rep.Error != nil && strings.Contains(rep.Error.Message, schemaLimitNote) {
		r.noteCut(pass.text)
	} else {
		r.app.setSchema(rep)
	}
	r.sendPending()
}

// schemaLimitNote is what the worker's message says when the pass's own limits cut it.
const schemaLimitNote = "the schema pass reached its limits"

// cutSchema ends a schema pass that did not answer in time: the worker is replaced, as Cancel
// does, quietly; the editor keeps its text and a run that waited goes to the new worker.
func (r *runner) cutSchema() {
	pass := r.schema
	if pass == nil {
		return
	}
	window.ClearTimeout(pass.watchdog)
	r.schema = nil
	r.schemaEnd()
	r.noteCut(pass.text)
	r.worker.Call("terminate")
	r.start() // the pending run, if any, is sent once the new worker is ready
}

func (r *runner) schemaEnd() {
	r.schemaEnded++
	r.app.status.SetAttribute("data-schema-ended", itoa(r.schemaEnded))
}

func (r *runner) noteCut(text string) {
	r.cutText = text
	r.schemaCuts++
	r.app.status.SetAttribute("data-schema-cuts", itoa(r.schemaCuts))
}
