package opt

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// SinkKind is the changelog a sink consumes.
type SinkKind uint8

const (
	// SinkRetract consumes every kind of change, -U included (print).
	SinkRetract SinkKind = iota
	// SinkUpsert consumes updates without -U where the query's upsert key is the sink's
	// primary key (blackhole; a query's own result).
	SinkUpsert
	// SinkInsertOnly consumes inserts only (filesystem).
	SinkInsertOnly
)

// updateKind is Flink's UpdateKindTrait: how a node emits its updates.
type updateKind uint8

const (
	noUpdates       updateKind = iota // the node emits no updates
	onlyUpdateAfter                   // +U alone
	beforeAndAfter                    // -U and +U
)

// ChangelogModes derives the changelog mode every node of the plans under roots emits, as the
// second step of Flink's FlinkChangelogModeInferenceProgram (SatisfyUpdateKindTraitVisitor)
// settles it: a sink asks for updates as it consumes them, a query's result for +U alone where
// possible, and each node passes on or replaces what its consumer asks. Group aggregates and
// LIMIT ask their input for -U; a join asks for +U alone only from inputs with an upsert key
// that holds the join key; a filter cannot give +U alone unless its condition reads only an
// upsert key; UNION ALL asks its updating inputs for the same. A node that several plans read
// keeps -U when any of them needs it. kind says how each sink consumes.
func ChangelogModes(roots []plan.Node, kind func(*plan.Sink) SinkKind) map[plan.Node]plan.ChangelogMode {
	return ChangelogModesOf(NewProps(), roots, kind)
}

// ChangelogModesOf is ChangelogModes with the plan's properties derived once, in pr.
func ChangelogModesOf(pr *Props, roots []plan.Node, kind func(*plan.Sink) SinkKind) map[plan.Node]plan.ChangelogMode {
	v := &updateKindVisitor{kinds: map[plan.Node]updateKind{}, props: pr, visited: map[visitKey]visitResult{}}
	for _, r := range roots {
		modify := pr.ChangelogMode(r)
		var tries []updateKind
		input := r
		if s, ok := r.(*plan.Sink); ok {
			input = s.Input
			tries = sinkRequirements(pr, s, kind(s), modify)
		} else {
			tries = []updateKind{onlyAfterOrNone(modify), beforeAfterOrNone(modify)}
		}
		for _, t := range tries {
			if got, ok := v.visit(input, t); ok {
				v.commit(got)
				break
			}
		}
	}
	out := map[plan.Node]plan.ChangelogMode{}
	var walk func(n plan.Node)
	walk = func(n plan.Node) {
		if _, ok := out[n]; ok {
			return
		}
		m := pr.ChangelogMode(n)
		if v.kinds[n] != beforeAndAfter {
			m &^= plan.ModeUpdateBefore
		}
		out[n] = m
		for _, in := range n.Inputs() {
			walk(in)
		}
		if cn, ok := n.(*plan.ChangelogNormalize); ok {
			// The upsert source below emits +U and -D by key, which the planner reads as a
			// whole through the ChangelogNormalize; Flink prints its scan's mode so.
			out[cn.Input] = plan.ModeUpdateAfter | plan.ModeDelete
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return out
}

// sinkRequirements are the update kinds a sink accepts from its input, the preferred first: an
// upsert sink with a primary key that no upsert key of the query equals needs -U.
func sinkRequirements(pr *Props, s *plan.Sink, kind SinkKind, modify plan.ChangelogMode) []updateKind {
	switch kind {
	case SinkInsertOnly:
		return []updateKind{noUpdates}
	case SinkRetract:
		return []updateKind{beforeAfterOrNone(modify)}
	}
	if pk := sinkPrimaryKey(s); pk != nil && !slices.ContainsFunc(pr.UpsertKeys(s.Input), func(k []int) bool { return slices.Equal(k, pk) }) {
		return []updateKind{beforeAfterOrNone(modify)}
	}
	return []updateKind{onlyAfterOrNone(modify), beforeAfterOrNone(modify)}
}

// sinkPrimaryKey is the positions of a sink table's primary key columns, sorted; nil without one.
func sinkPrimaryKey(s *plan.Sink) []int {
	pk := s.Table.Schema.PrimaryKey
	if pk == nil {
		return nil
	}
	columns := s.Table.Schema.PersistedColumns()
	var key []int
	for _, name := range pk.Columns {
		for i, c := range columns {
			if c.Name == name {
				key = append(key, i)
			}
		}
	}
	slices.Sort(key)
	return key
}

func onlyAfterOrNone(m plan.ChangelogMode) updateKind {
	if m.Updates() {
		return onlyUpdateAfter
	}
	return noUpdates
}

func beforeAfterOrNone(m plan.ChangelogMode) updateKind {
	if m.Updates() {
		return beforeAndAfter
	}
	return noUpdates
}

// updateKindVisitor settles the update kind of each node; kinds holds the settled ones.
type updateKindVisitor struct {
	kinds map[plan.Node]updateKind
	props *Props
	// visited memoizes visit: what a node provides for a request depends on the node and the
	// request alone, and a node several parents read is asked once per request, not once per
	// path to it.
	visited map[visitKey]visitResult
}

type visitKey struct {
	n   plan.Node
	req updateKind
}

type visitResult struct {
	a  assignment
	ok bool
}

// assignment is the update kinds one attempt gives its nodes, kept only if it succeeds.
type assignment map[plan.Node]updateKind

func (v *updateKindVisitor) commit(a assignment) {
	for n, k := range a {
		if k > v.kinds[n] {
			v.kinds[n] = k
		}
	}
}

// visit asks n for the update kind req and returns the kinds it and the nodes below it then
// provide, or false when n cannot provide req.
// The assignment returned may be shared by several callers, which only read it.
func (v *updateKindVisitor) visit(n plan.Node, req updateKind) (assignment, bool) {
	k := visitKey{n, req}
	if r, ok := v.visited[k]; ok {
		return r.a, r.ok
	}
	a := assignment{}
	provided, ok := v.visitNode(n, req, a)
	if !ok || provided != req {
		v.visited[k] = visitResult{}
		return nil, false
	}
	a[n] = provided
	v.visited[k] = visitResult{a, true}
	return a, true
}

func (v *updateKindVisitor) visitNode(n plan.Node, req updateKind, a assignment) (updateKind, bool) {
	pr := v.props
	// child asks one input for kind k and merges what it settles into a.
	child := func(in plan.Node, k updateKind) bool {
		got, ok := v.visit(in, k)
		if ok {
			for node, kind := range got {
				a[node] = max(a[node], kind)
			}
		}
		return ok
	}
	switch n := n.(type) {
	case *plan.Scan:
		return scanUpdateKind(n, req), true
	case *plan.Values:
		return noUpdates, true
	case *plan.Aggregate:
		return req, child(n.Input, beforeAfterOrNone(pr.ChangelogMode(n.Input)))
	case *plan.Sort:
		// A Top-N over an insert-only input appends (AppendFastStrategy); over an updating one
		// it retracts (RetractStrategy), as LIMIT alone does.
		return req, child(n.Input, beforeAfterOrNone(pr.ChangelogMode(n.Input)))
	case *plan.Join:
		if plan.IsWindowJoin(n) {
			// Flink's window join reads inserts only and appends.
			return noUpdates, child(n.Left, noUpdates) && child(n.Right, noUpdates)
		}
		lk, rk := plan.EquiKeys(n)
		for i, in := range []plan.Node{n.Left, n.Right} {
			keys := [][]int{lk, rk}[i]
			m := pr.ChangelogMode(in)
			k := beforeAfterOrNone(m)
			if req == onlyUpdateAfter {
				if m.Updates() && !uniqueKeyContains(pr.UpsertKeys(in), keys) {
					return 0, false
				}
				k = onlyAfterOrNone(m)
			}
			if !child(in, k) {
				return 0, false
			}
		}
		return req, true
	case *plan.TemporalJoin:
		return temporalJoinUpdateKinds(pr, n, req, child)
	case *plan.Match:
		// Flink's CEP operator reads inserts only and appends.
		return noUpdates, child(n.Input, noUpdates)
	case *plan.ChangelogNormalize:
		// It keeps each key's last row, so it gives -U or not as asked; its scan is read as is.
		return req, child(n.Input, noUpdates)
	case *plan.SetOp:
		if n.Kind == plan.SetOpUnion && n.All {
			return v.union(n, req, a, child)
		}
		if n.All && req == onlyUpdateAfter {
			// INTERSECT ALL and EXCEPT ALL filter their counting aggregate on the counts, which
			// are outside its upsert key: they cannot emit +U alone.
			return 0, false
		}
		// An aggregate over a semi join, an anti join or UNION ALL: it asks for -U, and the join
		// or union asks its inputs for the same.
		for _, in := range n.Inputs() {
			if !child(in, beforeAfterOrNone(pr.ChangelogMode(in))) {
				return 0, false
			}
		}
		return req, true
	case *plan.Calc:
		if req == onlyUpdateAfter && nonUpsertKeyCondition(v.props, n.Cond, n.Input) {
			return 0, false
		}
		return req, child(n.Input, req)
	case *plan.Filter:
		if req == onlyUpdateAfter && nonUpsertKeyCondition(v.props, n.Cond, n.Input) {
			return 0, false
		}
		return req, child(n.Input, req)
	case *plan.Sink:
		return noUpdates, child(n.Input, req)
	case *plan.Project, *plan.WatermarkAssigner, *plan.WindowTVF, *plan.Rank, *plan.Over, *plan.Correlate, *plan.Expand:
		// They pass the requirement on (below).
	default:
		panic(plan.UnknownKind("opt.visitNode", n))
	}
	// Projections and the other single-input nodes pass the requirement on.
	for _, in := range n.Inputs() {
		if !child(in, req) {
			return 0, false
		}
	}
	return req, true
}

// union is UNION ALL: insert-only inputs give no updates, the others what is asked.
func (v *updateKindVisitor) union(n *plan.SetOp, req updateKind, a assignment, child func(plan.Node, updateKind) bool) (updateKind, bool) {
	pr := v.props
	provided := noUpdates
	for _, in := range n.Inputs() {
		k := req
		if pr.ChangelogMode(in).IsInsertOnly() {
			k = noUpdates
		}
		if !child(in, k) {
			return 0, false
		}
		if k != noUpdates {
			if provided != noUpdates && provided != k {
				return 0, false
			}
			provided = k
		}
	}
	return provided, true
}

// uniqueKeyContains reports whether some key holds every field of fields.
func uniqueKeyContains(keys [][]int, fields []int) bool {
	for _, k := range keys {
		if containsAll(k, fields) {
			return true
		}
	}
	return false
}

func containsAll(set, fields []int) bool {
	for _, f := range fields {
		if !slices.Contains(set, f) {
			return false
		}
	}
	return true
}

// nonUpsertKeyCondition reports whether a filter reads a field outside every upsert key of its
// input (Flink's isNonUpsertKeyCondition): such a filter may drop a +U whose -U it let through,
// so it cannot emit +U alone.
func nonUpsertKeyCondition(pr *Props, cond plan.Expr, in plan.Node) bool {
	if cond == nil {
		return false
	}
	keys := pr.UpsertKeys(in)
	if len(keys) == 0 {
		return true
	}
	refs := inputRefs(cond)
	return !uniqueKeyContains(keys, refs)
}

// inputRefs lists the input fields an expression reads.
func inputRefs(e plan.Expr) []int {
	return refOrder(nil, map[int]bool{}, e)
}
