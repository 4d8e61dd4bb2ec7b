package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// Flink's streaming planner prints its optimized physical plan at Calcite's DIGEST_ATTRIBUTES
// level, where batch mode prints at EXPPLAIN_ATTRIBUTES. At that level the physical nodes print
// their expressions with the Digest detail (FlinkRexUtil.getExpressionString): each literal as
// its own RexLiteral digest (1:BIGINT, _UTF-16LE'q'), casts with full type names; and Values
// prints its row type first. The execution plan prints as in batch mode.

// digestLevel reports whether p prints Flink's streaming optimized physical plan.
func (p *physical) digestLevel() bool { return p.stream && !p.exec }

// expr prints an expression over input fields as the plan p builds prints it.
func (p *physical) expr(e plan.Expr, fields []string) string {
	if p.digestLevel() {
		return digestDetailExpr(e, fields)
	}
	return flinkExpr(e, fields, p.exec)
}

// digestDetailExpr prints an expression with the Digest detail: fields by name, prefix
// operators, literals as RexLiteral.toString prints them (the type when the value alone does
// not give it), casts to their full type names.
func digestDetailExpr(e plan.Expr, fields []string) string {
	switch x := e.(type) {
	case *plan.InputRef:
		return fields[x.Index]
	case *plan.Literal:
		return literalDigest(x, 0)
	case *sarg:
		return x.digest()
	case *plan.Cast:
		name := "CAST"
		if x.Try {
			name = "TRY_CAST"
		}
		return name + "(" + digestDetailExpr(x.X, fields) + " AS " + castTypeString(x.T, true) + ")"
	case *plan.Call:
		if r, ok := reducedTimestampAddForm(x); ok {
			return digestDetailExpr(r, fields)
		}
		args := flattened(x)
		ops := make([]string, len(args))
		for i, a := range args {
			ops[i] = digestDetailExpr(a, fields)
		}
		return opName(x.Op) + "(" + strings.Join(ops, ", ") + ")"
	default:
		// Partial by design: the other kinds (the physical plan's sarg aside) print as their String.
	}
	return e.String()
}

// streamValues is Flink's streaming Values: its row type first at the digest level, then its
// tuples; unlike batch mode's, it prints no field names.
func (p *physical) streamValues(n *plan.Values) *Node {
	out := &Node{kind: KindValues, fields: plan.FieldNames(n.Output)}
	if p.digestLevel() {
		row := make([]string, len(n.Output))
		for i, f := range n.Output {
			row[i] = typeString(f.Type, false) + " " + f.Name
		}
		out.attrs = append(out.attrs, attr{"type", "RecordType(" + strings.Join(row, ", ") + ")"})
	}
	out.attrs = append(out.attrs, attr{"tuples", tuples(n)})
	return out
}
