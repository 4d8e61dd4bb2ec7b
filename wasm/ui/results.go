//go:build js && wasm

package ui

import (
	"encoding/csv"
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/report/wire"
)

// renderResults draws a table for each statement that returned rows and for each sink.
func (a *app) renderResults(run *lastRun) {
	clear(a.results)
	a.results.RemoveAttribute("data-state")
	r := run.report
	if r.Error != nil {
		a.results.AppendChild(el("div", attrs{"class": "error", "role": "alert"},
			el("strong", attrs{"text": fmt.Sprintf("[ERROR] Could not execute SQL statement at line %d. Reason:", r.Error.Line+run.lineOffset)}),
			el("pre", attrs{"text": r.Error.Message})))
		if r.Error.NotSupported {
			a.results.AppendChild(el("p", attrs{"class": "hint", "text": "Flinkpad cannot run this statement yet; Flink's SQL client can."}))
		}
	}
	for _, s := range r.Sinks {
		a.results.AppendChild(sinkSection(s))
	}
	for _, s := range r.Statements {
		if s.Result == nil || s.Kind == "EXPLAIN" {
			continue
		}
		title := fmt.Sprintf("%s (statement %d, line %d)", s.Kind, s.Index, s.Line+run.lineOffset)
		a.results.AppendChild(rowsSection(title, "", s.Result, fmt.Sprintf("result-%d.csv", s.Index)))
	}
	if r.Error == nil && len(r.Sinks) == 0 && !hasResult(r) {
		a.results.AppendChild(el("p", attrs{"class": "hint", "text": fmt.Sprintf("%d statements ran; none wrote to a sink or returned rows.", len(r.Statements))}))
	}
}

func hasResult(r *wire.Report) bool {
	for _, s := range r.Statements {
		if s.Result != nil {
			return true
		}
	}
	return false
}

func sinkSection(s *wire.Sink) element {
	name := s.Name[strings.LastIndexByte(s.Name, '.')+1:]
	if s.Connector == "blackhole" {
		return el("section", attrs{"class": "result sink", "data-sink": name},
			el("h3", attrs{}, el("span", attrs{"class": "badge", "text": s.Connector}), " "+name),
			el("p", attrs{"class": "count", "text": fmt.Sprintf("%d rows received and discarded", s.Total)}))
	}
	section := rowsSection(name, s.Connector, &s.Rows, name+".csv")
	section.Class().Add("sink")
	section.Class().Add("sink-" + s.Connector)
	if s.Identifier != "" {
		section.SetAttribute("data-identifier", s.Identifier)
	}
	return section
}

// rowsSection is a titled table with a changelog/final-table toggle when rows carry updates, a
// "showing N of M" line when capped, and a CSV download.
func rowsSection(title, connector string, rows *wire.Rows, csvName string) element {
	section := el("section", attrs{"class": "result", "data-sink": title})
	h := el("h3", attrs{})
	if connector != "" {
		h.AppendChild(el("span", attrs{"class": "badge", "text": connector}))
		h.AppendChild(document.CreateTextNode(" "))
	}
	h.AppendChild(document.CreateTextNode(title))
	section.AppendChild(h)
	body := el("div", attrs{"class": "table-wrap"})
	changelog := hasUpdates(rows)
	final := false
	draw := func() {
		clear(body)
		shown := rows
		if final {
			shown = finalTable(rows)
		}
		body.AppendChild(table(shown, changelog && !final))
	}
	tools := el("div", attrs{"class": "tools"})
	if rows.Total > len(rows.Rows) {
		tools.AppendChild(el("span", attrs{"class": "count", "text": fmt.Sprintf("showing %d of %d rows", len(rows.Rows), rows.Total)}))
	} else {
		tools.AppendChild(el("span", attrs{"class": "count", "text": fmt.Sprintf("%d rows", rows.Total)}))
	}
	if changelog {
		toggle := el("button", attrs{"class": "small", "aria-pressed": "false", "text": "Show final table"})
		onClick(toggle, func() {
			final = !final
			toggle.SetTextContent(map[bool]string{true: "Show changelog", false: "Show final table"}[final])
			toggle.SetAttribute("aria-pressed", fmt.Sprint(final))
			draw()
		})
		tools.AppendChild(toggle)
	}
	dl := el("button", attrs{"class": "small", "text": "Download CSV"})
	onClick(dl, func() { download(csvName, "text/csv", toCSV(rows)) })
	tools.AppendChild(dl)
	section.AppendChild(tools)
	draw()
	section.AppendChild(body)
	return section
}

func table(rows *wire.Rows, withKinds bool) element {
	tbody := el("tbody", attrs{})
	for i, row := range rows.Rows {
		tbody.AppendChild(rowElement(rows.Kinds[i], row, withKinds))
	}
	return el("table", attrs{}, el("thead", attrs{}, headElement(rows.Columns, withKinds)), tbody)
}

// headElement is a table's header row; withKinds adds the "op" column of row kinds.
func headElement(columns []wire.Column, withKinds bool) element {
	head := el("tr", attrs{})
	if withKinds {
		head.AppendChild(el("th", attrs{"text": "op"}))
	}
	for _, c := range columns {
		head.AppendChild(el("th", attrs{"title": c.Type, "text": c.Name}))
	}
	return head
}

// rowElement is one row, its kind in data-kind (and in a cell with withKinds), NULL marked.
func rowElement(kind string, row []*string, withKinds bool) element {
	tr := el("tr", attrs{"class": kindClass(kind), "data-kind": kind})
	if withKinds {
		tr.AppendChild(el("td", attrs{"class": "kind", "text": kind}))
	}
	for _, v := range row {
		if v == nil {
			tr.AppendChild(el("td", attrs{"class": "null", "text": "NULL"}))
		} else {
			tr.AppendChild(el("td", attrs{"text": *v}))
		}
	}
	return tr
}

func kindClass(kind string) string {
	switch kind {
	case "-U":
		return "kind-ub"
	case "+U":
		return "kind-ua"
	case "-D":
		return "kind-d"
	}
	return "kind-i"
}

func hasUpdates(rows *wire.Rows) bool {
	for _, k := range rows.Kinds {
		if k != "+I" {
			return true
		}
	}
	return false
}

// finalTable applies a changelog, as the SQL client's table mode shows it: +I and +U add a row,
// -U and -D remove an equal one.
func finalTable(rows *wire.Rows) *wire.Rows {
	out := &wire.Rows{Columns: rows.Columns}
	key := func(r []*string) string {
		var b strings.Builder
		for _, v := range r {
			if v == nil {
				b.WriteString("\x00N")
			} else {
				b.WriteString("\x00V" + *v)
			}
		}
		return b.String()
	}
	for i, r := range rows.Rows {
		switch rows.Kinds[i] {
		case "-U", "-D":
			k := key(r)
			for j, kept := range out.Rows {
				if key(kept) == k {
					out.Rows = append(out.Rows[:j], out.Rows[j+1:]...)
					out.Kinds = append(out.Kinds[:j], out.Kinds[j+1:]...)
					break
				}
			}
		default:
			out.Rows = append(out.Rows, r)
			out.Kinds = append(out.Kinds, "+I")
		}
	}
	out.Total = len(out.Rows)
	return out
}

func toCSV(rows *wire.Rows) string {
	var b strings.Builder
	w := csv.NewWriter(&b)
	header := make([]string, len(rows.Columns))
	for i, c := range rows.Columns {
		header[i] = c.Name
	}
	_ = w.Write(header)
	for _, r := range rows.Rows {
		rec := make([]string, len(r))
		for i, v := range r {
			if v != nil {
				rec[i] = *v
			}
		}
		_ = w.Write(rec)
	}
	w.Flush()
	return b.String()
}
