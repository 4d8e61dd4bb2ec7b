package plan

import (
	"fmt"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Field is one column of a node's output.
type Field struct {
	Name string
	Type types.Type
}

// Node is a node of a logical plan tree. The optimizer rewrites trees of them and the
// sub-plan reuse pass turns the trees of a statement set into one graph.
type Node interface {
	// Fields is the node's output row type.
	Fields() []Field
	// Inputs are the node's children, in order.
	Inputs() []Node
}

// Values is an inline table: VALUES rows, or a SELECT without FROM (one row).
type Values struct {
	Spanned
	Rows   [][]Expr
	Output []Field
	// Union records that a row is not all literals (CAST(NULL AS INT) is not a literal), which
	// makes Flink plan the VALUES as a UNION ALL of one-row projections.
	Union bool
	// Coerced records that INSERT's validation typed the literals with the sink's columns, as
	// Calcite converts them, rather than keeping each literal's own type.
	Coerced bool
}

// Scan reads a catalog table.
type Scan struct {
	Spanned
	ID     catalog.ObjectIdentifier
	Table  *catalog.Table
	Output []Field

	// What the optimizer pushed into the scan, as Flink's source abilities record it. Columns are
	// the stored columns read, as indexes into the table's stored columns (nil: all of them, in
	// order); Output lists them. Filters are predicates over the stored columns that the
	// connector accepted: the filesystem source still returns every row, so the filter above the
	// scan stays, and they show in the plan's table digest. Limit is a pushed LIMIT (0: none).
	Columns []int
	Filters []Expr
	Limit   int64
	// Hints are the options of the reference's OPTIONS hint, already merged into Table's;
	// plans print them (hint_table.go).
	Hints [][2]string
	// Changelog is what the source produces in streaming mode, when not inserts only (0): a
	// CDC format's every kind (scan_changelog.go).
	Changelog ChangelogMode
}

// Project computes one expression per output field from its input's row.
type Project struct {
	Spanned
	Input  Node
	Exprs  []Expr
	Output []Field
	// Kind says which clause made the projection; EXPLAIN prints the tree Flink's conversion
	// from SQL builds, which has no projection for some of them.
	Kind ProjectKind
	// AST is, on a select list with subqueries, the projection Calcite's conversion gives
	// instead: over the input before the subqueries' joins, each subquery a SubqueryExpr.
	AST *Project
}

// ProjectKind is the clause a Project comes from.
type ProjectKind uint8

// The clauses that make projections.
const (
	// ProjectSelect is a select list (or anything without a kind of its own).
	ProjectSelect ProjectKind = iota
	// ProjectView renames a view's query to the view's column names.
	ProjectView
	// ProjectAlias renames a FROM item's columns: AS t(a, b).
	ProjectAlias
	// ProjectSink shapes a query into the columns an INSERT writes.
	ProjectSink
	// ProjectAggregateInput computes an aggregate's keys and arguments.
	ProjectAggregateInput
	// ProjectGroupID puts GROUP_ID()'s value among an aggregate's fields (grouping_sets.go).
	ProjectGroupID
)

// IsGroupIDNode reports whether n is Calcite's rewrite of GROUP_ID(): a ProjectGroupID over an
// aggregate, or a UNION ALL of them.
func IsGroupIDNode(n Node) bool {
	switch n := n.(type) {
	case *Project:
		return n.Kind == ProjectGroupID
	case *SetOp:
		return n.GroupID
	default:
		// Partial by design: only these two kinds make the rewrite.
		return false
	}
}

// Filter keeps the rows for which Cond is TRUE.
type Filter struct {
	Spanned
	Input Node
	Cond  Expr
	// AST is, on a WHERE clause's filter above the joins the binder made from its subqueries,
	// the filter Calcite's conversion gives instead (see Join.AST).
	AST *Filter
}

func (n *Values) Fields() []Field  { return n.Output }
func (n *Scan) Fields() []Field    { return n.Output }
func (n *Project) Fields() []Field { return n.Output }
func (n *Filter) Fields() []Field  { return n.Input.Fields() }

func (n *Values) Inputs() []Node  { return nil }
func (n *Scan) Inputs() []Node    { return nil }
func (n *Project) Inputs() []Node { return []Node{n.Input} }
func (n *Filter) Inputs() []Node  { return []Node{n.Input} }

var (
	_ Node = (*Values)(nil)
	_ Node = (*Scan)(nil)
	_ Node = (*Project)(nil)
	_ Node = (*Filter)(nil)
)

// Sort orders its input's rows, and keeps Limit of them after skipping Offset (-1: no limit).
type Sort struct {
	Spanned
	Input  Node
	Keys   []SortKey
	Offset int64
	Limit  int64
}

// SortKey is one ORDER BY key over the input's fields.
type SortKey struct {
	Expr       Expr
	Descending bool
	NullsFirst bool
}

// SetOp is UNION, INTERSECT or EXCEPT, with or without ALL.
type SetOp struct {
	Spanned
	Kind   SetOpKind
	All    bool
	Left   Node
	Right  Node
	Output []Field
	// GroupID marks the UNION ALL of Calcite's rewrite of GROUP_ID() (grouping_sets.go), whose
	// inputs the select list above names.
	GroupID bool
}

func (n *Sort) Fields() []Field  { return n.Input.Fields() }
func (n *SetOp) Fields() []Field { return n.Output }
func (n *Sort) Inputs() []Node   { return []Node{n.Input} }
func (n *SetOp) Inputs() []Node  { return []Node{n.Left, n.Right} }

var (
	_ Node = (*Sort)(nil)
	_ Node = (*SetOp)(nil)
)

// Join combines the rows of Left and Right for which Cond is TRUE (every pair without Cond).
// The kinds:
//   - INNER, LEFT, RIGHT and FULL output the left fields, then the right ones; the outer kinds
//     also keep the unmatched rows of their outer sides, padded with NULLs.
//   - SEMI and ANTI output the left rows that have (SEMI) or have no (ANTI) matching right row:
//     IN and EXISTS subqueries in WHERE, as Flink plans them.
//   - MARK outputs each left row once, with one more BOOLEAN field: whether it has a matching
//     right row, with IN's three-valued logic when In is set.
//   - SINGLE is a LEFT join whose right side must not match a left row twice, for scalar
//     subqueries: Flink's SINGLE_VALUE aggregate fails at run time when it sees two rows.
//
// Cond reads the left fields, then the right ones, before outer joins make them nullable.
type Join struct {
	Spanned
	Kind   JoinKind
	Left   Node
	Right  Node
	Cond   Expr
	In     *MarkIn
	Output []Field
	// Subquery says the binder made the join from a subquery (every SEMI, ANTI, MARK and
	// SINGLE join, and the LEFT join of a subquery that gives one row), where Flink's abstract
	// syntax tree keeps a subquery expression.
	Subquery bool
	// AST is, on the outermost join the binder made from a WHERE clause's subqueries, the
	// filter Calcite's conversion gives instead: the WHERE condition over the input before
	// those joins, each subquery a SubqueryExpr. EXPLAIN prints it as the abstract syntax tree.
	AST *Filter
	// Lateral is, on the join of a correlated LATERAL subquery, the correlate Calcite's
	// conversion gives instead, which EXPLAIN prints as the abstract syntax tree.
	Lateral *LateralAST
}

// MarkIn is x IN (subquery) in a MARK join: Left is x over the left fields, Cmp is x = y over
// the left fields then the right ones. Correlated says the subquery is correlated, where Flink's
// rewrite gives NULL rather than FALSE when x is NULL and no right row matches Cond.
type MarkIn struct {
	Left       Expr
	Cmp        Expr
	Correlated bool
}

func (n *Join) Fields() []Field { return n.Output }
func (n *Join) Inputs() []Node  { return []Node{n.Left, n.Right} }

// JoinShape is what a join outputs after its left input's fields, which come first in every
// kind.
type JoinShape uint8

// The shapes of the join kinds.
const (
	// JoinPairs outputs the right fields after the left ones: INNER, LEFT, RIGHT, FULL, SINGLE.
	JoinPairs JoinShape = iota
	// JoinLeftOnly outputs the left fields alone: SEMI, ANTI.
	JoinLeftOnly
	// JoinMarked outputs the left fields and one BOOLEAN, the mark: MARK.
	JoinMarked
)

// JoinShapeOf is the shape of a join kind's output.
func JoinShapeOf(kind JoinKind) JoinShape {
	switch kind {
	case JoinSemi, JoinAnti:
		return JoinLeftOnly
	case JoinMark:
		return JoinMarked
	case JoinInner, JoinLeft, JoinRight, JoinFull, JoinSingle:
		return JoinPairs
	default:
		panic(fmt.Sprintf("plan: JoinShapeOf of an unknown join kind %v", kind))
	}
}

// Shape is the shape of the join's output.
func (n *Join) Shape() JoinShape { return JoinShapeOf(n.Kind) }

// Width is how many fields a join of this shape outputs over inputs of nLeft and nRight fields.
func (s JoinShape) Width(nLeft, nRight int) int {
	switch s {
	case JoinLeftOnly:
		return nLeft
	case JoinMarked:
		return nLeft + 1
	}
	return nLeft + nRight
}

// RowFields are the fields Cond and In.Cmp read: the left input's, then the right one's, for
// every kind, whatever the join outputs.
func (n *Join) RowFields() []Field {
	return append(append([]Field{}, n.Left.Fields()...), n.Right.Fields()...)
}

// OutputFromRow maps a field of the join's output to the field of its row (RowFields) it
// passes on, and reports false for the mark of a MARK join, which no input holds.
func (n *Join) OutputFromRow(i int) (int, bool) {
	if n.Shape() == JoinMarked && i == len(n.Left.Fields()) {
		return 0, false
	}
	return i, true
}

// MarkInCopy copies In, so that a rewrite of its expressions leaves the original join alone;
// nil stays nil.
func (n *Join) MarkInCopy() *MarkIn {
	if n.In == nil {
		return nil
	}
	in := *n.In
	return &in
}

var _ Node = (*Join)(nil)
