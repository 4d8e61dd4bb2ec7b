package phys

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file prints expressions as Flink's physical plans do (FlinkRexUtil.getExpressionString
// with ExpressionDetail.Explain): fields by name, literals without their charset, prefix
// operators in the optimized physical plan and infix ones in the execution plan.

// infixOps are the operators the execution plan writes between their operands.
var infixOps = map[string]bool{"*": true, "/": true, "+": true, "-": true, "<": true, "<=": true,
	">": true, ">=": true, "=": true, "<>": true, "OR": true, "AND": true}

// flinkExpr prints an expression over input fields with the given names.
func flinkExpr(e plan.Expr, fields []string, infix bool) string {
	switch x := e.(type) {
	case *plan.InputRef:
		return fields[x.Index]
	case *plan.Literal:
		return explainLiteral(x)
	case *sarg:
		return x.String()
	case *plan.Cast:
		name := "CAST"
		if x.Try {
			name = "TRY_CAST"
		}
		return name + "(" + flinkExpr(x.X, fields, infix) + " AS " + castTypeString(x.T, false) + ")"
	case *plan.Call:
		if r, ok := reducedTimestampAddForm(x); ok {
			return flinkExpr(r, fields, infix)
		}
		args := flattened(x)
		ops := make([]string, len(args))
		for i, a := range args {
			ops[i] = flinkExpr(a, fields, infix)
		}
		op := opName(x.Op)
		if len(ops) == 1 {
			if infix && strings.HasPrefix(op, "IS ") {
				return ops[0] + " " + op
			}
			return op + "(" + ops[0] + ")"
		}
		if infix && infixOps[op] {
			return "(" + strings.Join(ops, " "+op+" ") + ")"
		}
		return op + "(" + strings.Join(ops, ", ") + ")"
	default:
		// Partial by design: the other kinds print as their String.
	}
	return e.String()
}

// explainLiteral prints a literal as the Explain detail does: NULL with its type, strings
// quoted without their charset, approximate numbers in scientific notation.
func explainLiteral(l *plan.Literal) string {
	if l.Value == nil {
		return "null:" + typeString(l.T, false)
	}
	if isIntervalLiteral(l) {
		return literalValue(l, false) + ":" + literalTypeOf(l)
	}
	return literalValue(l, false)
}

// digestExpr prints an expression as the Digest detail does (the predicates of a scan's
// filter=[...]): literals with Calcite's digests, casts with full types, ANDs and ORs nested
// two operands at a time, as the round trip through Flink's expressions leaves them.
func digestExpr(e plan.Expr, fields []string) string {
	switch x := e.(type) {
	case *plan.InputRef:
		return fields[x.Index]
	case *plan.Literal:
		return literalDigest(x, 0)
	case *plan.Cast:
		return "CAST(" + digestExpr(x.X, fields) + " AS " + typeString(x.T, true) + ")"
	case *plan.Call:
		args := flattened(x)
		if (x.Op == plan.OpAnd || x.Op == plan.OpOr) && len(args) > 2 {
			// Flink's expressions nest ANDs and ORs two operands at a time.
			acc := digestExpr(args[0], fields)
			for _, a := range args[1:] {
				acc = string(x.Op) + "(" + acc + ", " + digestExpr(a, fields) + ")"
			}
			return acc
		}
		ops := make([]string, len(args))
		for i, a := range args {
			if l, ok := a.(*plan.Literal); ok && simpleBinary[x.Op] && len(args) == 2 {
				if s, ok := l.Value.(string); ok && args[1-i].Type().Kind == types.KindVarChar {
					// A comparison coerces a string literal to its field's type.
					a = &plan.Literal{Value: s, T: args[1-i].Type().AsNotNull(), Text: l.Text}
				}
			}
			ops[i] = digestExpr(a, fields)
		}
		return opName(x.Op) + "(" + strings.Join(ops, ", ") + ")"
	default:
		// Partial by design: the other kinds print as their String.
	}
	return e.String()
}

// castTypeString is a cast's target type: a time attribute as Flink's TimeIndicatorRelDataType
// prints it (TIMESTAMP(3) *ROWTIME*, TIMESTAMP_LTZ(3) *PROCTIME*), before its nullability.
func castTypeString(t types.Type, full bool) string {
	if !plan.IsTimeAttribute(t) {
		return typeString(t, full)
	}
	s := strings.Replace(typeString(t.WithNullable(true), false), "TIMESTAMP_WITH_LOCAL_TIME_ZONE(", "TIMESTAMP_LTZ(", 1)
	s += " *" + t.TimeAttr.String() + "*"
	if full && !t.Nullable() {
		s += " NOT NULL"
	}
	return s
}
