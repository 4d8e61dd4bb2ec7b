package plan

import (
	"fmt"
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
	case *sql.SubqueryExpr:
		return b.bindScalarSubquery(e)
	case *sql.ExistsExpr:
		return b.bindExists(e)
	}
	return nil, notSupported(e, "the expression "+exprKind(e))
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

func bindExactNumber(l *sql.Literal) (Expr, error) {
	digits, scale := l.Value, 0
	if i := strings.IndexByte(digits, '.'); i >= 0 {
		scale = len(digits) - i - 1
		digits = digits[:i] + digits[i+1:]
	}
	unscaled, ok := new(big.Int).SetString(digits, 10)
	if !ok {
		return nil, validatorError(l, "Numeric literal '%s' out of range", l.Value)
	}
	if l.Kind == sql.LitInteger {
		if unscaled.IsInt64() {
			v := unscaled.Int64()
			if v >= -1<<31 && v < 1<<31 {
				return &Literal{Value: int32(v), T: types.Int.AsNotNull(), Text: l.Value}, nil
			}
			return &Literal{Value: v, T: types.BigInt.AsNotNull(), Text: l.Value}, nil
		}
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
		return &Call{Op: "-", Args: []Expr{x}, T: t}, nil
	}
	if err := wantBoolean(u, x); err != nil {
		return nil, err
	}
	return &Call{Op: "NOT", Args: []Expr{x}, T: types.Boolean.WithNullable(x.Type().Nullable())}, nil
}

// negateLiteral folds -literal into a literal, as Calcite's parser does for numbers.
func negateLiteral(l *Literal) (*Literal, bool) {
	var v any
	switch x := l.Value.(type) {
	case int32:
		v = -x
	case int64:
		v = -x
	case float64:
		v = -x
	case decimal128.Num:
		v = x.Negate()
	default:
		return nil, false
	}
	return &Literal{Value: v, T: l.T, Text: "-" + l.Text}, true
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
		t, err := types.ArithmeticType(aop, x.Type(), y.Type())
		if err != nil {
			return nil, validatorError(e, "%s", err)
		}
		if e.Op == sql.OpMod {
			op = "MOD"
		}
		return &Call{Op: op, Args: []Expr{x, y}, T: t}, nil
	}
	switch e.Op {
	case sql.OpAnd, sql.OpOr:
		if err := wantBoolean(e.X, x); err != nil {
			return nil, err
		}
		if err := wantBoolean(e.Y, y); err != nil {
			return nil, err
		}
		return &Call{Op: op, Args: []Expr{x, y}, T: types.Boolean.WithNullable(nullable)}, nil
	case sql.OpEq, sql.OpNotEq, sql.OpLt, sql.OpLe, sql.OpGt, sql.OpGe:
		if !comparable(x.Type(), y.Type()) {
			return nil, notSupported(e, "comparing these types")
		}
		return &Call{Op: op, Args: []Expr{x, y}, T: types.Boolean.WithNullable(nullable)}, nil
	case sql.OpConcat:
		t, ok := concatType(x.Type(), y.Type())
		if !ok {
			return nil, notSupported(e, "|| on these types")
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

// comparable covers the comparisons whose typing is settled: numbers with numbers, strings
// with strings, and values of one kind. Flink's rules for mixed kinds ('2' = id fails while
// amount > '15' coerces) come with the rest of the implicit casts.
func comparable(a, b types.Type) bool {
	switch {
	case a.IsNumeric() && b.IsNumeric():
		return true
	case a.IsCharString() && b.IsCharString():
		return true
	}
	return a.Kind == b.Kind
}

// concatType is the type of a || b: CHAR(n + m) for two CHARs, else VARCHAR(n + m), capped at
// the longest string.
func concatType(a, b types.Type) (types.Type, bool) {
	if !a.IsCharString() || !b.IsCharString() {
		return types.Type{}, false
	}
	n := min(a.Length+b.Length, types.MaxLength)
	t := types.VarChar(n)
	if a.Kind == types.KindChar && b.Kind == types.KindChar {
		t = types.Char(n)
	}
	return t.WithNullable(a.Nullable() || b.Nullable()), true
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
	return &Cast{X: x, T: target.WithNullable(nullable), Try: c.Try}, nil
}

// bindCall binds the functions whose typing is settled so far; the function catalog comes next.
func (b *Binder) bindCall(f *sql.FuncCall, sc scope) (Expr, error) {
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	if f.Over != nil || f.Filter != nil || f.Star || f.Quantifier != "" {
		return nil, notSupported(f, "the function "+name)
	}
	switch {
	case name == "CARDINALITY" || name == "ELEMENT":
		return b.bindCollectionFunc(f, name, sc)
	case name == "MOD" && len(f.Args) == 2:
		return b.bindBinary(&sql.BinaryExpr{X: f.Args[0], OpPos: f.Pos(), Op: sql.OpMod, Y: f.Args[1]}, sc)
	case name == "RAND" && len(f.Args) <= 1:
		// RAND() and RAND(seed): a DOUBLE in [0, 1), never NULL.
		args, err := b.bindExprs(f.Args, sc)
		if err != nil {
			return nil, err
		}
		if len(args) == 1 && !args[0].Type().IsIntegerNumeric() {
			return nil, notSupported(f, "RAND with a non-integer seed")
		}
		return &Call{Op: "RAND", Args: args, T: types.Double.AsNotNull()}, nil
	case name == "IF" && len(f.Args) == 3:
		// IF(c, a, b) is CASE WHEN c THEN a ELSE b END.
		return b.bindCase(&sql.CaseExpr{Case: f.Pos(), Whens: []*sql.WhenClause{{When: f.Pos(), Cond: f.Args[0], Result: f.Args[1]}},
			Else: f.Args[2]}, sc)
	case name == "NULLIF" && len(f.Args) == 2:
		// NULLIF(a, b) is CASE WHEN a = b THEN NULL ELSE a END.
		eq := &sql.BinaryExpr{X: f.Args[0], OpPos: f.Pos(), Op: sql.OpEq, Y: f.Args[1]}
		null := &sql.Literal{ValuePos: f.Pos(), Kind: sql.LitNull, Value: "NULL"}
		return b.bindCase(&sql.CaseExpr{Case: f.Pos(), Whens: []*sql.WhenClause{{When: f.Pos(), Cond: eq, Result: null}},
			Else: f.Args[0]}, sc)
	case (name == "CHAR_LENGTH" || name == "CHARACTER_LENGTH" || name == "UPPER" || name == "LOWER") && len(f.Args) == 1:
		x, err := b.bindExpr(f.Args[0], sc)
		if err != nil {
			return nil, err
		}
		if !x.Type().IsCharString() {
			return nil, notSupported(f, name+" over "+x.Type().String())
		}
		t := x.Type() // UPPER and LOWER keep their argument's type, as Calcite's ARG0_NULLABLE
		if name == "CHAR_LENGTH" || name == "CHARACTER_LENGTH" {
			name, t = "CHAR_LENGTH", types.Int.WithNullable(x.Type().Nullable())
		}
		return &Call{Op: name, Args: []Expr{x}, T: t}, nil
	case name == "CONCAT" && len(f.Args) > 0:
		args, err := b.bindExprs(f.Args, sc)
		if err != nil {
			return nil, err
		}
		t := args[0].Type()
		for _, a := range args[1:] {
			var ok bool
			if t, ok = concatType(t, a.Type()); !ok {
				return nil, notSupported(f, "CONCAT over "+a.Type().String())
			}
		}
		if !t.IsCharString() {
			return nil, notSupported(f, "CONCAT over "+t.String())
		}
		// CONCAT is a VARCHAR even over CHARs, unlike ||.
		r := types.VarChar(t.Length).WithNullable(t.Nullable())
		return &Call{Op: "CONCAT", Args: args, T: r}, nil
	case name == "TYPEOF" && len(f.Args) == 1:
		x, err := b.bindExpr(f.Args[0], sc)
		if err != nil {
			return nil, err
		}
		// TYPEOF names the argument's type, nullability included; the planner folds it.
		return &Literal{Value: x.Type().String(), T: types.String.AsNotNull(), Text: "'" + x.Type().String() + "'"}, nil
	case name == "ABS" && len(f.Args) == 1:
		x, err := b.bindExpr(f.Args[0], sc)
		if err != nil {
			return nil, err
		}
		if !x.Type().IsNumeric() {
			return nil, notSupported(f, "ABS over "+x.Type().String())
		}
		return &Call{Op: "ABS", Args: []Expr{x}, T: x.Type()}, nil
	case name == "COALESCE" && len(f.Args) > 0:
		args, err := b.bindExprs(f.Args, sc)
		if err != nil {
			return nil, err
		}
		t, ok := types.CommonType(argTypes(args)...)
		if !ok {
			return nil, notSupported(f, "COALESCE over these types")
		}
		// COALESCE is NULL only when every argument can be.
		nullable := true
		for _, a := range args {
			nullable = nullable && a.Type().Nullable()
		}
		return &Call{Op: "COALESCE", Args: args, T: t.WithNullable(nullable)}, nil
	}
	return nil, notSupported(f, "the function "+name)
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
	return &Call{Op: "CASE", Args: args, T: t.WithNullable(nullable)}, nil
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
		e.class = "org.apache.calcite.runtime.CalciteException"
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
	return &Call{Op: op, Args: []Expr{x}, T: types.Boolean.AsNotNull()}, nil
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
	var r Expr = &Call{Op: "AND", Args: []Expr{ge, le}, T: types.Boolean.WithNullable(nullable)}
	if e.Not {
		r = &Call{Op: "NOT", Args: []Expr{r}, T: r.Type()}
	}
	return r, nil
}

// bindIn binds x [NOT] IN (list) as x = a OR x = b ..., whose NULL semantics are IN's.
func (b *Binder) bindIn(e *sql.InExpr, sc scope) (Expr, error) {
	if e.Query != nil {
		return b.bindInSubquery(e, sc)
	}
	var r Expr
	for _, item := range e.List {
		eq, err := b.bindBinary(&sql.BinaryExpr{X: e.X, OpPos: e.Pos(), Op: sql.OpEq, Y: item}, sc)
		if err != nil {
			return nil, err
		}
		if r == nil {
			r = eq
			continue
		}
		nullable := r.Type().Nullable() || eq.Type().Nullable()
		r = &Call{Op: "OR", Args: []Expr{r, eq}, T: types.Boolean.WithNullable(nullable)}
	}
	if e.Not {
		r = &Call{Op: "NOT", Args: []Expr{r}, T: r.Type()}
	}
	return r, nil
}

// bindLike binds x [NOT] LIKE 'pattern' with a literal pattern and no ESCAPE clause.
func (b *Binder) bindLike(e *sql.LikeExpr, sc scope) (Expr, error) {
	lit, ok := e.Pattern.(*sql.Literal)
	if e.Similar || e.Escape != nil || !ok || lit.Kind != sql.LitString || strings.Contains(lit.Value, "\\") {
		return nil, notSupported(e, "this LIKE")
	}
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	if !x.Type().IsCharString() {
		return nil, notSupported(e, "LIKE over "+x.Type().String())
	}
	pattern := &Literal{Value: lit.Value, T: types.Char(utf8.RuneCountInString(lit.Value)).AsNotNull(), Text: lit.String()}
	var r Expr = &Call{Op: "LIKE", Args: []Expr{x, pattern}, T: types.Boolean.WithNullable(x.Type().Nullable())}
	if e.Not {
		r = &Call{Op: "NOT", Args: []Expr{r}, T: r.Type()}
	}
	return r, nil
}
