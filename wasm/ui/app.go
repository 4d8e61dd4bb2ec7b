//go:build js && wasm

package ui

import (
	"strings"
	"syscall/js"

	"github.com/flinkpad/flinkpad/samples"
)

// app is the page's state.
type app struct {
	editor  js.Value
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
	// confirmed is true when the user typed the editor's text, confirmed it with Run, or chose
	// a lesson the page ships. Only then does the schema pass run it: a shared link's script is
	// a stranger's, and the page runs none of it until the user says so.
	confirmed bool
}

// Run builds the page and serves it until the tab closes.
func Run() {
	window = browserWindow{v: js.Global(), timers: map[int]js.Func{}}
	document = browserDocument{js.Global().Get("document")}
	a := &app{lessons: samples.Lessons()}
	a.dark = js.Global().Call("matchMedia", "(prefers-color-scheme: dark)").Get("matches").Bool()
	a.build()
	a.runner = newRunner(a)
	go a.loadInitialScript()
	select {}
}

func (a *app) build() {
	root := document.GetElementByID("app")
	clear(root)
	a.lessonMenu = el("select", attrs{"id": "lessons", "aria-label": "Lessons"})
	a.lessonMenu.AppendChild(el("option", attrs{"value": "", "text": "Lessons…"}))
	for i, l := range a.lessons {
		a.lessonMenu.AppendChild(el("option", attrs{"value": itoa(i), "text": l.Title}))
	}
	a.lessonMenu.AddEventListener("change", func(event) {
		v := a.lessonMenu.Underlying().Get("value").String()
		if v == "" {
			return
		}
		a.loadLesson(atoi(v))
	})
	a.runBtn = el("button", attrs{"id": "run", "class": "primary", "title": "Run the script, or the selection (Ctrl+Enter)", "text": "▶ Run"})
	onClick(a.runBtn, func() { a.editor.Call("run") })
	a.cancelBtn = el("button", attrs{"id": "cancel", "disabled": "", "title": "Stop the running job", "text": "■ Cancel"})
	onClick(a.cancelBtn, func() { a.runner.cancel() })
	a.status = el("span", attrs{"id": "status", "role": "status", "aria-live": "polite", "text": "Ready"})
	a.reuse = el("input", attrs{"type": "checkbox", "id": "reuse", "checked": ""})
	a.reuse.AddEventListener("change", func(event) { a.editor.Call("run") })
	reuseLabel := el("label", attrs{"for": "reuse", "title": "table.optimizer.reuse-sub-plan-enabled"}, a.reuse, " Reuse shared sub-plans")
	share := el("button", attrs{"id": "share", "title": "Copy a link that restores this script", "text": "Share"})
	onClick(share, func() { go a.share() })
	export := el("button", attrs{"id": "export", "title": "Download the script for Flink's SQL client", "text": "Export .sql"})
	onClick(export, a.export)
	a.themeBtn = el("button", attrs{"id": "theme", "title": "Switch between the light and the dark theme", "aria-pressed": "false", "text": "◐ Theme"})
	onClick(a.themeBtn, func() { a.setDark(!a.dark) })

	toolbar := el("header", attrs{"class": "toolbar"},
		el("h1", attrs{"text": "Flinkpad"}), a.lessonMenu, a.runBtn, a.cancelBtn, a.status,
		el("span", attrs{"class": "spacer"}), reuseLabel, share, export, a.themeBtn)

	editorPane := el("section", attrs{"class": "editor-pane", "aria-label": "Editor"})
	splitter := el("div", attrs{"class": "splitter", "role": "separator", "aria-orientation": "vertical", "tabindex": "0",
		"aria-label": "Resize the panes"})
	a.results = el("div", attrs{"id": "results", "class": "panel"})
	a.plan = el("div", attrs{"id": "plan", "class": "panel"})
	a.explain = el("div", attrs{"id": "explain", "class": "panel"})
	a.files = el("div", attrs{"id": "files", "class": "panel"})
	a.topics = el("div", attrs{"id": "topics", "class": "panel"})
	a.tabs = newTabs([]tab{{"Results", a.results}, {"Plan", a.plan}, {"EXPLAIN", a.explain}, {"Files", a.files}, {"Topics", a.topics}})
	outputPane := el("section", attrs{"class": "output-pane", "aria-label": "Output"}, a.tabs.bar, a.results, a.plan, a.explain, a.files, a.topics)
	main := el("main", attrs{"class": "panes"}, editorPane, splitter, outputPane)
	root.AppendChild(toolbar)
	root.AppendChild(main)
	makeSplitter(splitter, main)

	a.editor = js.Global().Get("FlinkpadWeb").Call("createEditor", editorPane.Underlying(), map[string]any{
		"doc":       "",
		"keywords":  toAny(sqlKeywords),
		"functions": toAny(functionNames),
		"dark":      a.dark,
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
			if a.confirmed {
				a.runner.scheduleSchema()
			} else {
				a.setDeclaredSchema()
			}
			return nil
		}),
	})
	js.Global().Set("flinkpadEditor", a.editor) // for tests and the console
	a.setDark(a.dark)
	a.renderFiles()
	a.renderTopics()
	a.renderPlaceholders()
}

func (a *app) renderPlaceholders() {
	clear(a.results)
	a.results.AppendChild(el("p", attrs{"class": "hint", "text": "Press Run (Ctrl+Enter) to run the script. Each sink's rows and each query's result appear here."}))
	clear(a.plan)
	a.plan.AppendChild(el("p", attrs{"class": "hint", "text": "The job's plan appears here after a run or an EXPLAIN."}))
	clear(a.explain)
	a.explain.AppendChild(el("p", attrs{"class": "hint", "text": "The plan in Flink's EXPLAIN text appears here after a run."}))
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

// loadInitialScript opens a shared link's script, without running it, or the first lesson.
func (a *app) loadInitialScript() {
	hash := window.Location().Get("hash").String()
	if code, ok := strings.CutPrefix(hash, "#code="); ok {
		text, err := await(js.Global().Get("FlinkpadWeb").Call("inflate", code))
		if err == nil {
			a.confirmed = false
			a.editor.Call("setText", text.String())
			a.setStatus("Loaded a shared script. Press Run to run it.", "")
			return
		}
		a.setStatus("The shared link is damaged: "+err.Error(), "failed")
	} else if a.loadShortLink() {
		return
	}
	if len(a.lessons) > 0 {
		a.loadLesson(0)
	}
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
