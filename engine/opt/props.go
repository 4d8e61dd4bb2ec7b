package opt

import "github.com/flinkpad/flinkpad/engine/plan"

// Props derives the properties of a plan's nodes that Flink's planner infers from their
// inputs, the changelog mode, the upsert keys and the unique keys, each once per node: a plan
// is a DAG (views and sub-plan reuse share nodes), and deriving them per path would cost the
// number of paths, exponential in the depth of the sharing. The package functions of the same
// names use a Props of their own per call; a planner that asks about many nodes of one plan
// keeps one.
type Props struct {
	modes  map[plan.Node]plan.ChangelogMode
	keys   map[plan.Node][][]int
	unique map[uniqueOf][][]int
}

// uniqueOf is a node's unique keys in one runtime mode.
type uniqueOf struct {
	n         plan.Node
	streaming bool
}

// NewProps returns an empty memo of properties.
func NewProps() *Props {
	return &Props{modes: map[plan.Node]plan.ChangelogMode{}, keys: map[plan.Node][][]int{}, unique: map[uniqueOf][][]int{}}
}

// ChangelogMode is the kinds of change a node emits in streaming mode (changelog.go).
func (pr *Props) ChangelogMode(n plan.Node) plan.ChangelogMode {
	if m, ok := pr.modes[n]; ok {
		return m
	}
	m := pr.changelogMode(n)
	pr.modes[n] = m
	return m
}

// UpsertKeys are the sets of fields that identify a node's rows across its changes
// (upsert_keys.go).
func (pr *Props) UpsertKeys(n plan.Node) [][]int {
	if k, ok := pr.keys[n]; ok {
		return k
	}
	k := pr.upsertKeys(n)
	pr.keys[n] = k
	return k
}

// UniqueKeys are the sets of fields no two of a node's rows share, in streaming or in batch
// mode (unique_keys.go).
func (pr *Props) UniqueKeys(n plan.Node, streaming bool) [][]int {
	at := uniqueOf{n, streaming}
	if k, ok := pr.unique[at]; ok {
		return k
	}
	k := pr.uniqueKeys(n, streaming)
	pr.unique[at] = k
	return k
}

// ChangelogMode derives the kinds of change a node emits in streaming mode.
func ChangelogMode(n plan.Node) plan.ChangelogMode { return NewProps().ChangelogMode(n) }

// UpsertKeys derives the upsert keys of a node.
func UpsertKeys(n plan.Node) [][]int { return NewProps().UpsertKeys(n) }

// SetOpJoinMode is the changelog of the join a set operation is planned as.
func SetOpJoinMode(n *plan.SetOp) plan.ChangelogMode { return NewProps().SetOpJoinMode(n) }

// Deduplication reports whether a streaming Rank is a deduplication, and which.
func Deduplication(n *plan.Rank) (Dedup, bool) { return NewProps().Deduplication(n) }
