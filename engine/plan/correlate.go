package plan

import (
	"github.com/flinkpad/flinkpad/engine/types"
)

// Correlate joins each input row with the rows UNNEST makes of a collection the row holds:
// Flink's LogicalCorrelate over an Uncollect, which it plans as a Correlate of the function
// $UNNEST_ROWS$1. Its output is the input's fields, then the function's (Unnested). Kind is
// JoinInner (CROSS JOIN UNNEST, a comma, or JOIN ... ON TRUE) or JoinLeft (LEFT JOIN UNNEST ...
// ON), which keeps an input row whose collection gives no row, with NULLs.
//
// A Replicate correlate is the function $REPLICATE_ROWS$1 of the batch INTERSECT ALL and EXCEPT
// ALL rewrites (the physical planner's lowering makes it, never the binder): Arg is the repeat
// count, a BIGINT field, and the function's rows are the input's other fields, that many times.
type Correlate struct {
	Spanned
	Input Node
	Kind  JoinKind
	// Arg is the collection, an expression over the input's fields: an ARRAY, a MULTISET or a
	// MAP.
	Arg Expr
	// Replicate makes the function $REPLICATE_ROWS$1 rather than UNNEST.
	Replicate bool
	// Ordinality adds each element's 1-based position (WITH ORDINALITY) as the last field.
	Ordinality bool
	// Cond filters the function's rows, reading the function's fields only (index 0 is its
	// first field); nil keeps them all. A LEFT correlate pads a row whose rows all fail it.
	Cond Expr
	// Aliases are the names the query gives the function's fields, which the abstract syntax
	// tree prints; the fields themselves have Flink's physical names (f0, or EXPR$0 and
	// ORDINALITY).
	Aliases []string
	// Uncollected are the names Calcite's validator gives the function's fields before the
	// query's column aliases: EXPR$0 (or the alias), KEY and VALUE, a row's fields, ORDINALITY.
	Uncollected []string
	// Var numbers the correlation variable the plan prints, $cor0 and on, in the statement's
	// order as Calcite numbers them.
	Var    int
	Output []Field
}

func (n *Correlate) Fields() []Field { return n.Output }
func (n *Correlate) Inputs() []Node  { return []Node{n.Input} }

// WithInputs returns a copy over a new input.
func (n *Correlate) WithInputs(inputs []Node) Node {
	c := *n
	c.Input = inputs[0]
	return &c
}

// Unnested is the function's fields: the part of the output after the input's fields.
func (n *Correlate) Unnested() []Field { return n.Output[len(n.Input.Fields()):] }

var _ Node = (*Correlate)(nil)

// UnnestFields are the fields UNNEST makes of a collection of type t, with Flink's names: an
// ARRAY or MULTISET of rows gives the row's fields, of anything else one field; a MAP its key
// and value. Flink names the fields f0, f1, except one field WITH ORDINALITY, EXPR$0; the
// position is ORDINALITY. A row element's fields keep their names. ok is false for a type that
// is not a collection.
func UnnestFields(t types.Type, ordinality bool) (fields []Field, ok bool) {
	name := func(i int) string {
		if ordinality {
			return "EXPR$" + itoa(i)
		}
		return "f" + itoa(i)
	}
	switch t.Kind {
	case types.KindArray, types.KindMultiset:
		elem := t.ElemType()
		if elem.Kind == types.KindRow {
			for _, f := range elem.Fields {
				fields = append(fields, Field{Name: f.Name, Type: f.Type})
			}
		} else {
			fields = []Field{{Name: name(0), Type: elem}}
		}
	case types.KindMap:
		fields = []Field{{Name: "f0", Type: t.KeyType()}, {Name: "f1", Type: t.ValueType()}}
	default:
		return nil, false
	}
	if ordinality {
		fields = append(fields, Field{Name: "ORDINALITY", Type: types.Int.AsNotNull()})
	}
	return fields, true
}
