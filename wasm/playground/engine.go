//go:build js && wasm

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/report"
	"github.com/flinkpad/flinkpad/wasm/fakerbridge"
	"github.com/flinkpad/flinkpad/wasm/ui"
)

// request is a message from the page.
type request struct {
	Type   string            `json:"type"` // "run" or "schema"
	ID     int               `json:"id"`
	Script string            `json:"script"`
	Config map[string]string `json:"config"`
	Files  []upload          `json:"files"`
	// Topics are the page's Kafka topics, which preload the run's in-memory broker.
	Topics []report.Topic `json:"topics"`
	// MaxRows caps the rows the report carries per table.
	MaxRows int `json:"maxRows"`
}

// upload is a file the user put into the playground's file system.
type upload struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

// maxFileBytes is how much of each written file a report carries to the page.
const maxFileBytes = 256 << 10

// progressEvery is how often, at most, a run posts its new rows: often enough that tables grow
// visibly, rarely enough that the page stays smooth.
const progressEvery = 250 * time.Millisecond

// serveEngine answers runs: in a Web Worker through messages, and anywhere (Node's tests too)
// through the global function flinkpadRun(requestJSON) returning a report's JSON.
func serveEngine() {
	js.Global().Set("flinkpadRun", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return `{"error":{"message":"flinkpadRun takes one string, the request's JSON"}}`
		}
		return run(args[0].String(), true)
	}))
	js.Global().Set("flinkpadRunAsync", js.FuncOf(runAsync))
	self := js.Global()
	if self.Get("postMessage").Type() == js.TypeFunction && self.Get("importScripts").Type() == js.TypeFunction {
		post := func(msg string) { self.Call("postMessage", msg) }
		self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if data := args[0].Get("data"); data.Type() == js.TypeString {
				go answer(data.String(), post)
			}
			return nil
		}))
		ui.Mark("flinkpad:worker-ready")
		self.Call("postMessage", `{"type":"ready"}`)
		if isWarmer() {
			go warmUp()
		}
	}
	select {}
}

// answer runs a request from the page (its JSON) and posts what it produces, as it goes, then
// its report, each as a message's JSON text.
func answer(text string, post func(string)) {
	var req request
	if err := json.Unmarshal([]byte(text), &req); err != nil {
		return
	}
	// What the sinks and the running query produce is reported as it goes, every progressEvery
	// at most: the page shows the tables growing while the job runs, and keeps them if Cancel
	// ends the worker.
	progress := func(p report.Progress) {
		b, err := json.Marshal(p)
		if err == nil {
			post(fmt.Sprintf(`{"type":"progress","id":%d,"progress":%s}`, req.ID, b))
		}
	}
	out := handle(req, progress)
	post(fmt.Sprintf(`{"type":"report","id":%d,"report":%s}`, req.ID, out))
}

// run answers a request's JSON with a report's JSON. sync says it runs inside a synchronous call
// from JS, where the engine cannot wait for the faker module or the time zone database to load.
func run(text string, sync bool) string {
	var req request
	if err := json.Unmarshal([]byte(text), &req); err != nil {
		return fmt.Sprintf(`{"error":{"message":%q}}`, err.Error())
	}
	if sync {
		defer fakerbridge.SetWaitLimit(0)()
		defer setZoneWait(0)()
	}
	return handle(req, nil)
}

// handle runs one request against a fresh in-memory file system holding the user's uploads: a
// page never reaches the host's files, and every run starts from the same state.
func handle(req request, progress func(report.Progress)) (out string) {
	defer func() {
		if r := recover(); r != nil {
			b, _ := json.Marshal(map[string]any{"error": map[string]string{"message": fmt.Sprintf("Flinkpad internal error: %v", r)}})
			out = string(b)
		}
	}()
	fs := vfs.NewMemory()
	for _, f := range req.Files {
		w, err := fs.Create(f.Path)
		if err != nil {
			continue
		}
		_, _ = w.Write([]byte(f.Content))
		_ = w.Close()
	}
	script := req.Script
	var ctx context.Context = context.Background()
	opts := report.Options{FS: fs, Config: req.Config, MaxRows: req.MaxRows,
		MaxFileBytes: maxFileBytes, Progress: progress, ProgressEvery: progressEvery}
	opts.Topics = req.Topics
	if req.Type == "schema" {
		// The pass must answer within the page's watchdog, so it waits for the faker module
		// a moment only (enough for a cached one); a longer load goes on for the run to come.
		defer fakerbridge.SetWaitLimit(schemaFakerWait)()
		defer setZoneWait(schemaFakerWait)() // and for the time zone database alike
		script = report.DDLOnly(script)
		bounded := newSchemaContext(schemaTimeout, schemaMaxBytes)
		defer bounded.stop()
		ctx = bounded
		opts.Config = map[string]string{engine.KeyMemoryMaxBytes: strconv.Itoa(schemaMaxBytes)}
		for k, v := range req.Config {
			if k != engine.KeyMemoryMaxBytes {
				opts.Config[k] = v
			}
		}
		// The pass's own cap holds: the script cannot SET it away.
		opts.CheckSet = func(key string) error {
			if strings.HasPrefix(key, "flinkpad.memory.") {
				return fmt.Errorf("%w: the schema pass keeps its memory cap", errSchemaLimit)
			}
			return nil
		}
	}
	r := report.Run(ctx, script, opts)
	b, err := json.Marshal(r)
	if err != nil {
		return fmt.Sprintf(`{"error":{"message":%q}}`, err.Error())
	}
	return string(b)
}
