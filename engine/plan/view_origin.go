package plan

import (
	"reflect"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// ViewOrigin is where a view's query is in the text of the script that created it, kept on the
// catalog's view (catalog.View.Origin) so that the nodes planned from the view carry spans in
// the view's own statement: clicking such a node on the page marks the view's SQL, not the
// reference to it. A view is bound where it is used from its stored, expanded text, whose
// positions are not the script's; the query as written was bound when the view was created,
// with the script's positions, and the two plans have the same shape. So the origin records
// the spans of that first plan in walk order, and a use of the view in the same script copies
// them onto its plan, node for node, when the shapes agree. A view from another script (or
// one whose expanded query binds to another shape) keeps the span of its reference.
type ViewOrigin struct {
	script any // the script's identity (Binder.WithScript)
	query  Span
	nodes  []originNode
}

// originNode is what a node of the view's first plan leaves for the copy: its kind and
// number of inputs, to check the shape, and its span.
type originNode struct {
	kind   reflect.Type
	inputs int
	span   Span
}

// NewViewOrigin records the spans of plan, the view's query q bound in the script script
// identifies; nil when there is no script.
func NewViewOrigin(script any, q sql.Query, plan Node) *ViewOrigin {
	if script == nil || plan == nil {
		return nil
	}
	o := &ViewOrigin{script: script, query: SpanOf(q)}
	walkOnce(plan, func(n Node) {
		o.nodes = append(o.nodes, originNode{kind: reflect.TypeOf(n), inputs: len(n.Inputs()), span: NodeSpan(n)})
	})
	return o
}

// WithScript tells the binder which script it binds statements of (any comparable value
// that identifies one run of one text; nil for none), so that the views created in the same
// script mark their nodes with their own spans.
func (b *Binder) WithScript(script any) *Binder {
	b.script = script
	return b
}

// ViewOrigin is the origin of a view whose query q the binder bound to plan, for the
// catalog's view; nil outside a script.
func (b *Binder) ViewOrigin(q sql.Query, plan Node) *ViewOrigin {
	return NewViewOrigin(b.script, q, plan)
}

// markFromOrigin gives the nodes of a view's query (below p, the renaming projection) the spans
// its origin recorded, when the view was created in the script being bound and its
// plan has the recorded shape; otherwise it leaves them for the reference to mark.
func (b *Binder) markFromOrigin(v *catalog.View, p *Project) {
	o, ok := v.Origin.(*ViewOrigin)
	if !ok || o == nil || b.script == nil || o.script != b.script {
		return
	}
	var nodes []Node
	walkOnce(p.Input, func(n Node) { nodes = append(nodes, n) })
	if len(nodes) != len(o.nodes) {
		return
	}
	for i, n := range nodes {
		if want := o.nodes[i]; reflect.TypeOf(n) != want.kind || len(n.Inputs()) != want.inputs {
			return
		}
	}
	for i, n := range nodes {
		if s, ok := n.(HasSpan); ok && o.nodes[i].span.IsValid() {
			s.SetSpan(o.inView(o.nodes[i].span))
		}
	}
	// p, the renaming to the view's columns, is where the view is read: the reference marks it.
}

// inView marks a span of the view's statement as one in the view's text, unless it is in the
// text of a view the view reads, which marked it so already.
func (o *ViewOrigin) inView(s Span) Span {
	if !s.view.IsValid() {
		s.view = o.query.Start
	}
	return s
}

// walkOnce calls visit on each node reachable from root once, a node before its inputs, in
// the order of the inputs.
func walkOnce(root Node, visit func(Node)) {
	seen := map[Node]bool{}
	var walk func(n Node)
	walk = func(n Node) {
		if seen[n] {
			return
		}
		seen[n] = true
		visit(n)
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	walk(root)
}
