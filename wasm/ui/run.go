//go:build js && wasm

package ui

import (
	"fmt"
	"syscall/js"

	"github.com/flinkpad/flinkpad/engine/report/wire"
)

// reuseKey is Flink's switch for sub-plan reuse, which the toolbar's checkbox sets.
const reuseKey = "table.optimizer.reuse-sub-plan-enabled"

// run runs the script, or the selection; firstLine is the selection's first line, so that
// errors are marked where they are in the editor.
func (a *app) run(script string, selection bool, firstLine int) {
	config := map[string]string{reuseKey: "false"}
	if a.reuse.Underlying().Get("checked").Bool() {
		config[reuseKey] = "true"
	}
	a.editor.Call("setErrors", js.ValueOf([]any{}))
	a.confirmed = true // Run is the user's word for the text
	a.lastScript = script
	a.runner.run(script, config, selection, firstLine-1)
}

func (a *app) runningUI(running bool) {
	a.runBtn.Underlying().Set("disabled", running)
	a.cancelBtn.Underlying().Set("disabled", !running)
}

// showReport renders a finished run.
func (a *app) showReport(run *lastRun) {
	a.last = run
	a.runs++
	a.status.SetAttribute("data-runs", itoa(a.runs)) // tests wait for it to move
	r := run.report
	switch {
	case r.Error != nil:
		a.setStatus(fmt.Sprintf("FAILED after %d ms", r.ElapsedMs), "failed")
		a.editor.Call("setErrors", js.ValueOf([]any{map[string]any{
			"line": r.Error.Line + run.lineOffset, "column": r.Error.Column, "message": r.Error.Message,
		}}))
	default:
		a.setStatus(fmt.Sprintf("FINISHED in %d ms", r.ElapsedMs), "finished")
	}
	a.renderResults(run)
	a.renderPlan(run)
	a.renderExplain(run)
	a.renderFiles()
	a.takeTopics(r)
	a.renderTopics()
	a.setSchema(r)
}

// setSchema gives autocomplete the tables a report lists.
func (a *app) setSchema(r *wire.Report) {
	schema := map[string]any{}
	for _, t := range r.Tables {
		schema[t.Name] = toAny(t.Columns)
	}
	a.editor.Call("setSchema", schema)
}

// renderExplain shows the text of the run's EXPLAIN statements, and the plan of each job the
// run ran, as Flink's EXPLAIN prints them.
func (a *app) renderExplain(run *lastRun) {
	clear(a.explain)
	found := false
	for _, s := range run.report.Statements {
		text, title := "", ""
		switch {
		case s.Kind == "EXPLAIN" && s.Result != nil && len(s.Result.Rows) > 0 && s.Result.Rows[0][0] != nil:
			text, title = *s.Result.Rows[0][0], fmt.Sprintf("EXPLAIN, statement %d (line %d)", s.Index, s.Line+run.lineOffset)
		case s.Plan != "":
			text, title = s.Plan, fmt.Sprintf("The plan of statement %d, %s (line %d), as EXPLAIN prints it", s.Index, s.Kind, s.Line+run.lineOffset)
		default:
			continue
		}
		found = true
		a.explain.AppendChild(el("h3", attrs{"text": title}))
		a.explain.AppendChild(el("pre", attrs{"class": "explain-text", "text": text}))
	}
	if !found {
		a.explain.AppendChild(el("p", attrs{"class": "hint", "text": "Run a script with an INSERT, a statement set or a query (in batch mode), or an EXPLAIN statement, to see Flink's plan text here."}))
	}
}
