//go:build js && wasm

package ui

import (
	"syscall/js"

	"github.com/flinkpad/flinkpad/samples"
)

// app is the page's state.
type app struct {
	editor js.Value
	// lessons are the scripts the lesson menu offers, read the first time one is chosen: the
	// shell drew the menu, and the start of the page does without them.
	lessons []samples.Lesson

	status, runBtn, cancelBtn, lessonMenu element
	reuse, themeBtn                       element
	tabs                                  *tabs
	results, plan, explain, files         element
	topics                                element

	runner  *runner
	uploads []upload
	// topicStore holds the Kafka topics every run starts with (topics.go).
	topicStore topicStore
	last       *lastRun
	// lastScript is the text the last run ran (the selection, when only that ran).
	lastScript string
	runs       int // finished runs, shown to tests as #status[data-runs]
	dark       bool
	// filesDrawn and topicsDrawn say whether the Files and Topics panels have their content:
	// the page starts without it (drawPanels).
	filesDrawn, topicsDrawn bool
	// confirmed is true when the user typed the editor's text, confirmed it with Run, or chose
	// a lesson the page ships. Only then does the schema pass run it: a shared link's script is
	// a stranger's, and the page runs none of it until the user says so.
	confirmed bool
}

// Run adopts the page the shell drew (web/src/shell.js) and serves it until the tab closes.
func Run() {
	window = browserWindow{v: js.Global(), timers: map[int]js.Func{}}
	document = browserDocument{js.Global().Get("document")}
	shell := js.Global().Get("flinkpadShell")
	if shell.Type() != js.TypeObject {
		js.Global().Get("console").Call("error", "Flinkpad: the page's shell (bundle.js) did not start")
		return
	}
	// The shell's starting script (a shared link's, fetched) is in the editor once ready settles:
	// adopting before would take a stranger's script for a lesson.
	if _, err := await(shell.Get("ready")); err != nil {
		js.Global().Get("console").Call("error", "Flinkpad: the page's shell did not get ready: "+err.Error())
	}
	Mark("flinkpad:ui-shell-ready")
	a := &app{}
	a.adopt(shell)
	Mark("flinkpad:ui-adopted")
	select {}
}

// byID is the shell's element of that id; the page cannot work without it.
func byID(id string) element {
	e := document.GetElementByID(id)
	if !e.exists() {
		panic("ui: the shell has no #" + id)
	}
	return e
}

// adopt takes over the elements the shell made, by id, attaching the handlers, and the editor
// the shell made, whose runs and changes it forwards to the hooks given here. The DOM stays as
// it is, so the page does not move when the engine is ready.
func (a *app) adopt(shell js.Value) {
	a.lessonMenu = byID("lessons")
	a.lessonMenu.AddEventListener("change", func(event) {
		v := a.lessonMenu.Underlying().Get("value").String()
		if v == "" {
			return
		}
		a.loadLesson(atoi(v))
	})
	a.runBtn = byID("run")
	onClick(a.runBtn, func() { a.editor.Call("run") })
	a.cancelBtn = byID("cancel")
	onClick(a.cancelBtn, func() { a.runner.cancel() })
	a.status = byID("status")
	a.reuse = byID("reuse")
	a.reuse.AddEventListener("change", func(event) { a.editor.Call("run") })
	onClick(byID("share"), func() { go a.share() })
	onClick(byID("export"), a.export)
	a.themeBtn = byID("theme")
	onClick(a.themeBtn, func() { a.setDark(!a.dark) })

	a.results, a.plan, a.explain, a.files, a.topics = byID("results"), byID("plan"), byID("explain"), byID("files"), byID("topics")
	a.tabs = adoptTabs([]element{a.results, a.plan, a.explain, a.files, a.topics}, func(panel element) {
		if panel.is(a.files) || panel.is(a.topics) {
			a.drawPanels()
		}
	})
	// A tab the user opened in the shell shows its content at once.
	if !a.files.Underlying().Get("hidden").Bool() || !a.topics.Underlying().Get("hidden").Bool() {
		a.drawPanels()
	}
	makeSplitter(document.QuerySelector(".splitter"), document.QuerySelector(".panes"))

	a.editor = shell.Get("editor")
	a.runner = newRunner(a)
	handed := shell.Call("adopt", map[string]any{
		"onRun": js.FuncOf(func(_ js.Value, args []js.Value) any {
			firstLine := 1
			if len(args) > 2 {
				firstLine = args[2].Int()
			}
			a.run(args[0].String(), args[1].Bool(), firstLine)
			return nil
		}),
		"onChange": js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 && args[0].Truthy() {
				a.confirmed = true
			}
			a.schemaForText()
			return nil
		}),
	})
	a.confirmed = handed.Get("confirmed").Bool()
	// The shell has given the page, the theme button and the editor this theme already.
	a.dark = handed.Get("dark").Bool()
	if text := handed.Get("status").String(); text != "" {
		a.setStatus(text, handed.Get("statusClass").String())
	} else {
		a.setStatus("Ready", "")
	}
	a.schemaForText()
}

// drawPanels gives the Files and Topics panels their content, if they have none yet. The page's
// start leaves it out, as the user needs neither panel to read or run the lesson: it is drawn
// once the engine's worker is ready, when either tab is opened, or by a run's report, whichever
// comes first.
func (a *app) drawPanels() {
	if !a.filesDrawn {
		a.renderFiles()
	}
	if !a.topicsDrawn {
		a.renderTopics()
	}
}

// schemaForText gives autocomplete the editor's tables: from the schema pass for text the user
// confirmed, from the text alone otherwise.
func (a *app) schemaForText() {
	if a.confirmed {
		a.runner.scheduleSchema()
	} else {
		a.setDeclaredSchema()
	}
}

// renderPlaceholders puts the Results, Plan and EXPLAIN panels back to the hints the shell
// drew them with, which keeps their texts.
func (a *app) renderPlaceholders() {
	js.Global().Get("flinkpadShell").Call("showPlaceholders")
}

func (a *app) setDark(dark bool) {
	a.dark = dark
	body := document.QuerySelector("body")
	if dark {
		body.Class().Add("dark")
	} else {
		body.Class().Remove("dark")
	}
	a.themeBtn.SetAttribute("aria-pressed", map[bool]string{true: "true", false: "false"}[dark])
	a.editor.Call("setDark", dark)
}

// setDeclaredSchema gives autocomplete, for a script not confirmed, the tables its CREATE TABLE
// statements name, read from the text alone: nothing of it runs.
func (a *app) setDeclaredSchema() {
	schema := map[string]any{}
	for name, cols := range declaredTables(a.editor.Call("getText").String()) {
		schema[name] = toAny(cols)
	}
	a.editor.Call("setSchema", schema)
}

func (a *app) loadLesson(i int) {
	if a.lessons == nil {
		a.lessons = samples.Lessons()
	}
	if i < 0 || i >= len(a.lessons) {
		return
	}
	a.confirmed = true
	a.editor.Call("setText", a.lessons[i].Script)
	a.lessonMenu.Underlying().Set("value", itoa(i))
	a.renderPlaceholders()
	a.editor.Call("setErrors", js.ValueOf([]any{}))
	a.runner.scheduleSchema()
}

func (a *app) setStatus(text, class string) {
	a.status.SetTextContent(text)
	a.status.SetAttribute("class", class)
}

func (a *app) export() {
	script := a.editor.Call("getText").String()
	note := "-- Exported from Flinkpad. Run it with Flink's SQL client: ./bin/sql-client.sh -f flinkpad.sql\n"
	download("flinkpad.sql", "application/sql", note+script)
}

func (a *app) share() {
	script := a.editor.Call("getText").String()
	if a.shareShortLink(script) {
		return
	}
	code, err := await(js.Global().Get("FlinkpadWeb").Call("deflate", script))
	if err != nil {
		a.setStatus("Could not make a link: "+err.Error(), "failed")
		return
	}
	loc := window.Location()
	link := loc.Get("origin").String() + loc.Get("pathname").String() + "#code=" + code.String()
	js.Global().Get("history").Call("replaceState", nil, "", "#code="+code.String())
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.IsUndefined() {
		if _, err := await(clip.Call("writeText", link)); err == nil {
			a.setStatus("Link copied to the clipboard.", "")
			return
		}
	}
	a.setStatus("Link ready in the address bar.", "")
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}
