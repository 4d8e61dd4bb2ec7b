package explain

import (
	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// Graph is the execution plan as a graph for the UI; doc.go describes its JSON form.
type Graph struct {
	Nodes []GraphNode `json:"nodes"`
	Edges []Edge      `json:"edges"`
	// Roots are the ids of the sinks (or the query's last node), in the statement's order.
	Roots []int `json:"roots"`
}

// GraphNode is one operator of the execution plan.
type GraphNode struct {
	ID          int         `json:"id"`
	Operator    string      `json:"operator"`
	Description string      `json:"description"`
	Attributes  []Attribute `json:"attributes"`
	Fields      []Field     `json:"fields"`
	// Reused is set on a node several consumers read: it runs once. ReuseID is the number
	// EXPLAIN gives it.
	Reused    bool `json:"reused"`
	ReuseID   int  `json:"reuseId,omitempty"`
	Consumers int  `json:"consumers"`
	// RowsIn and RowsOut are set after the job ran (nil before, and for nodes inside an
	// operator's expansion that count nothing of their own, such as an exchange).
	RowsIn  *int64 `json:"rowsIn,omitempty"`
	RowsOut *int64 `json:"rowsOut,omitempty"`
	// ChangelogMode is the row kinds the node emits in streaming mode ("I,UB,UA,D"; "NONE" for
	// a sink), as EXPLAIN CHANGELOG_MODE prints them; empty in batch mode.
	ChangelogMode string `json:"changelogMode,omitempty"`
	// UpsertKeys are the sets of the node's fields (by position in Fields) that identify a row
	// across its changes (streaming mode only); UniqueKeys the sets no two of its rows share.
	// Both as Flink's planner derives them; absent when there are none or the node's fields are
	// not those of the plan node it runs as part of.
	UpsertKeys [][]int `json:"upsertKeys,omitempty"`
	UniqueKeys [][]int `json:"uniqueKeys,omitempty"`
	// Span is where the node's SQL is: {"start": s, "end": e}, the byte offsets [s, e) in the
	// text the engine ran (the whole script for a script run), from the plan node it runs as
	// part of, or from its consumer for a node of no plan node's own (an exchange).
	Span *plan.GraphSpan `json:"span,omitempty"`
}

// Attribute is one explain term of a node, in Flink's order.
type Attribute struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Field is one output column of a node.
type Field struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Edge goes from an input (From) to the node that reads it (To); Input is its position among
// the consumer's inputs.
type Edge struct {
	From  int `json:"from"`
	To    int `json:"to"`
	Input int `json:"input"`
}

// Counts returns a plan node's rows in and out after a run; ok is false before one.
type Counts func(n plan.Node) (in, out int64, ok bool)

// NewGraph builds the graph of a physical plan's execution plan, with the rows each node
// counted when counts is not nil.
func NewGraph(p *phys.Plan, counts Counts) (*Graph, error) {
	if err := p.Err(); err != nil {
		return nil, err
	}
	roots := p.Exec
	reuse := phys.ReuseIDs(roots)
	consumers := map[*phys.Node]int{}
	ids := map[*phys.Node]int{}
	var order []*phys.Node
	var walk func(n *phys.Node)
	walk = func(n *phys.Node) {
		if _, ok := ids[n]; ok {
			return
		}
		ids[n] = len(ids) + 1
		order = append(order, n)
		for _, in := range n.Inputs() {
			consumers[in]++
			walk(in)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	g := &Graph{Nodes: []GraphNode{}, Edges: []Edge{}}
	for _, n := range order {
		gn := GraphNode{ID: ids[n], Operator: n.Name(), Description: n.Description(), Attributes: []Attribute{},
			Fields: []Field{}, Consumers: consumers[n], ChangelogMode: n.ChangelogModeString(), Span: graphSpan(n.Span()),
			UpsertKeys: n.UpsertKeys(), UniqueKeys: n.UniqueKeys()}
		for _, a := range n.Attrs() {
			gn.Attributes = append(gn.Attributes, Attribute{a.Key, a.Value})
		}
		types := n.FieldTypes()
		for i, f := range n.FieldNames() {
			t := ""
			if i < len(types) {
				t = types[i]
			}
			gn.Fields = append(gn.Fields, Field{f, t})
		}
		if id, ok := reuse[n]; ok {
			gn.Reused, gn.ReuseID = true, id
		}
		if counts != nil && n.Source() != nil {
			if in, out, ok := counts(n.Source()); ok {
				part := n.Part()
				if part == phys.PartWhole || part == phys.PartFirst {
					gn.RowsIn = &in
				}
				if part == phys.PartWhole || part == phys.PartLast {
					gn.RowsOut = &out
				}
			}
		}
		g.Nodes = append(g.Nodes, gn)
		for i, in := range n.Inputs() {
			g.Edges = append(g.Edges, Edge{From: ids[in], To: ids[n], Input: i})
		}
	}
	for _, r := range roots {
		g.Roots = append(g.Roots, ids[r])
	}
	// Consumers come before their inputs in order, so one pass hands spans down a chain.
	for _, e := range g.Edges {
		if from, to := &g.Nodes[e.From-1], g.Nodes[e.To-1]; from.Span == nil {
			from.Span = to.Span
		}
	}
	return g, nil
}

// graphSpan is a node's recorded span for the JSON graph, nil when it has none.
func graphSpan(s plan.Span) *plan.GraphSpan {
	if !s.IsValid() {
		return nil
	}
	return &plan.GraphSpan{Start: s.Start.Offset(), End: s.End.Offset()}
}
