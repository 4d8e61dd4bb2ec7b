package plan

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The function catalog: Flink's built-in scalar functions by upper-case name. Most of them are
// Calcite SqlFunctions in Flink's FlinkSqlOperatorTable, whose validator checks the operand
// count, then the operand types against families of types (without implicit casts: UPPER(1)
// fails), then derives the result type. A function here declares the same: its allowed
// signatures, in Flink's order since the messages list them, and its result type.

// family is a group of types an operand accepts, Calcite's SqlTypeFamily.
type family uint8

const (
	famAny family = iota + 1
	famCharacter
	famString // character and binary strings
	famBinary
	famNumeric
	famInteger
	famExactNumeric
	famBoolean
	famDatetime // DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ
	famDate
	famTime
	famTimestamp // TIMESTAMP and TIMESTAMP_LTZ
	famInterval
)

var familyNames = map[family]string{
	famAny: "ANY", famCharacter: "CHARACTER", famString: "STRING", famBinary: "BINARY",
	famNumeric: "NUMERIC", famInteger: "INTEGER", famExactNumeric: "EXACT_NUMERIC",
	famBoolean: "BOOLEAN", famDatetime: "DATETIME", famDate: "DATE", famTime: "TIME",
	famTimestamp: "TIMESTAMP", famInterval: "DATETIME_INTERVAL",
}

func (f family) accepts(t types.Type) bool {
	switch f {
	case famAny:
		return true
	case famCharacter:
		return t.IsCharString()
	case famString:
		return t.IsCharString() || t.IsBinaryString()
	case famBinary:
		return t.IsBinaryString()
	case famNumeric:
		return t.IsNumeric()
	case famInteger:
		return t.IsIntegerNumeric()
	case famExactNumeric:
		return t.IsExactNumeric()
	case famBoolean:
		return t.Kind == types.KindBoolean
	case famDatetime:
		return t.Is(types.FamilyDatetime)
	case famDate:
		return t.Kind == types.KindDate
	case famTime:
		return t.Kind == types.KindTime
	case famTimestamp:
		return t.IsTimestamp()
	case famInterval:
		return t.Is(types.FamilyInterval)
	}
	return false
}

// signature is one allowed list of operand families.
type signature []family

func sig(fs ...family) signature { return fs }

// function is a built-in function of the catalog.
type function struct {
	name string
	// sigs are the allowed signatures. With variadic, sigs has one signature whose last family
	// repeats: CONCAT(<CHARACTER>...) takes one or more character strings.
	sigs     []signature
	variadic bool
	// forms overrides the allowed signatures as messages print them, for the functions with
	// special syntax (TRIM, POSITION, ...).
	forms string
	// result is the result type of a call whose operands passed the checks.
	result func(c *call) (types.Type, error)
	// bind replaces the generic checks, for the functions typed by rules of their own.
	bind func(b *Binder, c *call) (Expr, error)
	// raw functions bind their own operands (IF and NULLIF rewrite into CASE).
	raw func(b *Binder, f *sql.FuncCall, sc scope) (Expr, error)
}

// call is one call of a function being bound.
type call struct {
	fn   *function
	at   sql.Node   // for positions
	name string     // the name as Flink's messages print it
	args []Expr     // the bound operands
	syn  []sql.Expr // the operands as written
}

// functions is the catalog, filled by the func_*.go files.
var functions = map[string]*function{}

func register(fs ...*function) {
	for _, f := range fs {
		functions[f.name] = f
	}
}

// bindCall binds a call of a built-in scalar function.
func (b *Binder) bindCall(f *sql.FuncCall, sc scope) (Expr, error) {
	name := strings.ToUpper(strings.Join(NameParts(f.Name), "."))
	if f.NullTreatment != "" {
		// Only ARRAY_AGG as a group aggregate takes one (aggScope.addCall).
		return nil, notSupported(f, name+" with "+f.NullTreatment+" here")
	}
	if f.Over != nil || f.OverName != nil {
		return b.bindOverCall(f, sc)
	}
	if f.Filter != nil || f.Star || f.Quantifier != "" {
		if f.Filter != nil && (aggFuncs[name] || flinkOnlyAggregates[name]) {
			return nil, notSupported(f.Filter, "FILTER (WHERE ...) on an aggregate call")
		}
		if aggFuncs[name] {
			return nil, notSupported(f, "this aggregate call")
		}
		return nil, notSupported(f, "the function "+name)
	}
	if kind, ok := groupWindowKindNamed(name); ok {
		return nil, groupFunctionOutsideGroupBy(f, kind)
	}
	fn, ok := functions[name]
	if ok && fn.raw != nil {
		return fn.raw(b, f, sc)
	}
	args, err := b.bindExprs(f.Args, sc)
	if err != nil {
		return nil, err
	}
	if !ok {
		if flinkFunctionNames[name] {
			return nil, notSupported(f, "the function "+name)
		}
		// The message spells the name as written: len(<CHARACTER>).
		return nil, unknownFunction(f, strings.Join(NameParts(f.Name), "."), args)
	}
	return fn.apply(b, &call{fn: fn, at: f, name: name, args: args, syn: f.Args})
}

// callFunction binds the catalog function name over operands bound already, for the special
// syntaxes (SUBSTRING(x FROM a), TRIM(...), EXTRACT(...)).
func (b *Binder) callFunction(at sql.Node, name string, args []Expr, syn []sql.Expr) (Expr, error) {
	fn := functions[name]
	return fn.apply(b, &call{fn: fn, at: at, name: name, args: args, syn: syn})
}

func (fn *function) apply(b *Binder, c *call) (Expr, error) {
	if fn.bind != nil {
		return fn.bind(b, c)
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	t, err := fn.result(c)
	if err != nil {
		return nil, err
	}
	return &Call{Op: Op(fn.name), Args: c.args, T: t}, nil
}

// check checks the operand count, then the operand types, against the signatures.
func (c *call) check() error {
	n := len(c.args)
	counted := false
	for _, s := range c.fn.sigs {
		if len(s) != n && !(c.fn.variadic && n >= len(s)) {
			continue
		}
		counted = true
		if c.matches(s) {
			return nil
		}
	}
	if !counted {
		return c.countError()
	}
	return c.typeError()
}

func (c *call) matches(s signature) bool {
	for i, a := range c.args {
		f := s[min(i, len(s)-1)]
		if !f.accepts(a.Type()) {
			return false
		}
	}
	return true
}

// countError is Calcite's message for a known function called with a wrong number of
// operands: it names the smallest count the function takes.
func (c *call) countError() error {
	least := -1
	for _, s := range c.fn.sigs {
		if least < 0 || len(s) < least {
			least = len(s)
		}
	}
	return validatorError(c.at, "Invalid number of arguments to function '%s'. Was expecting %d arguments", c.name, least)
}

// typeError is Calcite's message for operands of the wrong types, with the forms the function
// supports, one a line.
func (c *call) typeError() error {
	parts := make([]string, len(c.args))
	for i, a := range c.args {
		parts[i] = "<" + a.Type().CalciteName() + ">"
	}
	return validatorError(c.at, "Cannot apply '%s' to arguments of type '%s(%s)'. Supported form(s): %s",
		c.name, c.name, strings.Join(parts, ", "), c.fn.allowedForms())
}

func (fn *function) allowedForms() string {
	if fn.forms != "" {
		return fn.forms
	}
	lines := make([]string, len(fn.sigs))
	for i, s := range fn.sigs {
		names := make([]string, len(s))
		for j, f := range s {
			names[j] = "<" + familyNames[f] + ">"
		}
		lines[i] = "'" + fn.name + "(" + strings.Join(names, ", ") + ")'"
	}
	return strings.Join(lines, "\n")
}

// unknownFunction is the validator's message for a name no function has, with the type
// families of the operands: LEN(<CHARACTER>).
func unknownFunction(at sql.Node, name string, args []Expr) error {
	return validatorError(at, "No match found for function signature %s(%s)", name, operandFamilies(args))
}

func operandFamilies(args []Expr) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = "<" + typeFamilyName(a.Type()) + ">"
	}
	return strings.Join(parts, ", ")
}

// typeFamilyName is the name of the family Calcite files a type under.
func typeFamilyName(t types.Type) string {
	switch {
	case t.IsCharString():
		return "CHARACTER"
	case t.IsBinaryString():
		return "BINARY"
	case t.IsNumeric():
		return "NUMERIC"
	case t.IsTimestamp():
		return "TIMESTAMP"
	case t.Kind == types.KindIntervalDayTime:
		return "INTERVAL_DAY_TIME"
	case t.Kind == types.KindIntervalYearMonth:
		return "INTERVAL_YEAR_MONTH"
	}
	return t.Kind.String()
}

// Result types, after Calcite's ReturnTypes and Flink's FlinkReturnTypes.

// nullableIfAny is the nullability most functions have: NULL when any operand is.
func (c *call) nullableIfAny() bool {
	for _, a := range c.args {
		if a.Type().Nullable() {
			return true
		}
	}
	return false
}

// fixed returns a result function giving t, nullable when any operand is (TO_NULLABLE).
func fixed(t types.Type) func(c *call) (types.Type, error) {
	return func(c *call) (types.Type, error) { return t.WithNullable(c.nullableIfAny()), nil }
}

// forceNullable returns a result function giving t, always nullable (FORCE_NULLABLE): the
// function can return NULL for non-NULL operands.
func forceNullable(t types.Type) func(c *call) (types.Type, error) {
	return func(c *call) (types.Type, error) { return t.WithNullable(true), nil }
}

// arg0 is the first operand's type, nullable when any operand is.
func arg0(c *call) (types.Type, error) {
	return c.args[0].Type().WithNullable(c.nullableIfAny()), nil
}

// literalInt is the value of an integer literal operand, for result types that depend on it.
func literalInt(e Expr) (int64, bool) {
	l, ok := e.(*Literal)
	if !ok || l.Value == nil {
		return 0, false
	}
	switch v := l.Value.(type) {
	case int8:
		return int64(v), true
	case int16:
		return int64(v), true
	case int32:
		return int64(v), true
	case int64:
		return v, true
	}
	return 0, false
}
