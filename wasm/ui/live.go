//go:build js && wasm

package ui

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/report/wire"
)

// liveView shows a running job's tables as they grow: each Progress from the worker appends its
// new rows, so the page never redraws a whole table while the job runs. When Cancel ends the
// worker, the view stays, marked CANCELED; a finished run's report replaces it.
type liveView struct {
	app    *app
	note   element
	tables map[string]*liveTable
}

// liveTable is one sink's or query's section.
type liveTable struct {
	rows      wire.Rows
	blackhole bool
	withKinds bool // the rows so far hold updates: an "op" column shows each row's kind
	section   element
	tbody     element
	count     element
}

func newLiveView(a *app) *liveView {
	clear(a.results)
	a.results.SetAttribute("data-state", "running")
	v := &liveView{app: a, tables: map[string]*liveTable{},
		note: el("p", attrs{"class": "hint live-note", "text": "The job is running; its tables grow as rows arrive."})}
	a.results.AppendChild(v.note)
	return v
}

// apply adds a Progress's new rows.
func (v *liveView) apply(p *wire.Progress) {
	for _, s := range p.Sinks {
		name := s.Name[strings.LastIndexByte(s.Name, '.')+1:]
		v.table("sink:"+s.Name, func() *liveTable { return v.newTable(name, s.Connector, s.Identifier, true) }).add(s)
	}
	if q := p.Query; q != nil {
		key := fmt.Sprintf("query:%d", p.Statement)
		v.table(key, func() *liveTable {
			return v.newTable(fmt.Sprintf("SELECT (statement %d)", p.Statement), "", "", false)
		}).add(q)
	}
}

func (v *liveView) table(key string, create func() *liveTable) *liveTable {
	t := v.tables[key]
	if t == nil {
		t = create()
		v.tables[key] = t
		v.app.results.AppendChild(t.section)
	}
	return t
}

func (v *liveView) newTable(title, connector, identifier string, sink bool) *liveTable {
	t := &liveTable{blackhole: connector == "blackhole"}
	t.section = el("section", attrs{"class": "result live", "data-sink": title})
	if sink {
		t.section.Class().Add("sink")
		t.section.Class().Add("sink-" + connector)
	}
	if identifier != "" {
		t.section.SetAttribute("data-identifier", identifier)
	}
	h := el("h3", attrs{})
	if connector != "" {
		h.AppendChild(el("span", attrs{"class": "badge", "text": connector}))
		h.AppendChild(document.CreateTextNode(" "))
	}
	h.AppendChild(document.CreateTextNode(title))
	t.count = el("span", attrs{"class": "count"})
	t.section.AppendChild(h)
	t.section.AppendChild(el("div", attrs{"class": "tools"}, t.count))
	if !t.blackhole {
		t.tbody = el("tbody", attrs{})
		t.section.AppendChild(el("div", attrs{"class": "table-wrap"}, el("table", attrs{}, el("thead", attrs{}), t.tbody)))
	}
	return t
}

// add appends a table's new rows; rows the page already has are not sent again (From).
func (t *liveTable) add(p *wire.TableProgress) {
	if len(t.rows.Columns) == 0 {
		t.rows.Columns = p.Columns
		t.drawHead()
	}
	from := min(p.From, len(t.rows.Rows))
	redraw := from < len(t.rows.Rows)
	t.rows.Rows, t.rows.Kinds = t.rows.Rows[:from], t.rows.Kinds[:from]
	first := len(t.rows.Rows)
	t.rows.Rows = append(t.rows.Rows, p.Rows.Rows...)
	t.rows.Kinds = append(t.rows.Kinds, p.Kinds...)
	t.rows.Total = p.Total
	if !t.withKinds && hasUpdates(&wire.Rows{Kinds: p.Kinds}) {
		t.withKinds, redraw = true, true
		t.drawHead()
	}
	t.setCount("so far")
	if !t.tbody.exists() {
		return
	}
	if redraw {
		clear(t.tbody)
		first = 0
	}
	for i := first; i < len(t.rows.Rows); i++ {
		t.tbody.AppendChild(rowElement(t.rows.Kinds[i], t.rows.Rows[i], t.withKinds))
	}
}

func (t *liveTable) drawHead() {
	if !t.tbody.exists() {
		return
	}
	thead := t.tbody.PreviousElementSibling()
	clear(thead)
	thead.AppendChild(headElement(t.rows.Columns, t.withKinds))
}

func (t *liveTable) setCount(when string) {
	switch {
	case t.blackhole:
		t.count.SetTextContent(fmt.Sprintf("%s rows received and discarded %s", thousands(int64(t.rows.Total)), when))
	case t.rows.Total > len(t.rows.Rows):
		t.count.SetTextContent(fmt.Sprintf("showing %d of %s rows %s", len(t.rows.Rows), thousands(int64(t.rows.Total)), when))
	default:
		t.count.SetTextContent(fmt.Sprintf("%s rows %s", thousands(int64(t.rows.Total)), when))
	}
}

// canceled marks the view as what a cancelled job produced.
func (v *liveView) canceled(seconds float64) {
	v.app.results.SetAttribute("data-state", "canceled")
	v.note.SetAttribute("class", "hint live-note canceled")
	v.note.SetTextContent(fmt.Sprintf("CANCELED after %.1f s: the tables hold the rows the job produced until then.", seconds))
	for _, t := range v.tables {
		t.section.Class().Add("canceled")
		t.setCount("until cancelled")
	}
}
