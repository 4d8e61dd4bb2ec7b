//go:build js && wasm

package ui

import (
	"fmt"
	"syscall/js"

	"github.com/flinkpad/flinkpad/engine/report"
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
	a.renderExplain(run)
	a.renderFiles()
	a.setSchema(r)
}

// setSchema gives autocomplete the tables a report lists.
func (a *app) setSchema(r *report.Report) {
	schema := map[string]any{}
	for _, t := range r.Tables {
		schema[t.Name] = toAny(t.Columns)
	}
	a.editor.Call("setSchema", schema)
}

// renderExplain shows the text of the run's EXPLAIN statements.
func (a *app) renderExplain(run *lastRun) {
	clear(a.explain)
	found := false
	for _, s := range run.report.Statements {
		if s.Kind != "EXPLAIN" || s.Result == nil || len(s.Result.Rows) == 0 || s.Result.Rows[0][0] == nil {
			continue
		}
		found = true
		a.explain.AppendChild(el("h3", attrs{"text": fmt.Sprintf("Statement %d (line %d)", s.Index, s.Line+run.lineOffset)}))
		a.explain.AppendChild(el("pre", attrs{"class": "explain-text", "text": *s.Result.Rows[0][0]}))
	}
	if !found {
		a.explain.AppendChild(el("p", attrs{"class": "hint", "text": "Add an EXPLAIN statement (EXPLAIN STATEMENT SET BEGIN … END;) to see Flink's plan text here."}))
	}
}
