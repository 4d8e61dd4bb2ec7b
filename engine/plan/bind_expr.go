package plan

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindExpr binds a scalar expression over the fields in scope.
func (b *Binder) bindExpr(e sql.Expr, sc scope) (Expr, error) {
	b.work.Step()
	if b.match != nil {
		if x, ok, err := b.match.lookup(b, e, sc); ok {
			return x, err
		}
	}
	if b.agg != nil {
		if ref, ok, err := b.agg.lookup(b, e); ok {
			return ref, err
		}
	}
	switch e := e.(type) {
	case *sql.ParenExpr:
		return b.bindExpr(e.X, sc)
	case *sql.Literal:
		return bindLiteral(e)
	case *sql.Name:
		return b.bindName(e, sc)
	case *sql.UnaryExpr:
		return b.bindUnary(e, sc)
	case *sql.BinaryExpr:
		return b.bindBinary(e, sc)
	case *sql.CastExpr:
		return b.bindCast(e, sc)
	case *sql.FuncCall:
		return b.bindCall(e, sc)
	case *sql.CaseExpr:
		return b.bindCase(e, sc)
	case *sql.TypedLiteral:
		return bindTypedLiteral(e)
	case *sql.IsExpr:
		return b.bindIs(e, sc)
	case *sql.BetweenExpr:
		return b.bindBetween(e, sc)
	case *sql.InExpr:
		return b.bindIn(e, sc)
	case *sql.LikeExpr:
		return b.bindLike(e, sc)
	case *sql.ArrayExpr:
		return b.bindArray(e, sc)
	case *sql.MapExpr:
		return b.bindMap(e, sc)
	case *sql.RowExpr:
		return b.bindRow(e, sc)
	case *sql.IndexExpr:
		return b.bindIndex(e, sc)
	case *sql.FieldExpr:
		return b.bindField(e, sc)
	case *sql.SubstringExpr:
		return b.bindSubstring(e, sc)
	case *sql.TrimExpr:
		return b.bindTrim(e, sc)
	case *sql.PositionExpr:
		return b.bindPosition(e, sc)
	case *sql.OverlayExpr:
		return b.bindOverlay(e, sc)
	case *sql.ExtractExpr:
		return b.bindExtract(e, sc)
	case *sql.FloorCeilExpr:
		return b.bindFloorCeilTo(e, sc)
	case *sql.IntervalLiteral:
		return bindIntervalLiteral(e)
	case *sql.SubqueryExpr:
		return b.bindScalarSubquery(e)
	case *sql.ExistsExpr:
		return b.bindExists(e)
	}
	return nil, notSupported(e, unsupportedExpr(e))
}

// unsupportedExpr names an expression the binder does not read here, for its refusal.
func unsupportedExpr(e sql.Expr) string {
	switch e := e.(type) {
	case *sql.GroupingSetsExpr:
		return e.Kind
	case *sql.NamedArg:
		return "named arguments (=>) here"
	case *sql.TableArg:
		return "TABLE arguments here"
	case *sql.DescriptorExpr:
		return "DESCRIPTOR here"
	}
	return "the expression " + exprKind(e)
}

// exprKind names an expression by its syntax, for messages: CASE, IN, LIKE...
func exprKind(e sql.Expr) string {
	switch e.(type) {
	case *sql.CaseExpr:
		return "CASE"
	case *sql.InExpr:
		return "IN"
	case *sql.LikeExpr:
		return "LIKE"
	case *sql.BetweenExpr:
		return "BETWEEN"
	case *sql.IsExpr:
		return "IS"
	case *sql.TypedLiteral:
		return "DATE/TIME/TIMESTAMP literal"
	case *sql.IntervalLiteral:
		return "INTERVAL literal"
	case *sql.SubqueryExpr, *sql.ExistsExpr:
		return "subquery"
	}
	return strings.TrimPrefix(fmt.Sprintf("%T", e), "*sql.")
}

// bindLiteral types a literal as Calcite does: integers are INT, or BIGINT when they do not
// fit, or DECIMAL beyond; decimals are DECIMAL(digits, scale); exponent forms are DOUBLE;
// strings are CHAR(length). All are NOT NULL. A bare NULL has no type and Flink rejects it.
func bindLiteral(l *sql.Literal) (Expr, error) {
	switch l.Kind {
	case sql.LitNull:
		return nil, validatorError(l, "Illegal use of 'NULL'")
	case sql.LitBool:
		return &Literal{Value: strings.EqualFold(l.Value, "TRUE"), T: types.Boolean.AsNotNull(), Text: strings.ToUpper(l.Value)}, nil
	case sql.LitString:
		return &Literal{Value: l.Value, T: types.Char(utf8.RuneCountInString(l.Value)).AsNotNull(), Text: l.String()}, nil
	case sql.LitApprox:
		f, err := strconv.ParseFloat(l.Value, 64)
		if err != nil {
			return nil, validatorError(l, "Numeric literal '%s' out of range", l.Value)
		}
		return &Literal{Value: f, T: types.Double.AsNotNull(), Text: l.Value}, nil
	case sql.LitInteger, sql.LitDecimal:
		return bindExactNumber(l)
	case sql.LitBinary:
		return bindBinaryLiteral(l)
	}
	return nil, notSupported(l, "this literal")
}

// minLongMagnitude is 2^63, the magnitude of Long.MIN_VALUE.
var minLongMagnitude = new(big.Int).Lsh(big.NewInt(1), 63)

func bindExactNumber(l *sql.Literal) (Expr, error) {
	digits, scale := l.Value, 0
	if i := strings.IndexByte(digits, '.'); i >= 0 {
		scale = len(digits) - i - 1
		digits = digits[:i] + digits[i+1:]
	}
	unscaled, ok := new(big.Int).SetString(digits, 10)
	// Calcite's validator wants an exact literal's unscaled value to fit in a long, whatever
	// the DECIMAL precision would allow. Its parser reads a minus sign into the literal, so
	// 9223372036854775808 is allowed here for the minus that makes it Long.MIN_VALUE.
	if !ok || !unscaled.IsInt64() && unscaled.Cmp(minLongMagnitude) != 0 {
		return nil, validatorError(l, "Numeric literal '%s' out of range", l.Value)
	}
	if l.Kind == sql.LitInteger && unscaled.IsInt64() {
		v := unscaled.Int64()
		if v >= -1<<31 && v < 1<<31 {
			return &Literal{Value: int32(v), T: types.Int.AsNotNull(), Text: l.Value}, nil
		}
		return &Literal{Value: v, T: types.BigInt.AsNotNull(), Text: l.Value}, nil
	}
	precision := max(len(strings.TrimLeft(digits, "0")), 1, scale)
	if precision > types.MaxDecimalPrecision {
		return nil, validatorError(l, "Numeric literal '%s' out of range", l.Value)
	}
	t := types.Decimal(precision, scale).AsNotNull()
	return &Literal{Value: decimal128.FromBigInt(unscaled), T: t, Text: l.Value}, nil
}

// bindColumn resolves a column name, qualified or not, in the scope.
func bindColumn(n *sql.Name, sc scope) (Expr, error) {
	parts := NameParts(n)
	name := parts[len(parts)-1]
	table := ""
	if len(parts) > 1 {
		table = parts[len(parts)-2]
	}
	found := -1
	for i, f := range sc {
		if f.Name != name || (table != "" && f.table != table) {
			continue
		}
		if found >= 0 {
			return nil, validatorError(n, "Column '%s' is ambiguous", name)
		}
		found = i
	}
	if found < 0 {
		if table != "" {
			return nil, validatorError(n, "Column '%s' not found in table '%s'", name, table)
		}
		return nil, validatorError(n, "Column '%s' not found in any table", name)
	}
	return &InputRef{Index: found, T: sc[found].Type}, nil
}

func (b *Binder) bindUnary(u *sql.UnaryExpr, sc scope) (Expr, error) {
	x, err := b.bindExpr(u.X, sc)
	if err != nil {
		return nil, err
	}
	switch u.Op {
	case sql.OpPlus:
		return x, nil
	case sql.OpNeg:
		if lit, ok := x.(*Literal); ok {
			if neg, ok := negateLiteral(lit); ok {
				return neg, nil
			}
		}
		t, err := types.NegateType(x.Type())
		if err != nil {
			return nil, validatorError(u, "%s", err)
		}
		return &Call{Op: OpMinus, Args: []Expr{x}, T: t}, nil
	}
	if err := wantBoolean(u, x); err != nil {
		return nil, err
	}
	return &Call{Op: OpNot, Args: []Expr{x}, T: types.Boolean.WithNullable(x.Type().Nullable())}, nil
}

// negateLiteral folds -literal into a literal, as Calcite's parser does for numbers, typed by
// the negative value: -2147483648 is an INT and -9223372036854775808 a BIGINT.
func negateLiteral(l *Literal) (*Literal, bool) {
	var v any
	t := l.T
	switch x := l.Value.(type) {
	case int32:
		v = -x
	case int64:
		v = -x
		if -x == math.MinInt32 {
			v, t = int32(math.MinInt32), types.Int.AsNotNull()
		}
	case float64:
		v = -x
	case decimal128.Num:
		v = x.Negate()
		if n := x.Negate().BigInt(); t.Scale == 0 && n.IsInt64() && n.Int64() == math.MinInt64 {
			v, t = int64(math.MinInt64), types.BigInt.AsNotNull()
		}
	default:
		return nil, false
	}
	return &Literal{Value: v, T: t, Text: "-" + l.Text}, true
}

var arithOps = map[sql.BinaryOp]types.ArithOp{
	sql.OpAdd: types.OpPlus, sql.OpSub: types.OpMinus, sql.OpMul: types.OpMultiply,
	sql.OpDiv: types.OpDivide, sql.OpMod: types.OpMod,
}

func (b *Binder) bindBinary(e *sql.BinaryExpr, sc scope) (Expr, error) {
	x, y, err := b.bindOperands(e.X, e.Y, sc)
	if err != nil {
		return nil, err
	}
	nullable := x.Type().Nullable() || y.Type().Nullable()
	op := e.Op.String()
	if aop, ok := arithOps[e.Op]; ok {
		if e.Op == sql.OpDiv && x.Type().Is(types.FamilyInterval) {
			// Calcite turns it into /INT, which Flink's code generation lacks.
			err := validationError(e, "Unsupported call: /INT(%s, %s) ", x.Type(), y.Type())
			err.Class = "org.apache.flink.table.planner.codegen.CodeGenException"
			return nil, err
		}
		t, err := types.ArithmeticType(aop, x.Type(), y.Type())
		if err != nil {
			return nil, validatorError(e, "%s", err)
		}
		if e.Op == sql.OpMod {
			op = "MOD"
		}
		return &Call{Op: Op(op), Args: []Expr{x, y}, T: t}, nil
	}
	switch e.Op {
	case sql.OpAnd, sql.OpOr:
		if err := wantBoolean(e.X, x); err != nil {
			return nil, err
		}
		if err := wantBoolean(e.Y, y); err != nil {
			return nil, err
		}
		return &Call{Op: Op(op), Args: []Expr{x, y}, T: types.Boolean.WithNullable(nullable)}, nil
	case sql.OpEq, sql.OpNotEq, sql.OpLt, sql.OpLe, sql.OpGt, sql.OpGe, sql.OpIsDistinctFrom, sql.OpIsNotDistinctFrom:
		return b.bindComparison(e, x, y)
	case sql.OpConcat:
		t, ok := concatType(x.Type(), y.Type())
		if !ok {
			if x.Type().IsBinaryString() && y.Type().IsBinaryString() {
				return nil, notSupported(e, "|| on binary strings")
			}
			return nil, validatorError(e, "Cannot apply '||' to arguments of type '<%s> || <%s>'. Supported form(s): '<STRING> || <STRING>'",
				x.Type().CalciteName(), y.Type().CalciteName())
		}
		return &Call{Op: "||", Args: []Expr{x, y}, T: t}, nil
	}
	return nil, notSupported(e, "the operator "+op)
}

// bindOperands binds the two sides of an operator; a bare NULL on one side takes the other
// side's type, as Calcite infers it (x = NULL, CASE x WHEN NULL ...).
func (b *Binder) bindOperands(l, r sql.Expr, sc scope) (Expr, Expr, error) {
	lNull, rNull := isNullLiteral(l), isNullLiteral(r)
	if lNull && rNull {
		return nil, nil, validatorError(l, "Illegal use of 'NULL'")
	}
	var x, y Expr
	var err error
	if !lNull {
		if x, err = b.bindExpr(l, sc); err != nil {
			return nil, nil, err
		}
	}
	if !rNull {
		if y, err = b.bindExpr(r, sc); err != nil {
			return nil, nil, err
		}
	}
	if lNull {
		x = &Literal{T: y.Type().WithNullable(true), Text: "null"}
	}
	if rNull {
		y = &Literal{T: x.Type().WithNullable(true), Text: "null"}
	}
	return x, y, nil
}

func isNullLiteral(e sql.Expr) bool {
	l, ok := e.(*sql.Literal)
	return ok && l.Kind == sql.LitNull
}

func wantBoolean(at sql.Node, e Expr) error {
	if e.Type().Kind != types.KindBoolean {
		return notSupported(at, "a non-BOOLEAN operand here")
	}
	return nil
}

// bindCast binds CAST and TRY_CAST. CAST keeps its operand's nullability; TRY_CAST is always
// nullable, since a failed conversion gives NULL.
func (b *Binder) bindCast(c *sql.CastExpr, sc scope) (Expr, error) {
	target, err := BindType(c.Type)
	if err != nil {
		return nil, err
	}
	// CAST(NULL AS t) is how Flink spells a typed NULL; the bare NULL inside has no type.
	if lit, ok := c.X.(*sql.Literal); ok && lit.Kind == sql.LitNull {
		return &Literal{Value: nil, T: target.WithNullable(true), Text: "null:" + target.String()}, nil
	}
	x, err := b.bindExpr(c.X, sc)
	if err != nil {
		return nil, err
	}
	if err := types.CheckCast(x.Type(), target); err != nil {
		return nil, castCheckError(c, err)
	}
	nullable := x.Type().Nullable() || c.Try
	return &Cast{X: x, T: target.WithNullable(nullable), Try: c.Try, Session: b.sessionOf()}, nil
}

func (b *Binder) bindExprs(es []sql.Expr, sc scope) ([]Expr, error) {
	out := make([]Expr, len(es))
	for i, e := range es {
		x, err := b.bindExpr(e, sc)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

func argTypes(args []Expr) []types.Type {
	ts := make([]types.Type, len(args))
	for i, a := range args {
		ts[i] = a.Type()
	}
	return ts
}

// bindCase binds CASE: the result is the least restrictive type of the THEN and ELSE values,
// nullable when any of them is or when there is no ELSE.
func (b *Binder) bindCase(c *sql.CaseExpr, sc scope) (Expr, error) {
	var operand Expr
	if c.Operand != nil {
		var err error
		if operand, err = b.bindExpr(c.Operand, sc); err != nil {
			return nil, err
		}
	}
	var args, results []Expr
	for _, w := range c.Whens {
		var cond Expr
		var err error
		if operand != nil {
			cond, err = b.bindBinary(&sql.BinaryExpr{X: c.Operand, OpPos: w.When, Op: sql.OpEq, Y: w.Cond}, sc)
		} else if cond, err = b.bindExpr(w.Cond, sc); err == nil {
			err = wantBoolean(w.Cond, cond)
		}
		if err != nil {
			return nil, err
		}
		r, err := b.bindCaseResult(w.Result, sc)
		if err != nil {
			return nil, err
		}
		args = append(args, cond, r)
		results = append(results, r)
	}
	nullable := c.Else == nil
	if c.Else != nil {
		r, err := b.bindCaseResult(c.Else, sc)
		if err != nil {
			return nil, err
		}
		args = append(args, r)
		results = append(results, r)
	}
	var known []types.Type
	for _, r := range results {
		if r.Type().Kind != types.KindNull {
			known = append(known, r.Type())
		}
		nullable = nullable || r.Type().Nullable()
	}
	if len(known) == 0 {
		return nil, validatorError(c, "Illegal use of 'NULL'")
	}
	t, ok := types.LeastRestrictive(known...)
	if !ok {
		return nil, notSupported(c, "CASE over these types")
	}
	if err := bitmapCoercion(c, t.WithNullable(nullable), results); err != nil {
		return nil, err
	}
	return &Call{Op: OpCase, Args: args, T: t.WithNullable(nullable)}, nil
}

// bindCaseResult binds a THEN or ELSE value, where a bare NULL takes the CASE's type.
func (b *Binder) bindCaseResult(e sql.Expr, sc scope) (Expr, error) {
	if lit, ok := e.(*sql.Literal); ok && lit.Kind == sql.LitNull {
		return &Literal{Value: nil, T: types.Null, Text: "null"}, nil
	}
	return b.bindExpr(e, sc)
}

// bindTypedLiteral types DATE '...', TIME '...' and TIMESTAMP '...': TIME and TIMESTAMP take as
// many fractional digits of precision as the literal has.
func bindTypedLiteral(l *sql.TypedLiteral) (Expr, error) {
	text := strings.TrimSpace(l.Value.Value)
	precision := 0
	if i := strings.LastIndexByte(text, '.'); i >= 0 && strings.Contains(text, ":") {
		precision = len(text) - i - 1
	}
	var t types.Type
	var format string
	switch l.Type {
	case "DATE":
		t, format = types.Date, "yyyy-MM-dd"
	case "TIME":
		t, format = types.Time(min(precision, 3)), "HH:mm:ss"
	case "TIMESTAMP":
		t, format = types.Timestamp(min(precision, 9)), "yyyy-MM-dd HH:mm:ss"
	default:
		return nil, notSupported(l, l.Type+" literals")
	}
	t = t.AsNotNull()
	v, err := types.CastValue(text, types.String, t, nil)
	if err != nil {
		// Recorded by the cases error_bad_date_literal and error_bad_timestamp_literal.
		e := validatorError(l, "Illegal %s literal '%s': not in format '%s'", l.Type, l.Value.Value, format)
		e.Class = "org.apache.calcite.runtime.CalciteException"
		return nil, e
	}
	return &Literal{Value: v, T: t, Text: l.String()}, nil
}

// bindIs binds x IS [NOT] NULL|TRUE|FALSE|UNKNOWN, which is never NULL itself.
func (b *Binder) bindIs(e *sql.IsExpr, sc scope) (Expr, error) {
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	test := e.Test
	if strings.HasPrefix(test, "JSON") {
		return bindIsJSON(e, x)
	}
	if test == "UNKNOWN" {
		test = "NULL"
	}
	if test != "NULL" {
		if err := wantBoolean(e.X, x); err != nil {
			return nil, err
		}
	}
	op := "IS " + test
	if e.Not {
		op = "IS NOT " + test
	}
	if test == "NULL" && !x.Type().Nullable() {
		// Calcite's simplifier folds the test of a NOT NULL operand.
		v := e.Not
		return &Literal{Value: v, T: types.Boolean.AsNotNull(), Text: strings.ToUpper(strconv.FormatBool(v))}, nil
	}
	return &Call{Op: Op(op), Args: []Expr{x}, T: types.Boolean.AsNotNull()}, nil
}

// bindBetween binds x [NOT] BETWEEN low AND high as low <= x AND x <= high.
func (b *Binder) bindBetween(e *sql.BetweenExpr, sc scope) (Expr, error) {
	if e.Symmetric == "SYMMETRIC" {
		return nil, notSupported(e, "BETWEEN SYMMETRIC")
	}
	ge, err := b.bindBinary(&sql.BinaryExpr{X: e.X, OpPos: e.Pos(), Op: sql.OpGe, Y: e.Low}, sc)
	if err != nil {
		return nil, err
	}
	le, err := b.bindBinary(&sql.BinaryExpr{X: e.X, OpPos: e.Pos(), Op: sql.OpLe, Y: e.High}, sc)
	if err != nil {
		return nil, err
	}
	nullable := ge.Type().Nullable() || le.Type().Nullable()
	var r Expr = &Call{Op: OpAnd, Args: []Expr{ge, le}, T: types.Boolean.WithNullable(nullable)}
	if e.Not {
		r = &Call{Op: OpNot, Args: []Expr{r}, T: r.Type()}
	}
	return r, nil
}

// bindIn binds x [NOT] IN (list) as x = a OR x = b ..., whose NULL semantics are IN's.
func (b *Binder) bindIn(e *sql.InExpr, sc scope) (Expr, error) {
	if e.Query != nil {
		return b.bindInSubquery(e, sc)
	}
	eqs := make([]Expr, 0, len(e.List))
	for _, item := range e.List {
		eq, err := b.bindInItem(e, e.X, item, sc)
		if err != nil {
			return nil, err
		}
		eqs = append(eqs, eq)
	}
	r := balancedOr(eqs)
	if e.Not {
		r = &Call{Op: OpNot, Args: []Expr{r}, T: r.Type()}
	}
	return r, nil
}

// balancedOr joins disjuncts into a tree of ORs of depth log n, which every pass flattens as it
// would a chain: a chain of 100,000 items is a recursion 100,000 deep in every walk, more than
// the call stack of a WebAssembly engine allows.
func balancedOr(es []Expr) Expr {
	if len(es) == 1 {
		return es[0]
	}
	l, r := balancedOr(es[:len(es)/2]), balancedOr(es[len(es)/2:])
	nullable := l.Type().Nullable() || r.Type().Nullable()
	return &Call{Op: OpOr, Args: []Expr{l, r}, T: types.Boolean.WithNullable(nullable)}
}

// likeEscapeError is Calcite's check of a pattern against its escape character: the escape
// must be followed by _, % or itself. It returns the escape's index where one is not.
func likeEscapeError(pattern, escape string) (int, bool) {
	rs, esc := []rune(pattern), []rune(escape)[0]
	for i := 0; i < len(rs); i++ {
		if rs[i] != esc {
			continue
		}
		if i+1 >= len(rs) || (rs[i+1] != '_' && rs[i+1] != '%' && rs[i+1] != esc) {
			return i, true
		}
		i++
	}
	return 0, false
}

// bindLike binds x [NOT] LIKE 'pattern' [ESCAPE 'c'] with literal pattern and escape.
func (b *Binder) bindLike(e *sql.LikeExpr, sc scope) (Expr, error) {
	if e.Similar {
		return b.bindSimilarTo(e, sc)
	}
	lit, ok := e.Pattern.(*sql.Literal)
	switch {
	case !ok || lit.Kind != sql.LitString:
		return nil, notSupported(e.Pattern, "LIKE with a pattern that is not a string literal")
	case e.Escape == nil && strings.Contains(lit.Value, "\\"):
		return nil, notSupported(e.Pattern, "LIKE patterns with a backslash")
	}
	var escape *Literal
	if e.Escape != nil {
		esc, ok := e.Escape.(*sql.Literal)
		if !ok || esc.Kind != sql.LitString {
			return nil, notSupported(e.Escape, "LIKE with an ESCAPE that is not a string literal")
		}
		if utf8.RuneCountInString(esc.Value) != 1 {
			return nil, validationError(e.Escape, "Invalid escape character '%s'", esc.Value)
		}
		if at, bad := likeEscapeError(lit.Value, esc.Value); bad {
			return nil, validationError(e.Pattern, "Invalid escape sequence '%s', %d", lit.Value, at)
		}
		escape = &Literal{Value: esc.Value, T: types.Char(1).AsNotNull(), Text: esc.String()}
	}
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	if !x.Type().IsCharString() {
		return nil, notSupported(e, "LIKE over "+x.Type().String())
	}
	pattern := &Literal{Value: lit.Value, T: types.Char(utf8.RuneCountInString(lit.Value)).AsNotNull(), Text: lit.String()}
	args := []Expr{x, pattern}
	if escape != nil {
		args = append(args, escape)
	}
	var r Expr = &Call{Op: OpLike, Args: args, T: types.Boolean.WithNullable(x.Type().Nullable())}
	if e.Not {
		r = &Call{Op: OpNot, Args: []Expr{r}, T: r.Type()}
	}
	return r, nil
}
