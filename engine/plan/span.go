package plan

import "github.com/flinkpad/flinkpad/engine/sql"

// Span is the stretch of SQL a plan node came from: [Start, End) in the text the statement was
// parsed from (the whole script, when the engine runs one). The zero Span is no span.
type Span struct {
	Start, End sql.Pos
	// view is the start of the view's query the span is in, for the nodes planned from a view
	// created in the same script (view_origin.go); NoPos for the statement's own text.
	view sql.Pos
}

// IsValid reports whether the span is known.
func (s Span) IsValid() bool { return s.Start.IsValid() && s.End.IsValid() }

// SpanOf is the span of a syntax node.
func SpanOf(at sql.Node) Span { return Span{Start: at.Pos(), End: at.End()} }

// spanBetween is the span from the start of first to the end of last, or no span when either
// has no position.
func spanBetween(first, last sql.Node) Span {
	s := Span{Start: first.Pos(), End: last.End()}
	if !s.IsValid() {
		return Span{}
	}
	return s
}

// Spanned gives a plan node its span. Every node type embeds it, so that a copy of a node
// (c := *n) keeps the span, and a node built to replace another takes it with Spanned: n.Spanned.
type Spanned struct {
	span Span
}

// Span is the SQL the node came from.
func (s *Spanned) Span() Span { return s.span }

// SetSpan sets the SQL the node came from.
func (s *Spanned) SetSpan(span Span) { s.span = span }

// HasSpan is a plan node that knows where its SQL is: every node type of this package.
type HasSpan interface {
	Span() Span
	SetSpan(Span)
}

// NodeSpan is the span of n; no span for a node of a type that does not carry one.
func NodeSpan(n Node) Span {
	if s, ok := n.(HasSpan); ok {
		return s.Span()
	}
	return Span{}
}

// SpanFrom gives n the span of from, when n has none, and returns n: for a node an optimizer
// pass builds to replace from or out of it.
func SpanFrom[N Node](n N, from Node) N {
	if s, ok := Node(n).(HasSpan); ok && !s.Span().IsValid() {
		s.SetSpan(NodeSpan(from))
	}
	return n
}

// FillSpans gives every node reachable from roots that has no span the span of its nearest
// consumer that has one, or else def: the nodes a pass builds beside the ones it replaces (the
// projection under a new join, the exchange of a new phase) serve their consumer's SQL.
func FillSpans(roots []Node, def Span) {
	seen := map[Node]bool{}
	var walk func(n Node, inherited Span)
	walk = func(n Node, inherited Span) {
		if seen[n] {
			return
		}
		seen[n] = true
		s, ok := n.(HasSpan)
		if ok {
			if own := s.Span(); own.IsValid() {
				inherited = own
			} else if inherited.IsValid() {
				s.SetSpan(inherited)
			}
		}
		for _, in := range n.Inputs() {
			walk(in, inherited)
		}
	}
	for _, r := range roots {
		walk(r, def)
	}
}

// markSpan gives n, and the nodes below it that the construct at made and that have no span
// yet, the span of at. The constructs inside at were marked when they were bound, so the walk
// stops at the first node that has a span. Nodes bound from a view's text are left alone: their
// positions are in the view's text, not the script's, and the reference to the view marks them
// (expandView).
func (b *Binder) markSpan(n Node, span Span) Node {
	if b.depth > 0 || !span.IsValid() || n == nil {
		return n
	}
	var walk func(n Node)
	walk = func(n Node) {
		s, ok := n.(HasSpan)
		if !ok || s.Span().IsValid() {
			return
		}
		s.SetSpan(span)
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	walk(n)
	return n
}

// mark is markSpan with the span of a syntax node.
func (b *Binder) mark(n Node, at sql.Node) Node {
	if at == nil {
		return n
	}
	return b.markSpan(n, SpanOf(at))
}

// selectListSpan is the span of a select list: its first item to its last.
func selectListSpan(s *sql.Select) Span {
	if len(s.Items) == 0 {
		return SpanOf(s)
	}
	return spanBetween(s.Items[0], s.Items[len(s.Items)-1])
}

// SpanUnion is the span from the earlier start of a and b to the later end: a node an optimizer
// pass merged from two came from both. A span that is not valid yields the other. Spans in the
// texts of two statements (a view's query and the query reading it) yield a, which the caller
// chooses: their union would take in the statements between them.
func SpanUnion(a, b Span) Span {
	switch {
	case !a.IsValid():
		return b
	case !b.IsValid():
		return a
	case a.view != b.view:
		return a
	}
	return Span{Start: min(a.Start, b.Start), End: max(a.End, b.End), view: a.view}
}

// GraphSpan is a span as the JSON graph gives it: the byte offsets [start, end) of the node's
// SQL in the text the engine ran (the script, when it ran one).
type GraphSpan struct {
	Start int `json:"start"`
	End   int `json:"end"`
}
