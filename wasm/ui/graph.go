//go:build js && wasm

package ui

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/flinkpad/flinkpad/engine/report/wire"
)

// keyAttributes are the attributes a node's box shows, in this order of preference.
var keyAttributes = []string{"table", "where", "condition", "groupBy", "select", "joinType", "orderBy", "fetch",
	"distribution", "fields", "tuples"}

const (
	graphFontWidth = 6.6 // px per character at the graph's 11-12px font, for sizing boxes
	graphLine      = 15
	graphMaxChars  = 46
)

// renderPlan draws the plan graph of each statement that has one; a menu picks the statement,
// the last job by default.
func (a *app) renderPlan(run *lastRun) {
	clear(a.plan)
	var withGraph []wire.Statement
	for _, s := range run.report.Statements {
		if len(s.Graph) > 0 {
			withGraph = append(withGraph, s)
		}
	}
	if len(withGraph) == 0 {
		a.plan.AppendChild(el("p", attrs{"class": "hint", "text": "This script ran no job: the plan of an INSERT, a statement set or a query appears here."}))
		return
	}
	area := el("div", attrs{"class": "graph-area"})
	show := func(s wire.Statement) {
		clear(area)
		a.drawGraph(area, s, run.lineOffset)
	}
	if len(withGraph) > 1 {
		menu := el("select", attrs{"id": "plan-statement", "aria-label": "Statement whose plan is shown"})
		for i, s := range withGraph {
			menu.AppendChild(el("option", attrs{"value": strconv.Itoa(i),
				"text": fmt.Sprintf("Statement %d: %s (line %d)", s.Index, s.Kind, s.Line+run.lineOffset)}))
		}
		menu.Underlying().Set("value", strconv.Itoa(len(withGraph)-1))
		menu.AddEventListener("change", func(event) {
			show(withGraph[atoi(menu.Underlying().Get("value").String())])
		})
		a.plan.AppendChild(el("div", attrs{"class": "graph-tools"}, el("label", attrs{"for": "plan-statement", "text": "Plan of "}), menu))
	}
	a.plan.AppendChild(area)
	show(withGraph[len(withGraph)-1])
}

func (a *app) drawGraph(area element, s wire.Statement, lineOffset int) {
	var g planGraph
	if err := json.Unmarshal(s.Graph, &g); err != nil {
		area.AppendChild(el("p", attrs{"class": "error", "text": "The plan could not be read: " + err.Error()}))
		return
	}
	shared, sourceRows, counted := 0, int64(0), false
	for _, n := range g.Nodes {
		if n.Reused {
			shared++
		}
		if isSource(n) && n.RowsOut != nil {
			sourceRows += *n.RowsOut
			counted = true
		}
	}
	summary := fmt.Sprintf("%d operators, %d sinks or results. ", len(g.Nodes), len(g.Roots))
	if counted {
		summary += fmt.Sprintf("The sources produced %s rows. ", thousands(sourceRows))
	}
	switch {
	case shared == 1:
		summary += "1 sub-plan is shared: it runs once and feeds every consumer."
	case shared > 1:
		summary += fmt.Sprintf("%d sub-plans are shared: each runs once and feeds every consumer.", shared)
	case len(g.Roots) > 1:
		summary += "No sub-plan is shared: each sink computes its own input."
	}
	if s.Plan != "" {
		summary += " The EXPLAIN tab has this plan in Flink's text."
	}
	area.AppendChild(el("p", attrs{"class": "graph-summary", "id": "graph-summary", "text": summary}))

	labels := map[int][]string{}
	nodes := make([]any, 0, len(g.Nodes))
	for _, n := range g.Nodes {
		lines := nodeLines(n)
		labels[n.ID] = lines
		width := 0
		for _, l := range lines {
			width = max(width, len([]rune(l)))
		}
		nodes = append(nodes, map[string]any{"id": strconv.Itoa(n.ID),
			"width": float64(width)*graphFontWidth + 24, "height": float64(len(lines)*graphLine + 12)})
	}
	edges := make([]any, 0, len(g.Edges))
	for _, e := range g.Edges {
		edges = append(edges, map[string]any{"from": strconv.Itoa(e.From), "to": strconv.Itoa(e.To)})
	}
	layoutGraph := js.Global().Get("FlinkpadWeb").Get("layoutGraph")
	if layoutGraph.Type() != js.TypeFunction { // graph.js, which the shell loads, did not arrive
		area.AppendChild(el("p", attrs{"class": "error", "text": "The plan's graph could not be drawn: its layout code did not load. Reload the page to try again."}))
		return
	}
	layout := layoutGraph.Invoke(nodes, edges)
	width, height := layout.Get("width").Float(), layout.Get("height").Float()
	root := svg("svg", attrs{"class": "plan", "role": "img", "viewBox": fmt.Sprintf("0 0 %.0f %.0f", width, height),
		"width": fmt.Sprintf("%.0f", width), "height": fmt.Sprintf("%.0f", height),
		"aria-label": "Plan graph: " + summary})
	root.AppendChild(svg("defs", attrs{}, svg("marker", attrs{"id": "arrow", "viewBox": "0 0 10 10", "refX": "9", "refY": "5",
		"markerWidth": "7", "markerHeight": "7", "orient": "auto-start-reverse"}, svg("path", attrs{"d": "M 0 0 L 10 5 L 0 10 z"}))))
	byID := map[int]planNode{}
	for _, n := range g.Nodes {
		byID[n.ID] = n
	}
	le := layout.Get("edges")
	for i := range le.Length() {
		e := le.Index(i)
		pts := e.Get("points")
		var d strings.Builder
		for j := range pts.Length() {
			p := pts.Index(j)
			cmd := "L"
			if j == 0 {
				cmd = "M"
			}
			fmt.Fprintf(&d, "%s%.1f %.1f ", cmd, p.Get("x").Float(), p.Get("y").Float())
		}
		class := "edge"
		if byID[atoi(e.Get("from").String())].Reused {
			class += " shared"
		}
		root.AppendChild(svg("path", attrs{"class": class, "d": d.String(), "marker-end": "url(#arrow)"}))
	}
	details := el("div", attrs{"class": "node-details", "aria-live": "polite"})
	var selected element
	ln := layout.Get("nodes")
	for _, n := range g.Nodes {
		pos := ln.Get(strconv.Itoa(n.ID))
		lines := labels[n.ID]
		w := 0.0
		for _, l := range lines {
			w = max(w, float64(len([]rune(l))))
		}
		w = w*graphFontWidth + 24
		h := float64(len(lines)*graphLine + 12)
		x, y := pos.Get("x").Float()-w/2, pos.Get("y").Float()-h/2
		class := "node"
		switch {
		case n.Reused:
			class += " shared"
		case n.Operator == "Sink":
			class += " sink"
		case isSource(n):
			class += " source"
		}
		group := svg("g", attrs{"class": class, "tabindex": "0", "role": "button", "data-node": strconv.Itoa(n.ID),
			"data-operator": n.Operator, "data-consumers": strconv.Itoa(n.Consumers),
			"aria-label": strings.Join(lines, ", ")})
		group.AppendChild(svg("rect", attrs{"x": ftoa(x), "y": ftoa(y), "width": ftoa(w), "height": ftoa(h)}))
		for i, l := range lines {
			tclass := "attr"
			switch {
			case i == 0:
				tclass = "op"
			case strings.HasPrefix(l, "rows "):
				tclass = "rows"
			}
			t := svg("text", attrs{"class": tclass, "x": ftoa(x + 12), "y": ftoa(y + 6 + float64(i+1)*graphLine - 3), "text": l})
			if i == 0 {
				t.SetAttribute("font-weight", "600")
			}
			group.AppendChild(t)
		}
		if n.Reused {
			badge := svg("g", attrs{"class": "consumers"},
				svg("rect", attrs{"x": ftoa(x + w - 34), "y": ftoa(y - 9), "width": "40", "height": "18", "rx": "9"}),
				svg("text", attrs{"x": ftoa(x + w - 14), "y": ftoa(y + 4), "text-anchor": "middle",
					"text": fmt.Sprintf("×%d", n.Consumers)}))
			badge.AppendChild(svg("title", attrs{"text": fmt.Sprintf("Shared: computed once, read by %d consumers", n.Consumers)}))
			group.AppendChild(badge)
		}
		choose := func() {
			if selected.exists() {
				selected.Class().Remove("selected")
			}
			selected = group
			group.Class().Add("selected")
			a.showNode(details, n, s, lineOffset)
		}
		group.AddEventListener("click", func(event) { choose() })
		group.AddEventListener("keydown", func(e event) {
			if k := e.Underlying().Get("key").String(); k == "Enter" || k == " " {
				e.PreventDefault()
				choose()
			}
		})
		root.AppendChild(group)
	}
	area.AppendChild(el("div", attrs{"class": "graph-scroll"}, root))
	area.AppendChild(details)
}

// isSource reports whether a node reads a table or inline rows.
func isSource(n planNode) bool {
	return strings.Contains(n.Operator, "Scan") || n.Operator == "Values"
}

// nodeLines are the lines of a node's box: its operator, its key attributes, its row counts.
func nodeLines(n planNode) []string {
	lines := []string{n.Operator}
	if n.Reused {
		lines[0] += fmt.Sprintf("  (reuse_id=%d)", n.ReuseID)
	}
	shown := 0
	for _, key := range keyAttributes {
		for _, attr := range n.Attributes {
			if attr.Name != key || shown == 2 {
				continue
			}
			value := strings.TrimPrefix(attr.Value, "default_catalog.default_database.")
			value = strings.ReplaceAll(value, "default_catalog, default_database, ", "")
			lines = append(lines, truncate(attr.Name+"="+value, graphMaxChars))
			shown++
		}
	}
	switch {
	case n.RowsIn != nil && n.RowsOut != nil && !isSource(n):
		lines = append(lines, fmt.Sprintf("rows %s in → %s out", thousands(*n.RowsIn), thousands(*n.RowsOut)))
	case n.RowsOut != nil:
		lines = append(lines, fmt.Sprintf("rows %s out", thousands(*n.RowsOut)))
	}
	return lines
}

// showNode shows a node's whole description and output fields, and marks the SQL it came from
// in the editor: the lines of the span the node carries, or its statement's without one.
func (a *app) showNode(details element, n planNode, s wire.Statement, lineOffset int) {
	clear(details)
	details.AppendChild(el("h3", attrs{"text": n.Operator}))
	details.AppendChild(el("pre", attrs{"class": "explain-text", "text": n.Description}))
	fields := make([]string, len(n.Fields))
	for i, f := range n.Fields {
		fields[i] = f.Name + " " + f.Type
	}
	details.AppendChild(el("p", attrs{"class": "count", "text": "Output: " + strings.Join(fields, ", ")}))
	for _, line := range propertyLines(n) {
		details.AppendChild(el("p", attrs{"class": "count", "text": line}))
	}
	if n.Reused {
		details.AppendChild(el("p", attrs{"text": fmt.Sprintf("Shared sub-plan: computed once and read by %d consumers "+
			"(Flink's EXPLAIN marks it (reuse_id=[%d]) and each consumer reads Reused(reference_id=[%d])).", n.Consumers, n.ReuseID, n.ReuseID)}))
	}
	first, last := a.statementLines(s)
	if f, l, ok := spanLines(a.lastScript, n); ok {
		first, last = f, l
	}
	a.editor.Call("markSource", first+lineOffset, last+lineOffset)
}

// statementLines is the range of lines statement s spans in the last run's script.
func (a *app) statementLines(s wire.Statement) (int, int) {
	last := s.Line
	if a.last != nil {
		for _, other := range a.last.report.Statements {
			if other.Index == s.Index+1 {
				return s.Line, max(other.Line-1, s.Line)
			}
		}
		last = s.Line + strings.Count(a.lastScript, "\n")
	}
	return s.Line, last
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func thousands(v int64) string {
	s := strconv.FormatInt(v, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && c != '-' && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }
