package phys

import (
	"unicode/utf8"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// columnSizes is FlinkRelMdSize's average size of each field of a node, in bytes: a VALUES
// averages the sizes of its literals (a string's characters count 2 bytes, Java's UTF-16), a
// projection keeps the size of the field it passes on (or of the first operand of its type),
// an aggregate its keys' sizes; every other field has its type's average size. The sizes of
// the variable-length fields decide a join's build side (rowSize).
func (p *physical) columnSizes(n plan.Node) []float64 {
	if s, ok := p.sizes[n]; ok {
		return s
	}
	if p.sizes == nil {
		p.sizes = map[plan.Node][]float64{}
	}
	p.work.Step()
	s := p.estimateColumnSizes(n)
	p.sizes[n] = s
	return s
}

func (p *physical) estimateColumnSizes(n plan.Node) []float64 {
	if d, ok := p.distincts[n]; ok {
		// A lowered DISTINCT aggregate keeps the aggregate's estimate.
		return p.columnSizes(d.orig)
	}
	fields := n.Fields()
	out := make([]float64, len(fields))
	for i, f := range fields {
		out[i] = averageTypeSize(f.Type)
	}
	switch n := n.(type) {
	case *plan.Values:
		if len(n.Rows) == 0 {
			return out
		}
		for i := range out {
			sum := 0.0
			for _, row := range n.Rows {
				sum += literalSize(row[i], fields[i].Type)
			}
			out[i] = sum / float64(len(n.Rows))
		}
	case *plan.Calc:
		in := p.columnSizes(n.Input)
		for i, e := range n.Exprs {
			out[i] = rexSize(e, in)
		}
	case *plan.Project:
		in := p.columnSizes(n.Input)
		for i, e := range n.Exprs {
			out[i] = rexSize(e, in)
		}
	case *plan.Filter, *plan.Sort:
		return p.columnSizes(n.Inputs()[0])
	case *plan.Aggregate:
		copy(out, p.columnSizes(n.Input)[:n.Keys])
	case *plan.Over, *plan.Rank:
		// The input's fields keep their sizes; a window's or a rank's value has its type's.
		copy(out, p.columnSizes(n.Inputs()[0]))
	case *plan.Join:
		l := p.columnSizes(n.Left)
		copy(out, l)
		if n.Shape() == plan.JoinPairs && len(out) >= len(l) {
			copy(out[len(l):], p.columnSizes(n.Right))
		}
	case *plan.SetOp:
		if n.Kind != plan.SetOpUnion {
			return p.columnSizes(n.Left)
		}
		l, r := p.columnSizes(n.Left), p.columnSizes(n.Right)
		for i := range out {
			out[i] = (l[i] + r[i]) / 2
		}
	default:
		// Partial by design: Flink sizes the fields of the other nodes by their types.
	}
	return out
}

// rexSize is FlinkRelMdSize.averageRexSize: a reference has its field's size, a literal its
// value's, a call the size of its first operand of the call's type (its type's otherwise).
func rexSize(e plan.Expr, in []float64) float64 {
	switch x := e.(type) {
	case *plan.InputRef:
		if x.Index < len(in) {
			return in[x.Index]
		}
	case *plan.Literal:
		return literalSize(x, x.T)
	case *plan.Call:
		for _, a := range x.Args {
			if sqlTypeName(a.Type()) == sqlTypeName(x.T) {
				return rexSize(a, in)
			}
		}
	case *plan.Cast:
		if sqlTypeName(x.X.Type()) == sqlTypeName(x.T) {
			return rexSize(x.X, in)
		}
	default:
		// Partial by design: any other expression has its type's average size.
	}
	return averageTypeSize(e.Type())
}

// sqlTypeName is the type's kind as Calcite's SqlTypeName compares it.
func sqlTypeName(t types.Type) types.Kind { return t.Kind }

// literalSize is FlinkRelMdSize.typeValueSize of a literal: 1 for NULL, 2 bytes a character
// for a string, its type's average size otherwise.
func literalSize(e plan.Expr, t types.Type) float64 {
	lit, ok := e.(*plan.Literal)
	if !ok {
		return averageTypeSize(t)
	}
	if lit.Value == nil {
		return 1
	}
	switch t.Kind {
	case types.KindChar, types.KindVarChar:
		if s, ok := lit.Value.(string); ok {
			return float64(2 * utf16Len(s))
		}
	case types.KindBinary, types.KindVarBinary:
		if b, ok := lit.Value.([]byte); ok {
			return float64(len(b))
		}
	default:
		// Partial by design: other literals have their type's average size.
	}
	return averageTypeSize(t)
}

// utf16Len is the length of a string in Java's chars.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r > 0xFFFF && r != utf8.RuneError {
			n++
		}
	}
	return n
}

// averageTypeSize is FlinkRelMdSize.averageTypeValueSize of a type.
func averageTypeSize(t types.Type) float64 {
	switch t.Kind {
	case types.KindTinyInt, types.KindBoolean:
		return 1
	case types.KindSmallInt:
		return 2
	case types.KindInt, types.KindFloat:
		return 4
	case types.KindBigInt, types.KindDouble, types.KindIntervalYearMonth:
		return 8
	case types.KindIntervalDayTime:
		return 4
	case types.KindVarChar, types.KindDecimal:
		return 12
	case types.KindChar:
		return 1
	case types.KindTime, types.KindTimestamp, types.KindTimestampLTZ, types.KindDate:
		return 12
	case types.KindBinary, types.KindVarBinary:
		return 16
	default:
		// Rows, arrays and maps: Flink sums or multiplies their parts; Flinkpad's estimate is
		// the one FlinkRelMdSize uses for a type it cannot size.
		return 16
	}
}
