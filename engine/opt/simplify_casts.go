package opt

import (
	"math"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// simplifyLiteralCasts folds CAST of literals the way Calcite's RexSimplify does while Flink
// converts SQL to relational algebra, so that the folded literal already shows in the abstract
// syntax tree. A cast that keeps the literal's value (Calcite's canRemoveCastFromLiteral)
// retypes the literal without changing its BigDecimal; Flink's generated code then reads the
// value with Java's Number conversions, so CAST(1E20 AS BIGINT) of such a literal wraps where the
// executor saturates. Other casts of literals are evaluated with the executor's semantics.
//
// It also marks the VALUES that Flink plans as a union of one-row projections, which depends
// on the rows as written, before any cast is folded.
func simplifyLiteralCasts(c *Context, roots []plan.Node) ([]plan.Node, error) {
	return c.transform(roots, func(n plan.Node) (plan.Node, error) {
		if v, ok := n.(*plan.Values); ok && !v.Union && !allLiterals(v) {
			cp := *v
			cp.Union = true
			n = &cp
		}
		return mapExprs(n, func(e plan.Expr) (plan.Expr, error) {
			return rewriteErr(e, func(x plan.Expr) (plan.Expr, error) {
				switch x := x.(type) {
				case *plan.Cast:
					return c.simplifyCast(x)
				case *plan.Literal:
					return approxZero(x), nil
				case *plan.Call:
					if x.Op == plan.OpCase {
						return c.castCaseResults(x)
					}
				default:
					// Partial by design: the other kinds stay as they are.
				}
				return x, nil
			})
		})
	})
}

// allLiterals reports whether every value of a VALUES clause is a literal as written; a typed
// NULL (CAST(NULL AS INT)) is a cast, not a literal.
func allLiterals(v *plan.Values) bool {
	for _, row := range v.Rows {
		for _, e := range row {
			l, ok := e.(*plan.Literal)
			if !ok || l.Value == nil {
				return false
			}
		}
	}
	return true
}

// simplifyCast is RexSimplify.simplifyCast for one cast whose operand is already simplified.
func (c *Context) simplifyCast(cast *plan.Cast) (plan.Expr, error) {
	if cast.Try {
		return cast, nil
	}
	x := cast.X
	if x.Type().Equal(cast.T) || (cast.T.Nullable() && x.Type().AsNotNull().Equal(cast.T.AsNotNull()) && !x.Type().Nullable()) {
		c.fire()
		return x, nil
	}
	lit, ok := x.(*plan.Literal)
	if !ok {
		return cast, nil
	}
	if kept, ok := retypeLiteral(lit, cast.T); ok {
		c.fire()
		return nullabilityCast(kept, cast.T), nil
	}
	return c.reduce(cast)
}

// retypeLiteral is Calcite's canRemoveCastFromLiteral followed by makeCast: the literal with
// the cast's type and its own value, when the value fits the type unchanged.
func retypeLiteral(l *plan.Literal, to types.Type) (*plan.Literal, bool) {
	if l.Value == nil {
		return &plan.Literal{T: to.WithNullable(true), Text: "null"}, true
	}
	from := l.T
	if literalClass(from) != literalClass(to) || literalClass(to) == 0 {
		return nil, false
	}
	if from.Kind != to.Kind && (from.Kind == types.KindDate || from.Kind == types.KindTime ||
		from.Kind == types.KindTimestamp || from.Kind == types.KindTimestampLTZ) {
		return nil, false
	}
	switch to.Kind {
	case types.KindChar, types.KindBinary:
		if literalLength(l) != to.Length {
			return nil, false
		}
		return &plan.Literal{Value: l.Value, T: to.AsNotNull(), Text: l.Text}, true
	case types.KindVarChar, types.KindVarBinary:
		if literalLength(l) > to.Length {
			return nil, false
		}
		return &plan.Literal{Value: l.Value, T: to.AsNotNull(), Text: l.Text}, true
	}
	if !to.IsNumeric() {
		// Calcite rounds date-time literals down to the new precision; the executor's casts
		// truncate alike, so only an unchanged precision keeps the literal here.
		if !to.EqualIgnoringNullability(from) {
			return nil, false
		}
		return &plan.Literal{Value: l.Value, T: to.AsNotNull(), Text: l.Text}, true
	}
	d, ok := LiteralDecimal(l)
	if !ok {
		return nil, false
	}
	switch to.Kind {
	case types.KindDecimal:
		// SqlTypeUtil.isValidDecimalValue checks only the digits before the point.
		if d.Precision()-d.Scale > int(to.Precision-to.Scale) {
			return nil, false
		}
	case types.KindTinyInt, types.KindSmallInt, types.KindInt:
		if d.Scale != 0 {
			return nil, false
		}
		v := d.LongValue()
		lo, hi := int64(math.MinInt32), int64(math.MaxInt32)
		switch to.Kind {
		case types.KindTinyInt:
			lo, hi = math.MinInt8, math.MaxInt8
		case types.KindSmallInt:
			lo, hi = math.MinInt16, math.MaxInt16
		}
		if v < lo || v > hi {
			return nil, false
		}
	case types.KindBigInt:
		if d.Scale != 0 {
			return nil, false
		}
	}
	return numericLiteral(to, d, IsApproxLiteral(l))
}

// literalClass groups types by the Java class Calcite holds their literals' values in; a cast
// can keep a literal's value only within one class.
func literalClass(t types.Type) int {
	switch {
	case t.IsNumeric():
		return 1
	case t.IsCharString():
		return 2
	case t.IsBinaryString():
		return 3
	}
	switch t.Kind {
	case types.KindBoolean:
		return 4
	case types.KindDate:
		return 5
	case types.KindTime:
		return 6
	case types.KindTimestamp, types.KindTimestampLTZ:
		return 7
	}
	return 0
}

// nullabilityCast wraps a NOT NULL literal in a cast to a nullable type, as Calcite keeps an
// expression's nullable type when it folds it (printed CAST(1E20 AS BIGINT)).
func nullabilityCast(l *plan.Literal, t types.Type) plan.Expr {
	if t.Nullable() && l.Value != nil {
		return &plan.Cast{X: l, T: t}
	}
	return l
}

// reduce evaluates a constant expression with the executor, as Flink's ExpressionReducer does,
// and turns the value into a literal. It keeps the expression when evaluation fails (the job
// then fails at run time, as Flink's does), when a DOUBLE is NaN or infinite, and when a NOT
// NULL expression yields NULL; a FLOAT that is NaN or infinite fails planning, because Calcite
// cannot make a literal of it.
func (c *Context) reduce(e plan.Expr) (plan.Expr, error) {
	if c.Config.Reduce == nil {
		return e, nil
	}
	v, err := c.Config.Reduce(e)
	if err != nil {
		return e, nil
	}
	t := e.Type()
	switch x := v.(type) {
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return e, nil
		}
	case float32:
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return nil, connector.NewError(nil, "java.lang.NumberFormatException", "Infinite or NaN")
		}
	case nil:
		if !t.Nullable() {
			return e, nil
		}
	}
	if t.IsConstructed() {
		return e, nil
	}
	c.fire()
	return nullabilityCast(literalOf(t, v), t), nil
}

// approxZero makes an approximate literal of zero Calcite's BigDecimal.ZERO: -0.0E0 is 0.0, as
// Calcite's makeApproxLiteral has it (case types_format_double_float).
func approxZero(l *plan.Literal) plan.Expr {
	f, ok := l.Value.(float64)
	if !ok || f != 0 || !IsApproxLiteral(l) || l.Text == "0E0" {
		return l
	}
	return &plan.Literal{Value: 0.0, T: l.T, Text: "0E0"}
}

// castCaseResults casts each THEN and ELSE value of a CASE to the CASE's type, as Calcite's
// conversion does, and simplifies the casts: CASE WHEN ... THEN 'big' ELSE 'small' END has the
// VARCHAR(5) literals 'big' and 'small'.
func (c *Context) castCaseResults(x *plan.Call) (plan.Expr, error) {
	args := append([]plan.Expr{}, x.Args...)
	changed := false
	for i, a := range args {
		if i%2 == 0 && i != len(args)-1 {
			continue // a WHEN condition
		}
		t := a.Type()
		if t.Kind == types.KindNull {
			args[i] = &plan.Literal{T: x.T.WithNullable(true), Text: "null"}
			changed = true
			continue
		}
		if t.EqualIgnoringNullability(x.T) {
			continue
		}
		cast, err := c.simplifyCast(&plan.Cast{X: a, T: x.T.WithNullable(t.Nullable())})
		if err != nil {
			return nil, err
		}
		args[i], changed = cast, true
	}
	if !changed {
		return x, nil
	}
	return x.WithArgs(args), nil
}
