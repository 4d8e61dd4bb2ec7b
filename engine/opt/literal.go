package opt

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Numeric literals carry Calcite's view of them in their Text: the number as Java's BigDecimal
// would read it (its scale matters), written with an exponent when Calcite holds the literal as
// an approximate (DOUBLE) one. The parser's texts already are so: 1.0E20 is approximate with the
// unscaled value 10 and the scale -19; 2.675 is exact.

func literalKey(l *plan.Literal) string {
	return fmt.Sprintf("%s|%v", l.Text, l.Value)
}

// LiteralDecimal is the BigDecimal Calcite holds for a numeric literal; ok is false for NULL and
// for literals that are not numbers.
func LiteralDecimal(l *plan.Literal) (Decimal, bool) {
	if l.Value == nil || !l.T.IsNumeric() {
		return Decimal{}, false
	}
	if d, ok := ParseDecimal(l.Text); ok {
		return d, true
	}
	switch v := l.Value.(type) {
	case int8:
		return DecimalOfInt(int64(v)), true
	case int16:
		return DecimalOfInt(int64(v)), true
	case int32:
		return DecimalOfInt(int64(v)), true
	case int64:
		return DecimalOfInt(v), true
	case float32:
		return DecimalOfFloat(float64(v))
	case float64:
		return DecimalOfFloat(v)
	case decimal128.Num:
		return Decimal{Unscaled: v.BigInt(), Scale: int(l.T.Scale)}, true
	}
	return Decimal{}, false
}

// IsApproxLiteral reports whether Calcite holds a numeric literal as an approximate one, which
// plans print in scientific notation.
func IsApproxLiteral(l *plan.Literal) bool {
	return l.T.IsNumeric() && strings.ContainsAny(l.Text, "eE")
}

// approxText writes a BigDecimal as an approximate literal's text that reads back to the same
// unscaled value and scale.
func approxText(d Decimal) string {
	return d.Unscaled.String() + "E" + strconv.Itoa(-d.Scale)
}

// numericLiteral makes a literal of type t holding the BigDecimal d, with the value Flink's
// generated code reads from such a literal: Java's Number conversions, which wrap out-of-range
// integers (BigDecimal.longValue) and round decimals half up to the type's scale. ok is false
// for a DECIMAL whose rounded value does not fit the type's precision.
func numericLiteral(t types.Type, d Decimal, approx bool) (*plan.Literal, bool) {
	t = t.AsNotNull()
	text := d.String()
	if approx {
		text = approxText(d)
	}
	var v any
	switch t.Kind {
	case types.KindTinyInt:
		v = int8(d.IntValue())
	case types.KindSmallInt:
		v = int16(d.IntValue())
	case types.KindInt:
		v = d.IntValue()
	case types.KindBigInt:
		v = d.LongValue()
	case types.KindFloat:
		v = d.FloatValue()
	case types.KindDouble:
		v = d.DoubleValue()
	case types.KindDecimal:
		r := d.SetScaleHalfUp(int(t.Scale))
		if r.Precision() > int(t.Precision) && r.Sign() != 0 {
			return nil, false
		}
		v = decimal128.FromBigInt(r.Unscaled)
	default:
		return nil, false
	}
	return &plan.Literal{Value: v, T: t, Text: text}, true
}

// literalOf makes a literal from a value the executor computed for an expression of type t, as
// Flink's expression reducer turns results back into literals: a DOUBLE becomes the exact
// BigDecimal of its binary value (new BigDecimal(double)), a FLOAT is rounded to 7 digits.
func literalOf(t types.Type, v any) *plan.Literal {
	t = t.WithNullable(v == nil)
	if v == nil {
		return &plan.Literal{T: t, Text: "null"}
	}
	text := fmt.Sprint(v)
	switch x := v.(type) {
	case float64:
		if x == 0 {
			v = 0.0 // BigDecimal has no negative zero
		}
		if d, ok := DecimalOfFloat(x); ok {
			text = approxText(d)
		}
	case float32:
		text = approxText(float32Decimal(x))
	case decimal128.Num:
		text = Decimal{Unscaled: x.BigInt(), Scale: int(t.Scale)}.String()
	case string:
		text = "'" + strings.ReplaceAll(x, "'", "''") + "'"
	case bool:
		text = strings.ToUpper(strconv.FormatBool(x))
	}
	return &plan.Literal{Value: v, T: t, Text: text}
}

// float32Decimal is new BigDecimal(f, MathContext.DECIMAL32).stripTrailingZeros(), which
// Calcite makes of a FLOAT value: seven significant digits, rounded half to even.
func float32Decimal(f float32) Decimal {
	s := strconv.FormatFloat(float64(f), 'e', 6, 64)
	d, _ := ParseDecimal(s)
	return stripTrailingZeros(d)
}

func stripTrailingZeros(d Decimal) Decimal {
	if d.Unscaled.Sign() == 0 {
		return Decimal{Unscaled: new(big.Int), Scale: 0}
	}
	u, s := new(big.Int).Set(d.Unscaled), d.Scale
	ten, r := big.NewInt(10), new(big.Int)
	for {
		q, m := new(big.Int).QuoRem(u, ten, r)
		if m.Sign() != 0 {
			break
		}
		u, s = q, s-1
	}
	return Decimal{Unscaled: u, Scale: s}
}

// literalLength is the length Calcite counts for a character or binary literal.
func literalLength(l *plan.Literal) int {
	switch v := l.Value.(type) {
	case string:
		return utf8.RuneCountInString(v)
	case []byte:
		return len(v)
	}
	return 0
}
