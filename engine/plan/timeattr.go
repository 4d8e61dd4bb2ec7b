package plan

import (
	"slices"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Time attributes. In streaming mode a table's WATERMARK FOR ts AS expr makes ts a rowtime
// attribute: its scans end in a WatermarkAssigner whose output types ts TIMESTAMP(3) *ROWTIME*
// (TIMESTAMP_LTZ(3) for a TIMESTAMP_LTZ column), the type Flink's planner gives every rowtime,
// whatever the column's precision. PROCTIME() is TIMESTAMP_LTZ(3) NOT NULL *PROCTIME* in both
// modes. The marks travel with the types: a reference keeps its field's type, and functions
// that return their operand's type (MAX, MIN, +/- an interval) keep it as Flink's validator
// does, while CAST makes a plain timestamp. In batch mode a watermark is ignored, as in Flink:
// the column stays a plain timestamp and no assigner is planned.

// WatermarkAssigner passes its input's rows on and, in streaming mode, the watermarks Expr
// gives over them: Flink's WatermarkAssigner. Rowtime is the rowtime field's position.
type WatermarkAssigner struct {
	Spanned
	Input   Node
	Rowtime int
	Expr    Expr
	Output  []Field
}

func (n *WatermarkAssigner) Fields() []Field { return n.Output }
func (n *WatermarkAssigner) Inputs() []Node  { return []Node{n.Input} }

// WithInputs returns a copy over a new input.
func (n *WatermarkAssigner) WithInputs(inputs []Node) Node {
	c := *n
	c.Input = inputs[0]
	return &c
}

var _ Node = (*WatermarkAssigner)(nil)

// RowtimeType is the type Flink's planner gives a rowtime attribute of a column of type t:
// millisecond precision, marked *ROWTIME*, nullability kept.
func RowtimeType(t types.Type) types.Type {
	t.Precision = 3
	t.TimeAttr = types.TimestampRowtime
	return t
}

// IsTimeAttribute reports whether a type is a rowtime or proctime attribute.
func IsTimeAttribute(t types.Type) bool { return t.TimeAttr != types.TimestampRegular }

// IsRowtime reports whether a type is a rowtime attribute.
func IsRowtime(t types.Type) bool { return t.TimeAttr == types.TimestampRowtime }

// ProctimeType is PROCTIME()'s type.
var ProctimeType = types.Type{Kind: types.KindTimestampLTZ, Precision: 3, NotNull: true, TimeAttr: types.TimestampProctime}

// DescribedColumnType is a column's type as DESCRIBE shows it: in streaming mode a watermark's
// column is marked *ROWTIME* at its declared precision, as Flink's schema resolver marks it.
func DescribedColumnType(s *catalog.Schema, c catalog.Column, streaming bool) types.Type {
	if streaming && slices.ContainsFunc(s.Watermarks, func(w catalog.Watermark) bool { return w.Column == c.Name }) {
		c.Type.TimeAttr = types.TimestampRowtime
	}
	return c.Type
}

// assignWatermarks puts a WatermarkAssigner over a scan of a table with a watermark, in
// streaming mode; fields are the table's columns as the scan (and its computed columns)
// produce them.
func (b *Binder) assignWatermarks(n Node, t *catalog.Table) (Node, error) {
	if b.session == nil || !b.session.Streaming || len(t.Schema.Watermarks) == 0 {
		return n, nil
	}
	for _, w := range t.Schema.Watermarks {
		fields := n.Fields()
		i := slices.IndexFunc(fields, func(f Field) bool { return f.Name == w.Column })
		if i < 0 {
			continue // a nested rowtime (r.ts) is not supported; the column stays plain
		}
		parsed, err := sql.ParseExpr(w.Expr)
		if err != nil {
			return nil, err
		}
		e, err := b.bindExpr(parsed, scopeOf("", fields))
		if err != nil {
			return nil, err
		}
		out := slices.Clone(fields)
		out[i].Type = RowtimeType(out[i].Type)
		n = &WatermarkAssigner{Input: n, Rowtime: i, Expr: e, Output: out}
	}
	return n, nil
}

func init() {
	register(&function{name: "PROCTIME", sigs: []signature{niladic},
		result: func(*call) (types.Type, error) { return ProctimeType, nil }, bind: sessionCall})
}
