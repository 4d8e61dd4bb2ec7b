package plan

import (
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// String functions. The result types come from FlinkSqlOperatorTable and Calcite's
// SqlStdOperatorTable, and were checked on Flink 2.3 (conformance cases func_string_*): most
// give STRING, NULL when an operand is; SUBSTRING, LEFT and RIGHT keep the operand's length as
// a VARCHAR and are always nullable; UPPER, LOWER and INITCAP keep the operand's type.

var (
	chars   = sig(famCharacter)
	strType = types.String.AsNotNull()
)

func init() {
	register(
		&function{name: "UPPER", sigs: []signature{chars}, result: arg0},
		&function{name: "LOWER", sigs: []signature{chars}, result: arg0},
		&function{name: "INITCAP", sigs: []signature{chars}, result: arg0},
		&function{name: "CHAR_LENGTH", sigs: []signature{chars}, result: fixed(types.Int)},
		&function{name: "CHARACTER_LENGTH", sigs: []signature{chars}, result: fixed(types.Int),
			bind: renamed("CHAR_LENGTH")},
		&function{name: "CONCAT", sigs: []signature{chars}, variadic: true, result: fixed(strType)},
		&function{name: "CONCAT_WS", sigs: []signature{chars}, variadic: true, result: fixed(strType)},
		&function{name: "SUBSTRING", sigs: []signature{sig(famCharacter, famInteger), sig(famCharacter, famInteger, famInteger)},
			result: arg0VarcharNullable},
		&function{name: "SUBSTR", sigs: []signature{sig(famCharacter, famInteger), sig(famCharacter, famInteger, famInteger)},
			result: arg0VarcharNullable},
		&function{name: "LEFT", sigs: []signature{sig(famCharacter, famInteger)}, result: arg0VarcharNullable},
		&function{name: "RIGHT", sigs: []signature{sig(famCharacter, famInteger)}, result: arg0VarcharNullable},
		&function{name: "LTRIM", sigs: []signature{chars, sig(famCharacter, famCharacter)}, result: arg0Varying},
		&function{name: "RTRIM", sigs: []signature{chars, sig(famCharacter, famCharacter)}, result: arg0Varying},
		&function{name: "TRIM", bind: bindTrimCall},
		&function{name: "REPLACE", sigs: []signature{sig(famCharacter, famCharacter, famCharacter)}, result: fixed(strType)},
		&function{name: "POSITION", bind: bindPositionCall,
			forms: "'POSITION(<STRING> IN <STRING>)'\n'POSITION(<STRING> IN <STRING> FROM <INTEGER>)'"},
		&function{name: "LOCATE", sigs: []signature{sig(famCharacter, famCharacter), sig(famCharacter, famCharacter, famInteger)},
			result: fixed(types.Int)},
		&function{name: "INSTR", sigs: []signature{sig(famCharacter, famCharacter), sig(famCharacter, famCharacter, famInteger),
			sig(famCharacter, famCharacter, famInteger, famInteger)}, result: fixed(types.Int)},
		&function{name: "LPAD", sigs: []signature{sig(famCharacter, famInteger, famCharacter)}, result: fixed(strType)},
		&function{name: "RPAD", sigs: []signature{sig(famCharacter, famInteger, famCharacter)}, result: fixed(strType)},
		&function{name: "REPEAT", sigs: []signature{sig(famCharacter, famInteger)}, result: fixed(strType)},
		&function{name: "REVERSE", sigs: []signature{chars}, result: forceNullable(strType)},
		&function{name: "SPLIT_INDEX", sigs: []signature{sig(famCharacter, famInteger, famInteger), sig(famCharacter, famCharacter, famInteger)},
			result: forceNullable(strType)},
		&function{name: "REGEXP_REPLACE", sigs: []signature{sig(famCharacter, famCharacter, famCharacter)}, result: fixed(strType)},
		&function{name: "REGEXP_EXTRACT", sigs: []signature{sig(famCharacter, famCharacter, famInteger), sig(famCharacter, famCharacter)},
			result: forceNullable(strType)},
		&function{name: "REGEXP", sigs: []signature{sig(famCharacter, famCharacter)}, result: fixed(types.Boolean)},
		&function{name: "ASCII", sigs: []signature{chars}, result: fixed(types.Int)},
		&function{name: "CHR", sigs: []signature{sig(famInteger)}, result: forceNullable(strType)},
		&function{name: "OVERLAY", bind: bindOverlayCall,
			forms: "'OVERLAY(<STRING> PLACING <STRING> FROM <INTEGER>)'\n'OVERLAY(<STRING> PLACING <STRING> FROM <INTEGER> FOR <INTEGER>)'"},
		&function{name: "MD5", sigs: []signature{sig(famString)}, result: fixed(types.Char(32))},
		&function{name: "SHA1", sigs: []signature{sig(famString)}, result: fixed(types.Char(40))},
		&function{name: "SHA224", sigs: []signature{sig(famString)}, result: fixed(types.Char(56))},
		&function{name: "SHA256", sigs: []signature{sig(famString)}, result: fixed(types.Char(64))},
		&function{name: "SHA384", sigs: []signature{sig(famString)}, result: fixed(types.Char(96))},
		&function{name: "SHA512", sigs: []signature{sig(famString)}, result: fixed(types.Char(128))},
		&function{name: "TO_BASE64", sigs: []signature{sig(famString)}, result: fixed(strType)},
		&function{name: "FROM_BASE64", sigs: []signature{sig(famString)}, result: fixed(strType)},
		&function{name: "HEX", sigs: []signature{sig(famInteger), chars}, result: fixed(strType)},
		&function{name: "BIN", sigs: []signature{sig(famInteger)}, result: fixed(strType)},
	)
}

// renamed binds a synonym as the function it stands for (CHARACTER_LENGTH is CHAR_LENGTH).
func renamed(op string) func(b *Binder, c *call) (Expr, error) {
	return func(b *Binder, c *call) (Expr, error) {
		if err := c.check(); err != nil {
			return nil, err
		}
		t, err := c.fn.result(c)
		if err != nil {
			return nil, err
		}
		return &Call{Op: Op(op), Args: c.args, T: t}, nil
	}
}

// arg0VarcharNullable is Flink's ARG0_VARCHAR_FORCE_NULLABLE: CHAR(n) becomes VARCHAR(n), and
// the result is nullable.
func arg0VarcharNullable(c *call) (types.Type, error) {
	return types.VarChar(c.args[0].Type().Length), nil
}

// arg0Varying is ARG0 made VARCHAR, nullable when any operand is (LTRIM, RTRIM, TRIM).
func arg0Varying(c *call) (types.Type, error) {
	return types.VarChar(c.args[0].Type().Length).WithNullable(c.nullableIfAny()), nil
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

// Special syntax: SUBSTRING(x FROM a FOR b), TRIM(... FROM x), POSITION(a IN b), OVERLAY.

func (b *Binder) bindSubstring(e *sql.SubstringExpr, sc scope) (Expr, error) {
	syn := []sql.Expr{e.X, e.From}
	if e.For != nil {
		syn = append(syn, e.For)
	}
	args, err := b.bindExprs(syn, sc)
	if err != nil {
		return nil, err
	}
	return b.callFunction(e, "SUBSTRING", args, syn)
}

// bindTrim binds TRIM as Calcite does: TRIM(mode, chars, x), the mode a flag and the chars a
// space unless given.
func (b *Binder) bindTrim(e *sql.TrimExpr, sc scope) (Expr, error) {
	mode := e.Mode
	if mode == "" {
		mode = "BOTH"
	}
	var chars Expr = &Literal{Value: " ", T: types.Char(1).AsNotNull(), Text: "_UTF-16LE' '"}
	if e.Chars != nil {
		var err error
		if chars, err = b.bindExpr(e.Chars, sc); err != nil {
			return nil, err
		}
	}
	x, err := b.bindExpr(e.X, sc)
	if err != nil {
		return nil, err
	}
	return b.callFunction(e, "TRIM", []Expr{flag(mode), chars, x}, nil)
}

// flag is a keyword operand (BOTH, DAY, ...) as Flink's plans print it: FLAG(BOTH).
func flag(name string) *Literal {
	return &Literal{Value: name, T: types.Char(len(name)).AsNotNull(), Text: "FLAG(" + name + ")"}
}

// flagName reads a flag operand back.
func flagName(e Expr) string {
	s, _ := LiteralString(e)
	return s
}

// bindTrimCall checks TRIM's characters and string: two strings of one kind; the message shows
// the flag and the characters' type (Calcite's quirk).
func bindTrimCall(b *Binder, c *call) (Expr, error) {
	chars, x := c.args[1].Type(), c.args[2].Type()
	sameKind := (chars.IsCharString() && x.IsCharString()) || (chars.IsBinaryString() && x.IsBinaryString())
	if !sameKind {
		return nil, validatorError(c.at, "Cannot apply 'TRIM' to arguments of type 'TRIM([BOTH|LEADING|TRAILING] <SYMBOL> FROM <%s>)'. Supported form(s): 'TRIM([BOTH|LEADING|TRAILING] <ANY> FROM <STRING>)'",
			chars.CalciteName())
	}
	t := types.VarChar(x.Length).WithNullable(chars.Nullable() || x.Nullable())
	return &Call{Op: "TRIM", Args: c.args, T: t}, nil
}

func (b *Binder) bindPosition(e *sql.PositionExpr, sc scope) (Expr, error) {
	syn := []sql.Expr{e.Sub, e.X}
	if e.From != nil {
		syn = append(syn, e.From)
	}
	args, err := b.bindExprs(syn, sc)
	if err != nil {
		return nil, err
	}
	return b.callFunction(e, "POSITION", args, syn)
}

// bindPositionCall checks POSITION(a IN b [FROM n]): two strings of one kind and an integer.
func bindPositionCall(b *Binder, c *call) (Expr, error) {
	a, s := c.args[0].Type(), c.args[1].Type()
	ok := (a.IsCharString() && s.IsCharString()) || (a.IsBinaryString() && s.IsBinaryString())
	if len(c.args) == 3 {
		ok = ok && c.args[2].Type().IsIntegerNumeric()
	}
	if !ok {
		text := "<" + a.CalciteName() + "> IN <" + s.CalciteName() + ">"
		if len(c.args) == 3 {
			text += " FROM <" + c.args[2].Type().CalciteName() + ">"
		}
		return nil, validatorError(c.at, "Cannot apply 'POSITION' to arguments of type 'POSITION(%s)'. Supported form(s): %s",
			text, c.fn.forms)
	}
	return &Call{Op: "POSITION", Args: c.args, T: types.Int.WithNullable(c.nullableIfAny())}, nil
}

func (b *Binder) bindOverlay(e *sql.OverlayExpr, sc scope) (Expr, error) {
	syn := []sql.Expr{e.X, e.Placing, e.From}
	if e.For != nil {
		syn = append(syn, e.For)
	}
	args, err := b.bindExprs(syn, sc)
	if err != nil {
		return nil, err
	}
	return b.callFunction(e, "OVERLAY", args, syn)
}

// bindOverlayCall checks OVERLAY(x PLACING y FROM n [FOR m]); the result is a VARCHAR as long
// as x and y together (Calcite's DYADIC_STRING_SUM_PRECISION).
func bindOverlayCall(b *Binder, c *call) (Expr, error) {
	x, y := c.args[0].Type(), c.args[1].Type()
	ok := (x.IsCharString() && y.IsCharString()) || (x.IsBinaryString() && y.IsBinaryString())
	for _, a := range c.args[2:] {
		ok = ok && a.Type().IsIntegerNumeric()
	}
	if !ok {
		text := "<" + x.CalciteName() + "> PLACING <" + y.CalciteName() + "> FROM <" + c.args[2].Type().CalciteName() + ">"
		if len(c.args) == 4 {
			text += " FOR <" + c.args[3].Type().CalciteName() + ">"
		}
		return nil, validatorError(c.at, "Cannot apply 'OVERLAY' to arguments of type 'OVERLAY(%s)'. Supported form(s): %s",
			text, c.fn.forms)
	}
	if x.IsBinaryString() {
		return nil, notSupported(c.at, "OVERLAY over binary strings")
	}
	n := min(x.Length+y.Length, types.MaxLength)
	return &Call{Op: "OVERLAY", Args: c.args, T: types.VarChar(n).WithNullable(c.nullableIfAny())}, nil
}
