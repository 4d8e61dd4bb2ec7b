package plan

import (
	"github.com/flinkpad/flinkpad/engine/types"
)

// Match is MATCH_RECOGNIZE with ONE ROW PER MATCH, Flink's StreamPhysicalMatch and
// BatchPhysicalMatch: the input's rows, partitioned by PartitionBy and ordered by OrderBy (a
// time attribute first, ascending), run through the Pattern as Flink's CEP NFA runs them, with
// strict contiguity between the terms; each match gives one row of the partition fields then
// the Measures. Vars are the pattern variables in pattern order (a variable appears once, as
// Flink requires). Defines[v] is variable v's condition (nil: TRUE) and Measures the MEASURES
// expressions; both are over Slots, the values a condition or a measure reads from the match
// (a variable's row, FIRST and LAST with their offsets, aggregates, MATCH_ROWTIME), so that
// they never read the input directly and the optimizer's passes leave them alone.
type Match struct {
	Spanned
	Input       Node
	PartitionBy []int
	OrderBy     []SortKey // InputRefs over the input; the first is the time attribute
	Vars        []string
	Pattern     []MatchTerm
	Skip        MatchSkip
	SkipVar     int   // the variable of SkipToFirst and SkipToLast
	Within      int64 // WITHIN in milliseconds, 0 without it
	Defines     []Expr
	DefineSlots [][]MatchSlot
	Measures    []Expr
	Names       []string // the measures' names
	Slots       []MatchSlot
	Output      []Field
	// PatternText is the pattern as Calcite's RexNode of it prints, for EXPLAIN.
	PatternText string
}

// MatchTerm is a variable with its quantifier: Min to Max rows (Max -1: no bound). Greedy
// quantifiers take a row while the variable's condition holds, so the next variable only
// matches a row that the quantified one does not (Flink's greedy CEP states).
type MatchTerm struct {
	Var      int
	Min, Max int
	Greedy   bool
}

// MatchSkip is AFTER MATCH SKIP's option.
type MatchSkip int

// The options of AFTER MATCH SKIP; Calcite's default is SKIP TO NEXT ROW.
const (
	SkipToNextRow MatchSkip = iota
	SkipPastLastRow
	SkipToFirst
	SkipToLast
)

// MatchSlotKind is what a slot of a Match node reads from a match.
type MatchSlotKind int

// The kinds of slots.
const (
	// SlotLast is field Field of the Offset-th row from the end of Var's rows (all the match's
	// rows when Var is -1); in a condition the row being tested counts as its variable's last.
	SlotLast MatchSlotKind = iota
	// SlotFirst is field Field of the Offset-th row from the start of Var's rows.
	SlotFirst
	// SlotAgg is aggregate Agg over Arg, an expression over the input row, of Var's rows.
	SlotAgg
	// SlotRowtime is MATCH_ROWTIME(): the time attribute of the match's last row.
	SlotRowtime
	// SlotProctime is MATCH_PROCTIME(): the wall clock when the match is emitted.
	SlotProctime
)

// MatchSlot is one value a condition or a measure reads from a (partial) match.
type MatchSlot struct {
	Kind   MatchSlotKind
	Var    int
	Field  int
	Offset int
	Agg    string
	Arg    Expr // SlotAgg's argument over the input row; nil for COUNT(*)
	T      types.Type
	// Nav marks LAST(V.x) written as a call, which Flink's plan prints as such, unlike V.x.
	Nav bool
}

func (n *Match) Fields() []Field { return n.Output }
func (n *Match) Inputs() []Node  { return []Node{n.Input} }

// WithInputs returns a copy over a new input.
func (n *Match) WithInputs(inputs []Node) Node {
	c := *n
	c.Input = inputs[0]
	return &c
}

var _ Node = (*Match)(nil)
