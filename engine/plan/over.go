package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Over computes window functions over partitions of its input, as Calcite's LogicalWindow
// after ProjectToWindowRule: its output is the input's fields, then one field per call. The
// binder puts it below a select list that has OVER calls; a filter on a ranking call's field
// above it becomes a Rank (engine/opt/rank.go), as Flink's FlinkLogicalRankRule makes one.
type Over struct {
	Spanned
	Input  Node
	Calls  []*OverCall
	Output []Field
	// ReducedVariance marks the window the optimizer put in place of one with variance calls
	// (opt/aggregate_reduce_over.go): its input is the projection computing their squares,
	// which Flink's batch plans may place above the window's sort (phys/over.go).
	ReducedVariance bool
	// Aliases are the select list's names of the calls it reads directly, "" for the others,
	// and nil when the list is the input's fields and the calls in order: Calcite then drops
	// the projection and the window's names stay (w0$o0). Flink's FlinkLogicalRankRule names a
	// rank's number so.
	Aliases []string
}

// OverCall is one window function call: f(args) OVER (PARTITION BY ... ORDER BY ...), its
// partition and order keys expressions over the Over node's input.
type OverCall struct {
	Func        string // ROW_NUMBER, RANK, DENSE_RANK, or an aggregate's name
	Distinct    bool   // an aggregate over the distinct values (streaming mode only)
	Args        []Expr
	PartitionBy []Expr
	OrderBy     []SortKey
	Frame       Frame
	T           types.Type
	// Pos is where the call is written, for the errors of the plans that cannot run it.
	Pos sql.Pos
}

func (n *Over) Fields() []Field { return n.Output }
func (n *Over) Inputs() []Node  { return []Node{n.Input} }

var _ Node = (*Over)(nil)

// IsRanking reports whether the call is one of the ranking functions Flink turns into a Rank.
func (c *OverCall) IsRanking() bool { return rankingFuncs[c.Func] }

// IsOffset reports whether the call is LAG or LEAD, which read the row offset rows before or
// after the current one in its partition's order: LAG(x [, offset [, default]]).
func (c *OverCall) IsOffset() bool { return c.Func == "LAG" || c.Func == "LEAD" }

var rankingFuncs = map[string]bool{"ROW_NUMBER": true, "RANK": true, "DENSE_RANK": true}

// String prints the call as Calcite's RexOver digest does, keys as $i:
// ROW_NUMBER() OVER (PARTITION BY $0 ORDER BY $1 DESC NULLS LAST).
func (c *OverCall) String() string {
	return c.Format(func(e Expr) string { return e.String() })
}

// Format prints the call with each expression printed by expr.
func (c *OverCall) Format(expr func(Expr) string) string {
	var s strings.Builder
	s.WriteString(c.Func + "(")
	if c.Distinct {
		s.WriteString("DISTINCT ")
	}
	for i, a := range c.Args {
		if i > 0 {
			s.WriteString(", ")
		}
		s.WriteString(expr(a))
	}
	s.WriteString(") OVER (")
	sep := ""
	if len(c.PartitionBy) > 0 {
		s.WriteString("PARTITION BY ")
		for i, p := range c.PartitionBy {
			if i > 0 {
				s.WriteString(", ")
			}
			s.WriteString(expr(p))
		}
		sep = " "
	}
	if len(c.OrderBy) > 0 {
		s.WriteString(sep + "ORDER BY ")
		for i, k := range c.OrderBy {
			if i > 0 {
				s.WriteString(", ")
			}
			s.WriteString(expr(k.Expr))
			if k.Descending {
				s.WriteString(" DESC")
			}
			if k.NullsFirst {
				s.WriteString(" NULLS FIRST")
			} else {
				s.WriteString(" NULLS LAST")
			}
		}
	}
	if c.Frame.Explicit {
		s.WriteString(" " + c.Frame.digest())
	}
	s.WriteString(")")
	return s.String()
}

// SameWindow reports whether two calls are computed over one window: the same partition and
// order keys and the same frame, as Calcite groups them into one window group.
func (c *OverCall) SameWindow(d *OverCall) bool {
	if len(c.PartitionBy) != len(d.PartitionBy) || len(c.OrderBy) != len(d.OrderBy) || !c.Frame.Same(d.Frame) {
		return false
	}
	for i := range c.PartitionBy {
		if c.PartitionBy[i].String() != d.PartitionBy[i].String() {
			return false
		}
	}
	for i, k := range c.OrderBy {
		o := d.OrderBy[i]
		if k.Expr.String() != o.Expr.String() || k.Descending != o.Descending || k.NullsFirst != o.NullsFirst {
			return false
		}
	}
	return true
}

// OverNotSupported is the error for an OVER call no Flinkpad plan runs yet, at the call.
func OverNotSupported(c *OverCall) error {
	return &Error{Pos: c.Pos.ErrorPosition(), Kind: ErrNotSupported, Class: classFlinkpad,
		Msg: "Flinkpad does not support " + c.Func + " OVER a window here yet."}
}
