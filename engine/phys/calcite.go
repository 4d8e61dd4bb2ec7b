package phys

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// This file prints types, literals and expressions as Calcite does in the abstract syntax tree
// (RelDataType.getFullTypeString, RexLiteral and RexCall digests).

const charset = ` CHARACTER SET "UTF-16LE"`

// typeString is Calcite's name of a Flink type: getFullTypeString with full (charset and
// NOT NULL), toString without.
func typeString(t types.Type, full bool) string {
	var s string
	switch t.Kind {
	case types.KindBoolean, types.KindTinyInt, types.KindSmallInt, types.KindBigInt, types.KindFloat,
		types.KindDouble, types.KindDate:
		s = t.Kind.String()
	case types.KindInt:
		s = "INTEGER"
	case types.KindNull:
		s = "NULL"
	case types.KindDecimal:
		s = fmt.Sprintf("DECIMAL(%d, %d)", t.Precision, t.Scale)
	case types.KindChar, types.KindVarChar:
		name := "CHAR"
		if t.Kind == types.KindVarChar {
			name = "VARCHAR"
		}
		s = fmt.Sprintf("%s(%d)", name, t.Length)
		if full {
			s += charset
		}
	case types.KindBitmap:
		s = "BITMAP"
	case types.KindBinary:
		s = fmt.Sprintf("BINARY(%d)", t.Length)
	case types.KindVarBinary:
		s = fmt.Sprintf("VARBINARY(%d)", t.Length)
	case types.KindTime:
		s = fmt.Sprintf("TIME(%d)", t.Precision)
	case types.KindTimestamp:
		s = fmt.Sprintf("TIMESTAMP(%d)", t.Precision)
	case types.KindTimestampLTZ:
		s = fmt.Sprintf("TIMESTAMP_WITH_LOCAL_TIME_ZONE(%d)", t.Precision)
	case types.KindArray:
		s = typeString(t.ElemType(), full) + " ARRAY"
	case types.KindMultiset:
		s = typeString(t.ElemType(), full) + " MULTISET"
	case types.KindMap:
		s = "(" + typeString(t.KeyType(), full) + ", " + typeString(t.ValueType(), full) + ") MAP"
	case types.KindRow:
		parts := make([]string, len(t.Fields))
		for i, f := range t.Fields {
			parts[i] = typeString(f.Type, full) + " " + f.Name
		}
		s = "RecordType(" + strings.Join(parts, ", ") + ")"
	default:
		s = t.String()
	}
	if full && !t.Nullable() {
		s += " NOT NULL"
	}
	return s
}

// literalValue is a literal's value as Calcite prints it: numbers as BigDecimal does
// (approximate ones in scientific notation), strings with their charset when charset is set.
func literalValue(l *plan.Literal, withCharset bool) string {
	switch v := l.Value.(type) {
	case nil:
		return "null"
	case string:
		q := "'" + strings.ReplaceAll(v, "'", "''") + "'"
		if withCharset {
			return "_UTF-16LE" + q
		}
		return q
	case bool:
		return strconv.FormatBool(v)
	}
	switch l.T.Kind {
	case types.KindIntervalDayTime, types.KindIntervalYearMonth:
		// Calcite holds intervals as milliseconds or months: 5000:INTERVAL SECOND.
		return fmt.Sprint(l.Value)
	}
	if d, ok := opt.LiteralDecimal(l); ok {
		if opt.IsApproxLiteral(l) {
			return d.Scientific()
		}
		return d.String()
	}
	// Date-time literals: the text between the quotes of DATE '...'.
	if i := strings.IndexByte(l.Text, '\''); i >= 0 && strings.HasSuffix(l.Text, "'") && i < len(l.Text)-1 {
		return l.Text[i+1 : len(l.Text)-1]
	}
	return l.Text
}

// literalNeedsType is RexLiteral's rule for printing a literal's type: not for NOT NULL
// BOOLEAN and INTEGER, not for a CHAR as long as its type, not for dates and times of
// precision 0.
func literalNeedsType(l *plan.Literal) bool {
	t := l.T
	if t.Nullable() || l.Value == nil {
		return true
	}
	switch t.Kind {
	case types.KindBoolean, types.KindInt:
		return false
	case types.KindChar:
		s, _ := l.Value.(string)
		return len([]rune(s)) != t.Length
	case types.KindDate:
		return false
	case types.KindTime, types.KindTimestamp:
		return t.Precision != 0
	}
	return true
}

// literalDigest is a literal as Calcite's digest prints it, with its type when needed (or
// always, or never).
func literalDigest(l *plan.Literal, includeType int) string {
	const optional, always, never = 0, 1, 2
	if includeType == optional {
		includeType = never
		if literalNeedsType(l) {
			includeType = always
		}
	}
	if l.Value == nil {
		if includeType == never {
			return "null"
		}
		return "null:" + typeString(l.T, true)
	}
	s := literalValue(l, true)
	if includeType == always {
		s += ":" + strings.TrimSuffix(literalTypeOf(l), " NOT NULL")
	}
	return s
}

// calciteOps are Calcite's operator names for the binder's.
var calciteOps = map[plan.Op]string{"CHARACTER_LENGTH": "CHAR_LENGTH"}

func opName(op plan.Op) string {
	if n, ok := calciteOps[op]; ok {
		return n
	}
	return string(op)
}

// simpleBinary are Calcite's SIMPLE_BINARY_OPS, whose literal operands print without a type
// when the other operand has the same type.
var simpleBinary = map[plan.Op]bool{"+": true, "-": true, "*": true, "/": true, "MOD": true,
	"=": true, "<>": true, "<": true, "<=": true, ">": true, ">=": true}

// flattened returns the operands of nested ANDs (or ORs) as one list, as Calcite flattens them.
func flattened(c *plan.Call) []plan.Expr {
	if c.Op != plan.OpAnd && c.Op != plan.OpOr {
		return c.Args
	}
	// One list for the whole nest: appending each level's own list is quadratic in the
	// depth of a chain of ORs (an IN list of 100,000 values).
	var out []plan.Expr
	var flatten func(c *plan.Call)
	flatten = func(c *plan.Call) {
		for _, a := range c.Args {
			if inner, ok := a.(*plan.Call); ok && inner.Op == c.Op {
				flatten(inner)
			} else {
				out = append(out, a)
			}
		}
	}
	flatten(c)
	return out
}

// rexDigest is an expression as Calcite's RexNode.toString prints it ($0 for input fields).
func rexDigest(e plan.Expr) string {
	switch x := e.(type) {
	case *plan.InputRef:
		return "$" + strconv.Itoa(x.Index)
	case *plan.CorrelRef:
		return "$cor" + strconv.Itoa(x.Var) + "." + x.Name
	case *plan.SubqueryExpr:
		return subqueryDigest(x)
	case *plan.Literal:
		return literalDigest(x, 0)
	case *plan.Cast:
		name := "CAST"
		if x.Try {
			name = "TRY_CAST"
		}
		return name + "(" + rexDigest(x.X) + "):" + typeString(x.T, true)
	case *plan.Call:
		if r, ok := timestampAddForm(x); ok {
			return rexDigest(r)
		}
		args := flattened(x)
		parts := make([]string, len(args))
		for i, a := range args {
			l, isLit := a.(*plan.Literal)
			if !isLit {
				parts[i] = rexDigest(a)
				continue
			}
			include := 0
			if (x.Op == plan.OpAnd || x.Op == plan.OpOr) && l.T.Kind == types.KindBoolean {
				include = 2
			}
			if simpleBinary[x.Op] && len(args) == 2 {
				other := args[1-i]
				ol, otherLit := other.(*plan.Literal)
				if (!otherLit || !literalNeedsType(ol)) && l.T.EqualIgnoringNullability(other.Type()) {
					include = 2
				}
			}
			parts[i] = literalDigest(l, include)
		}
		return opName(x.Op) + "(" + strings.Join(parts, ", ") + ")"
	default:
		// Partial by design: the physical plan's own kinds (a sarg) print as their String.
	}
	return e.String()
}

// literalTypeOf is a literal's type as its digest prints it: an interval literal written with
// a qualifier (INTERVAL '1' MINUTE) has that qualifier's type in Calcite, where Flinkpad's
// day-time literals are all of seconds.
func literalTypeOf(l *plan.Literal) string {
	if l.T.Kind == types.KindIntervalDayTime {
		if q, ok := intervalQualifier(l.Text); ok {
			return "INTERVAL " + q
		}
	}
	return literalTypeString(l.T)
}

// intervalQualifier is the qualifier of an interval literal's text, INTERVAL '1' MINUTE(3) TO
// SECOND, without its precisions (MINUTE TO SECOND).
func intervalQualifier(text string) (string, bool) {
	i := strings.LastIndexByte(text, '\'')
	if !strings.HasPrefix(strings.ToUpper(text), "INTERVAL") || i < 0 {
		return "", false
	}
	var words []string
	for _, w := range strings.Fields(strings.ToUpper(text[i+1:])) {
		if j := strings.IndexByte(w, '('); j >= 0 {
			w = w[:j]
		}
		switch w {
		case "DAY", "HOUR", "MINUTE", "SECOND", "TO":
			words = append(words, w)
		case "":
		default:
			return "", false
		}
	}
	return strings.Join(words, " "), len(words) > 0
}

// literalTypeString is a literal's type as its digest prints it; an interval literal's
// qualifier without precisions (INTERVAL SECOND, INTERVAL MONTH).
func literalTypeString(t types.Type) string {
	switch t.Kind {
	case types.KindIntervalDayTime, types.KindIntervalYearMonth:
		if name, ok := intervalUnitNames[t.Resolution]; ok {
			return "INTERVAL " + name
		}
	}
	return typeString(t, true)
}
