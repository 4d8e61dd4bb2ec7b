package exec

import (
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// castNumberToStringKernel casts an integer, FLOAT, DOUBLE, DECIMAL or BOOLEAN column to
// VARCHAR with the formatting types.CastValue uses: Java's Integer/Long.toString,
// Float/Double.toString (types.FormatFloat, FormatDouble), BigDecimal.toPlainString
// (types.FormatDecimalPlain), TRUE and FALSE, cut to the VARCHAR's length. CHAR, which pads,
// is left to the general path.
func castNumberToStringKernel(x arrow.Array, from, to types.Type, _ bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	if to.Kind != types.KindVarChar {
		return nil, false, nil
	}
	var out arrow.Array
	switch a := x.(type) {
	case *array.Int8, *array.Int16, *array.Int32, *array.Int64:
		if !from.IsIntegerNumeric() {
			return nil, false, nil
		}
		ints := int64sOf(a, nil)
		out = castToVarChar(x, to, 8, alloc, func(b []byte, i int) []byte { return strconv.AppendInt(b, ints[i], 10) })
	case *array.Float32:
		if from.Kind != types.KindFloat {
			return nil, false, nil
		}
		vals := a.Float32Values()
		out = castToVarChar(x, to, 12, alloc, func(b []byte, i int) []byte { return append(b, types.FormatFloat(vals[i])...) })
	case *array.Float64:
		if from.Kind != types.KindDouble {
			return nil, false, nil
		}
		vals := a.Float64Values()
		out = castToVarChar(x, to, 20, alloc, func(b []byte, i int) []byte { return append(b, types.FormatDouble(vals[i])...) })
	case *array.Decimal128:
		if from.Kind != types.KindDecimal {
			return nil, false, nil
		}
		vals := a.Values()
		format := func(b []byte, i int) []byte { return append(b, types.FormatDecimalPlain(vals[i], from.Scale)...) }
		if from.Precision <= maxInt64Digits {
			format = func(b []byte, i int) []byte { return appendPlainDecimal(b, int64(vals[i].LowBits()), from.Scale) }
		}
		out = castToVarChar(x, to, from.Precision+2, alloc, format)
	case *array.Boolean:
		if from.Kind != types.KindBoolean {
			return nil, false, nil
		}
		out = castToVarChar(x, to, 5, alloc, func(b []byte, i int) []byte {
			if a.Value(i) {
				return append(b, "TRUE"...)
			}
			return append(b, "FALSE"...)
		})
	default:
		return nil, false, nil
	}
	return out, true, nil
}

// appendPlainDecimal appends what types.FormatDecimalPlain (BigDecimal.toPlainString) makes of
// an unscaled value that fits an int64 (a DECIMAL of precision 18 or less, so never MinInt64):
// the digits with the point scale digits from the right, zeros before it as needed (0.05).
func appendPlainDecimal(b []byte, unscaled int64, scale int) []byte {
	if unscaled < 0 {
		b = append(b, '-')
		unscaled = -unscaled
	}
	var buf [20]byte
	digits := strconv.AppendUint(buf[:0], uint64(unscaled), 10)
	switch {
	case scale <= 0:
		b = append(b, digits...)
		for range -scale {
			b = append(b, '0')
		}
	case len(digits) <= scale:
		b = append(b, '0', '.')
		for range scale - len(digits) {
			b = append(b, '0')
		}
		b = append(b, digits...)
	default:
		b = append(b, digits[:len(digits)-scale]...)
		b = append(b, '.')
		b = append(b, digits[len(digits)-scale:]...)
	}
	return b
}

// castStringToVarCharKernel casts a CHAR/VARCHAR column to VARCHAR as types.CastValue does: a
// value longer than the length is cut to that many characters, and STRING keeps every value,
// so the column itself is the result.
func castStringToVarCharKernel(x arrow.Array, from, to types.Type, _ bool, _ *time.Location, alloc memory.Allocator) (arrow.Array, bool, error) {
	strs, ok := x.(*array.String)
	if !ok || !from.IsCharString() || to.Kind != types.KindVarChar {
		return nil, false, nil
	}
	if to.Length >= types.MaxLength {
		x.Retain()
		return x, true, nil
	}
	n := strs.Len()
	out := newStringColumn(alloc, n, len(strs.ValueBytes()))
	inputNulls := x.NullN() > 0
	for i := range n {
		if inputNulls && x.IsNull(i) {
			out.appendNull()
			continue
		}
		out.append(cutToChars(strs.Value(i), to.Length))
	}
	return out.finish(), true, nil
}

// cutToChars is s cut to its first n characters, counted as CastValue counts them: one per
// code point, and one per byte that is not UTF-8.
func cutToChars(s string, n int) string {
	if len(s) <= n {
		return s // no more bytes than n, so no more characters
	}
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i]
}
