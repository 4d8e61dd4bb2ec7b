package ui

// This file has no build constraint, so that finding a node's SQL is tested natively.

import (
	"strconv"
	"strings"
)

// planGraph is engine/explain's JSON graph.
type planGraph struct {
	Nodes []planNode `json:"nodes"`
	Edges []struct {
		From  int `json:"from"`
		To    int `json:"to"`
		Input int `json:"input"`
	} `json:"edges"`
	Roots []int `json:"roots"`
}

type planNode struct {
	ID          int    `json:"id"`
	Operator    string `json:"operator"`
	Description string `json:"description"`
	Attributes  []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"attributes"`
	Fields []struct {
		Name string `json:"name"`
		Type string `json:"type"`
	} `json:"fields"`
	// Span is where the node's SQL is in the script the run ran: byte offsets [Start, End).
	Span *struct {
		Start int `json:"start"`
		End   int `json:"end"`
	} `json:"span"`
	// ChangelogMode, UpsertKeys and UniqueKeys are what the planner derived for the node: the
	// row kinds it emits and its keys, as positions in Fields.
	ChangelogMode string  `json:"changelogMode"`
	UpsertKeys    [][]int `json:"upsertKeys"`
	UniqueKeys    [][]int `json:"uniqueKeys"`
	Reused        bool    `json:"reused"`
	ReuseID       int     `json:"reuseId"`
	Consumers     int     `json:"consumers"`
	RowsIn        *int64  `json:"rowsIn"`
	RowsOut       *int64  `json:"rowsOut"`
}

// spanLines are the lines [first, last] (1-based) of script that node n's span covers; ok is
// false when the node has no span inside the script.
func spanLines(script string, n planNode) (first, last int, ok bool) {
	s := n.Span
	if s == nil || s.Start < 0 || s.Start >= s.End || s.End > len(script) {
		return 0, 0, false
	}
	first = strings.Count(script[:s.Start], "\n") + 1
	return first, first + strings.Count(script[s.Start:s.End-1], "\n"), true
}

// propertyLines are the lines the node's details show of what the planner derived for it: its
// changelog mode and its keys, each key as its field names, "()" for the empty key of a node
// with one row.
func propertyLines(n planNode) []string {
	var lines []string
	if n.ChangelogMode != "" {
		lines = append(lines, "Changelog mode: "+n.ChangelogMode)
	}
	keys := func(title string, ks [][]int) {
		if len(ks) == 0 {
			return
		}
		names := make([]string, len(ks))
		for i, k := range ks {
			fields := make([]string, len(k))
			for j, f := range k {
				fields[j] = "#" + strconv.Itoa(f)
				if f >= 0 && f < len(n.Fields) {
					fields[j] = n.Fields[f].Name
				}
			}
			names[i] = "(" + strings.Join(fields, ", ") + ")"
		}
		lines = append(lines, title+": "+strings.Join(names, ", "))
	}
	keys("Upsert keys", n.UpsertKeys)
	keys("Unique keys", n.UniqueKeys)
	return lines
}
