package plan

import (
	"fmt"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The set of plan node kinds is closed: Kinds lists one value of each, and a test in this
// package fails when a type of the package implements Node without being listed. Code that
// must handle every kind (rebuild a node over new inputs, digest it, derive its changelog
// mode, build its operator) ends its switch over kinds with a default arm that fails loudly
// with NodeKindError, and a test beside it runs the switch over Kinds and over a kind it
// cannot know. Code that handles a few kinds by design says so in its default arm.

// ErrNodeKind marks a plan node of a kind that code meant to handle every kind has no case
// for: a bug, a kind added to the plan without teaching that code about it.
// It is one of Flinkpad's internal errors (flinkerr.ErrInternal).
var ErrNodeKind = flinkerr.NewKind("plan node kind without a case", flinkerr.ErrInternal)

// NodeKindError is ErrNodeKind at one site: Site is the function without the case, as
// package.Function.
type NodeKindError struct {
	Site string
	Node Node
}

func (e *NodeKindError) Error() string {
	return fmt.Sprintf("%s: no case for the plan node %T", e.Site, e.Node)
}

// Is matches ErrNodeKind.
func (e *NodeKindError) Is(target error) bool { return target == ErrNodeKind }

// Unwrap is the kind, through which the error also matches flinkerr.ErrInternal.
func (e *NodeKindError) Unwrap() error { return ErrNodeKind }

// FlinkClass says it is Flinkpad's bug, not the user's: Flink raises nothing like it.
func (e *NodeKindError) FlinkClass() string { return "flinkpad.InternalError" }

// UnknownKind is the error, or the panic value where the site cannot return an error, of a
// switch over node kinds that has no case for n's kind.
func UnknownKind(site string, n Node) error { return &NodeKindError{Site: site, Node: n} }

// Kinds returns one minimal, well-formed node of every kind, new at each call, over VALUES
// leaves of two columns, a INT and ts TIMESTAMP(3), so that code can be run over every kind.
func Kinds() []Node {
	leaf := kindsLeaf
	ref := func(i int) *InputRef { return &InputRef{Index: i, T: kindsFields[i].Type} }
	isTrue := &Literal{Value: true, T: types.Boolean.AsNotNull(), Text: "true"}
	id := catalog.ObjectIdentifier{Catalog: "default_catalog", Database: "default_database", Object: "t"}
	table := func() *catalog.Table {
		t := &catalog.Table{}
		for _, f := range kindsFields {
			t.Schema.Columns = append(t.Schema.Columns, catalog.Column{Name: f.Name, Type: f.Type})
		}
		return t
	}
	fields := func(extra ...Field) []Field { return append(append([]Field{}, kindsFields...), extra...) }
	count := types.BigInt.AsNotNull()
	window := types.Timestamp(3).AsNotNull()
	rowtime := fields()
	rowtime[1].Type = RowtimeType(rowtime[1].Type)
	return []Node{
		leaf(),
		&Scan{ID: id, Table: table(), Output: fields()},
		&Project{Input: leaf(), Exprs: []Expr{ref(0)}, Output: kindsFields[:1:1]},
		&Filter{Input: leaf(), Cond: isTrue},
		&Calc{Input: leaf(), Exprs: []Expr{ref(0)}, Cond: isTrue, Output: kindsFields[:1:1]},
		&Aggregate{Input: leaf(), Keys: 1, Calls: []AggCall{{Func: "COUNT", Arg: -1, T: count}},
			Output: []Field{kindsFields[0], {Name: "EXPR$1", Type: count}}},
		&Join{Kind: JoinInner, Left: leaf(), Right: leaf(), Cond: isTrue,
			Output: fields(Field{Name: "a0", Type: kindsFields[0].Type}, Field{Name: "ts0", Type: kindsFields[1].Type})},
		&TemporalJoin{Kind: JoinInner, Left: leaf(), Right: leaf(), Cond: isTrue, LeftTime: 1, RightTime: 1, RightKey: []int{0},
			Output: fields(Field{Name: "a0", Type: kindsFields[0].Type}, Field{Name: "ts0", Type: kindsFields[1].Type})},
		&SetOp{Kind: SetOpUnion, All: true, Left: leaf(), Right: leaf(), Output: fields()},
		&Sort{Input: leaf(), Keys: []SortKey{{Expr: ref(0)}}, Limit: 10},
		&Rank{Input: leaf(), Func: "ROW_NUMBER", PartitionBy: []int{0}, OrderBy: []SortKey{{Expr: ref(1)}},
			Start: 1, End: 1},
		&Over{Input: leaf(), Calls: []*OverCall{{Func: "ROW_NUMBER", PartitionBy: []Expr{ref(0)},
			OrderBy: []SortKey{{Expr: ref(1)}}, T: RankNumberType,
			Frame: Frame{Rows: true, Lower: FrameBound{Kind: sql.UnboundedPreceding}, Upper: FrameBound{Kind: sql.CurrentRow}}}},
			Output: fields(Field{Name: "w0$o0", Type: RankNumberType})},
		&WatermarkAssigner{Input: leaf(), Rowtime: 1, Expr: ref(1), Output: rowtime},
		&WindowTVF{Input: leaf(), Kind: WindowTumble, TimeCol: 1, Size: 60000, Slide: 60000,
			Output: fields(Field{Name: "window_start", Type: window}, Field{Name: "window_end", Type: window},
				Field{Name: "window_time", Type: types.Timestamp(3)})},
		correlateKind(),
		NewExpand(leaf(), 1, [][]int{{0}, {}}),
		&Match{Input: leaf(), OrderBy: []SortKey{{Expr: ref(1)}}, Vars: []string{"A"},
			Pattern: []MatchTerm{{Var: 0, Min: 1, Max: 1}}, Defines: []Expr{nil}, DefineSlots: [][]MatchSlot{nil},
			Measures: []Expr{ref(0)}, Names: []string{"x"}, Slots: []MatchSlot{{Kind: SlotLast, Var: 0, T: kindsFields[0].Type}},
			Output: []Field{{Name: "x", Type: kindsFields[0].Type}}, PatternText: "_UTF-16LE'A'"},
		&Sink{Input: leaf(), ID: id, Table: table()},
		&ChangelogNormalize{Input: leaf(), Keys: []int{0}},
	}
}

// correlateKind is a LEFT JOIN UNNEST(ARRAY[a]) ON x > 0 over a leaf.
func correlateKind() *Correlate {
	a := &InputRef{Index: 0, T: kindsFields[0].Type}
	arr := &Call{Op: OpArray, Args: []Expr{a}, T: types.ArrayOf(a.T).AsNotNull()}
	n := &Correlate{Input: kindsLeaf(), Kind: JoinLeft, Arg: arr, Aliases: []string{"x"},
		Cond: &Call{Op: OpGreater, Args: []Expr{a, &Literal{Value: int32(0), T: types.Int.AsNotNull(), Text: "0"}}, T: types.Boolean}}
	n.setOutput([]Field{{Name: "f0", Type: a.T}})
	return n
}

// kindsFields are the columns of the leaves of Kinds.
var kindsFields = []Field{{Name: "a", Type: types.Int}, {Name: "ts", Type: types.Timestamp(3)}}

// kindsLeaf is a VALUES of one row over kindsFields.
func kindsLeaf() *Values {
	return &Values{
		Rows: [][]Expr{{&Literal{Value: int32(1), T: types.Int.AsNotNull(), Text: "1"},
			&Literal{Value: types.TimestampData{}, T: types.Timestamp(3).AsNotNull(), Text: "TIMESTAMP '1970-01-01 00:00:00'"}}},
		Output: append([]Field{}, kindsFields...),
	}
}
