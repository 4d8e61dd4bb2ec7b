package types

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Casting values at run time, with Flink 2.3's cast rules
// (flink-table-planner's functions/casting/*CastRule and the runtime helpers
// they call).

var (
	// ErrCastFailed is the kind of every error of a CAST that fails on a value ('abc' to INT).
	// TRY_CAST turns exactly these into NULL. It is also a flinkerr.ErrRuntime.
	ErrCastFailed = flinkerr.NewKind("cast failed", flinkerr.ErrRuntime)
	// ErrCastNotSupported is the kind of the error when no cast exists between two types, an
	// error the planner raises before running anything.
	ErrCastNotSupported = errors.New("cast not supported")
)

// Java exception classes Flink's casts throw; the SQL client prints the
// class before the message.
const (
	javaNumberFormat   = flinkerr.ClassNumberFormat
	javaDateTime       = flinkerr.ClassDateTime
	javaDateTimeParse  = flinkerr.ClassDateTimeParse
	javaTableException = flinkerr.ClassTable
	javaValidation     = flinkerr.ClassValidation
)

// A failed cast is a *flinkerr.Error with Flink's exception class and message, of kind
// ErrCastFailed, or ErrCastNotSupported for a cast that validation rejects.
func newCastError(class, msg string) *flinkerr.Error { return flinkerr.New(ErrCastFailed, class, msg) }

// CheckCast reports whether CAST(from AS to) passes Flink's validation,
// with Flink's message when it does not. It starts from
// SupportsExplicitCast, rejects the casts between TIMESTAMP(_LTZ) and
// numbers that the cast rules refuse, and accepts FLOAT, DOUBLE and DECIMAL
// to BOOLEAN, which SQL allows.
func CheckCast(from, to Type) error {
	switch {
	case from.Kind == KindBitmap || to.Kind == KindBitmap:
		return checkBitmapCast(from, to)
	case from.Kind == KindTimestamp && to.IsNumeric():
		return notSupported("The cast from TIMESTAMP type to NUMERIC type is not allowed. " +
			"It's recommended to use UNIX_TIMESTAMP(CAST(timestamp_col AS STRING)) instead.")
	case from.Kind == KindTimestampLTZ && to.IsNumeric():
		return notSupported("The cast from TIMESTAMP_LTZ type to NUMERIC type is not allowed.")
	case from.IsNumeric() && to.Kind == KindTimestamp:
		return notSupported("The cast from NUMERIC type to TIMESTAMP type is not allowed. " +
			"It's recommended to use TO_TIMESTAMP(FROM_UNIXTIME(numeric_col)) instead, note the numeric is in seconds.")
	case from.IsNumeric() && to.Kind == KindTimestampLTZ:
		return notSupported("The cast from NUMERIC type to TIMESTAMP_LTZ type is not allowed. " +
			"It's recommended to use TO_TIMESTAMP_LTZ(numeric_col, precision) instead.")
	case from.IsNumeric() && to.Kind == KindBoolean:
		// Allowed by Flink's SQL validation and NumericToBooleanCastRule
		// (recorded: CAST(2.5E0 AS BOOLEAN) is TRUE), though
		// LogicalTypeCasts lists only integers.
		return nil
	case !SupportsExplicitCast(from, to):
		// Calcite's SqlCastFunction rejects these before Flink's rules see them.
		return flinkerr.Newf(ErrCastNotSupported, flinkerr.ClassValidator,
			"Cast function cannot convert value of type %s to type %s", from.calciteName(), to.calciteName())
	}
	return nil
}

// checkBitmapCast is CAST from or to BITMAP: a bitmap casts to a character string only (its
// BITMAP_TO_STRING form, recorded in bitmap_cast); to a binary string Calcite lets it through
// and Flink's code generator rejects it; nothing casts to BITMAP but NULL, not even a BITMAP.
func checkBitmapCast(from, to Type) error {
	switch {
	case from.Kind == KindNull, from.Kind == KindBitmap && to.IsCharString():
		return nil
	case from.Kind == KindBitmap && to.IsBinaryString():
		return flinkerr.Newf(ErrCastNotSupported, flinkerr.ClassCodeGen, "Unsupported cast from '%s' to '%s'.",
			from, to.WithNullable(from.Nullable()))
	}
	if to.Kind == KindBitmap {
		to = to.WithNullable(from.Nullable())
	}
	return flinkerr.Newf(ErrCastNotSupported, flinkerr.ClassValidator,
		"Cast function cannot convert value of type %s to type %s", from.calciteName(), to.calciteName())
}

// notSupported is a cast that Flink's validation rejects, with Flink's message.
func notSupported(msg string) error {
	return flinkerr.New(ErrCastNotSupported, javaValidation, msg)
}

// CastValue converts v, a value of type from, to type to as CAST does.
// NULL stays NULL, and so do the cases where Flink's CAST yields NULL
// (a DECIMAL that overflows its precision). A value the cast rejects gives an
// error wrapping ErrCastFailed (a *CastError); TRY_CAST should return NULL
// for it. loc is the session time zone (table.local-time-zone), nil for UTC.
func CastValue(v any, from, to Type, loc *time.Location) (any, error) {
	if v == nil || from.Kind == KindNull {
		return nil, nil
	}
	if err := CheckCast(from, to); err != nil {
		return nil, err
	}
	switch {
	case to.IsCharString():
		var s string
		if from.IsCharString() {
			s = v.(string)
		} else {
			s = CastToString(from, v, loc)
		}
		return fitString(s, to)
	case to.IsBinaryString():
		var bs []byte
		if from.IsCharString() {
			bs = []byte(v.(string))
		} else {
			bs = v.([]byte)
		}
		return fitBytes(bs, to)
	case to.Kind == KindBoolean:
		return castToBoolean(v, from)
	case to.IsNumeric():
		return castToNumeric(v, from, to)
	case to.Kind == KindDate:
		return castToDate(v, from, loc)
	case to.Kind == KindTime:
		return castToTime(v, from, to, loc)
	case to.IsTimestamp():
		return castToTimestamp(v, from, to, loc)
	case to.IsConstructed():
		return castConstructed(v, from, to, loc)
	case to.Is(FamilyInterval) && from.Kind == to.Kind:
		return v, nil
	}
	return nil, notSupported(fmt.Sprintf("casting %s to %s is not implemented", from, to))
}

// fitString applies the target length: longer strings are cut to n
// characters, and CHAR(n) pads shorter ones with spaces. STRING is left alone.
func fitString(s string, to Type) (string, error) {
	n := to.Length
	if n >= MaxLength {
		return s, nil
	}
	count := utf8.RuneCountInString(s)
	if count > n {
		i := 0
		for k := 0; k < n; k++ {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
		return s[:i], nil
	}
	if to.Kind == KindChar && count < n {
		// CHAR(2147483647) is a type a script may name: the padding is checked first.
		if err := CheckValueSize("CAST to "+to.String(), int64(len(s)+n-count)); err != nil {
			return "", err
		}
		return s + strings.Repeat(" ", n-count), nil
	}
	return s, nil
}

// fitBytes applies the target length to a byte string: cut longer ones, and
// pad BINARY(n) with zero bytes.
func fitBytes(bs []byte, to Type) ([]byte, error) {
	n := to.Length
	switch {
	case len(bs) > n:
		return append([]byte(nil), bs[:n]...), nil
	case to.Kind == KindBinary && len(bs) < n:
		if err := CheckValueSize("CAST to "+to.String(), int64(n)); err != nil {
			return nil, err
		}
		out := make([]byte, n)
		copy(out, bs)
		return out, nil
	}
	return bs, nil
}

func castToBoolean(v any, from Type) (any, error) {
	switch from.Kind {
	case KindBoolean:
		return v, nil
	case KindChar, KindVarChar:
		return ParseBooleanString(v.(string))
	case KindDecimal:
		return v.(decimal128.Num).Sign() != 0, nil
	case KindFloat:
		return v.(float32) != 0, nil
	case KindDouble:
		return v.(float64) != 0, nil // NaN != 0 is true, as in Java
	}
	i, _ := integerOf(v)
	return i != 0, nil
}

// integerOf widens the Go value of an integer type.
func integerOf(v any) (int64, bool) {
	switch x := v.(type) {
	case int8:
		return int64(x), true
	case int16:
		return int64(x), true
	case int32:
		return int64(x), true
	case int64:
		return x, true
	}
	return 0, false
}

func castToNumeric(v any, from, to Type) (any, error) {
	switch {
	case from.IsCharString():
		return parseNumeric(v.(string), to)
	case from.Kind == KindBoolean:
		one := int64(0)
		if v.(bool) {
			one = 1
		}
		return integerToNumeric(one, to)
	case from.IsIntegerNumeric():
		i, _ := integerOf(v)
		return integerToNumeric(i, to)
	case from.Kind == KindFloat:
		return floatToNumeric(float64(v.(float32)), to)
	case from.Kind == KindDouble:
		return floatToNumeric(v.(float64), to)
	case from.Kind == KindDecimal:
		return decimalToNumeric(v.(decimal128.Num), from, to)
	}
	return nil, notSupported(fmt.Sprintf("casting %s to %s is not implemented", from, to))
}

func parseNumeric(s string, to Type) (any, error) {
	switch to.Kind {
	case KindTinyInt, KindSmallInt, KindInt, KindBigInt:
		i, err := ParseIntegerString(s, integerBits(to.Kind))
		if err != nil {
			return nil, err
		}
		return narrowInteger(i, to.Kind), nil
	case KindFloat:
		f, err := ParseFloatString(s, 32)
		if err != nil {
			return nil, err
		}
		return float32(f), nil
	case KindDouble:
		return ParseFloatString(s, 64)
	case KindDecimal:
		n, err := ParseDecimalString(s, to.Precision, to.Scale)
		if err != nil {
			return nil, err
		}
		return n, nil
	}
	return nil, notSupported("unknown numeric type")
}

func integerBits(k Kind) int {
	switch k {
	case KindTinyInt:
		return 8
	case KindSmallInt:
		return 16
	case KindInt:
		return 32
	}
	return 64
}

// narrowInteger is Java's primitive narrowing: keep the low bits.
func narrowInteger(i int64, k Kind) any {
	switch k {
	case KindTinyInt:
		return int8(i)
	case KindSmallInt:
		return int16(i)
	case KindInt:
		return int32(i)
	}
	return i
}

func integerToNumeric(i int64, to Type) (any, error) {
	switch to.Kind {
	case KindFloat:
		return float32(i), nil
	case KindDouble:
		return float64(i), nil
	case KindDecimal:
		n, ok := decimalFromBig(big.NewInt(i), 0, to.Precision, to.Scale)
		if !ok {
			return nil, nil // DECIMAL overflow is NULL
		}
		return n, nil
	}
	return narrowInteger(i, to.Kind), nil
}

// javaDoubleToLong is Java's (long) d: NaN is 0, out-of-range values saturate.
func javaDoubleToLong(d float64) int64 {
	switch {
	case d != d:
		return 0
	case d >= 9.223372036854775807e18:
		return math.MaxInt64
	case d <= -9.223372036854775808e18:
		return math.MinInt64
	}
	return int64(d)
}

// javaDoubleToInt is Java's (int) d, and (byte)/(short) narrow from it.
func javaDoubleToInt(d float64) int32 {
	switch {
	case d != d:
		return 0
	case d >= math.MaxInt32:
		return math.MaxInt32
	case d <= math.MinInt32:
		return math.MinInt32
	}
	return int32(d)
}

func floatToNumeric(d float64, to Type) (any, error) {
	switch to.Kind {
	case KindTinyInt:
		return int8(javaDoubleToInt(d)), nil
	case KindSmallInt:
		return int16(javaDoubleToInt(d)), nil
	case KindInt:
		return javaDoubleToInt(d), nil
	case KindBigInt:
		return javaDoubleToLong(d), nil
	case KindFloat:
		return float32(d), nil
	case KindDouble:
		return d, nil
	case KindDecimal:
		n, ok, err := doubleToDecimal(d, to.Precision, to.Scale)
		if err != nil || !ok {
			return nil, err
		}
		return n, nil
	}
	return nil, notSupported("unknown numeric type")
}

func decimalToNumeric(n decimal128.Num, from, to Type) (any, error) {
	switch to.Kind {
	case KindDecimal:
		r, ok := RescaleDecimal(n, from.Scale, to.Precision, to.Scale)
		if !ok {
			return nil, nil
		}
		return r, nil
	case KindFloat:
		return float32(decimalToFloat64(n, from.Precision, from.Scale)), nil
	case KindDouble:
		return decimalToFloat64(n, from.Precision, from.Scale), nil
	}
	// DecimalDataUtils.castToIntegral: round toward zero, then
	// BigDecimal.longValue keeps the low 64 bits; narrower types wrap further.
	q := new(big.Int).Quo(n.BigInt(), Pow10(from.Scale))
	low := int64(new(big.Int).And(q, new(big.Int).SetUint64(math.MaxUint64)).Uint64())
	return narrowInteger(low, to.Kind), nil
}

func castToDate(v any, from Type, loc *time.Location) (any, error) {
	switch from.Kind {
	case KindDate:
		return v, nil
	case KindChar, KindVarChar:
		d, err := ParseDateString(v.(string))
		if err != nil {
			return nil, err
		}
		return d, nil
	case KindTimestamp:
		// (int) (millis / MILLIS_PER_DAY): Java division truncates toward zero.
		return int32(v.(TimestampData).Millis / millisPerDay), nil
	case KindTimestampLTZ:
		local := LTZToTimestamp(v.(TimestampData), loc)
		return int32(floorDiv(local.Millis, millisPerDay)), nil
	}
	return nil, notSupported(fmt.Sprintf("casting %s to DATE is not implemented", from))
}

func castToTime(v any, from, to Type, loc *time.Location) (any, error) {
	switch from.Kind {
	case KindTime:
		return truncateTimePrecision(v.(int32), to.Precision), nil
	case KindChar, KindVarChar:
		t, err := ParseTimeString(v.(string), to.Precision)
		if err != nil {
			return nil, err
		}
		return t, nil
	case KindTimestamp:
		// (int) (millis % MILLIS_PER_DAY), Java's remainder keeping the sign.
		return truncateTimePrecision(int32(v.(TimestampData).Millis%millisPerDay), to.Precision), nil
	case KindTimestampLTZ:
		local := LTZToTimestamp(v.(TimestampData), loc)
		return truncateTimePrecision(int32(floorMod(local.Millis, millisPerDay)), to.Precision), nil
	}
	return nil, notSupported(fmt.Sprintf("casting %s to TIME is not implemented", from))
}

func castToTimestamp(v any, from, to Type, loc *time.Location) (any, error) {
	var ts TimestampData
	switch from.Kind {
	case KindChar, KindVarChar:
		var err error
		if to.Kind == KindTimestamp {
			ts, err = ParseTimestampString(v.(string), to.Precision)
		} else {
			ts, err = ParseTimestampLTZString(v.(string), to.Precision, loc)
		}
		if err != nil {
			return nil, err
		}
		return ts, nil
	case KindDate:
		ts = TimestampData{Millis: int64(v.(int32)) * millisPerDay}
		if to.Kind == KindTimestampLTZ {
			ts = TimestampToLTZ(ts, loc)
		}
		return ts, nil
	case KindTime:
		ts = TimestampData{Millis: int64(v.(int32))}
		if to.Kind == KindTimestampLTZ {
			ts = TimestampToLTZ(ts, loc)
		}
		return ts, nil
	case KindTimestamp, KindTimestampLTZ:
		ts = v.(TimestampData)
		switch {
		case from.Kind == KindTimestamp && to.Kind == KindTimestampLTZ:
			ts = TimestampToLTZ(ts, loc)
		case from.Kind == KindTimestampLTZ && to.Kind == KindTimestamp:
			ts = LTZToTimestamp(ts, loc)
		}
		target := to.Precision
		if from.Kind == KindTimestamp && to.Kind == KindTimestamp &&
			(from.TimeAttr != TimestampRegular || to.TimeAttr != TimestampRegular) {
			target = 3 // time attributes are millisecond timestamps
		}
		if from.Precision > target {
			ts = truncateTimestamp(ts, target)
		}
		return ts, nil
	}
	return nil, notSupported(fmt.Sprintf("casting %s to %s is not implemented", from, to))
}

// truncateTimestamp is DateTimeUtils.truncate: digits beyond the precision
// are zeroed; for precision below 3 on the milliseconds, with Java's
// division toward zero.
func truncateTimestamp(ts TimestampData, precision int) TimestampData {
	if precision <= 3 {
		unit := int64(math.Pow10(3 - precision))
		return TimestampData{Millis: ts.Millis / unit * unit}
	}
	unit := int32(math.Pow10(9 - precision))
	return TimestampData{Millis: ts.Millis, NanoOfMilli: ts.NanoOfMilli / unit * unit}
}

func castConstructed(v any, from, to Type, loc *time.Location) (any, error) {
	switch to.Kind {
	case KindArray:
		in := v.([]any)
		out := make([]any, len(in))
		for i, e := range in {
			c, err := CastValue(e, from.ElemType(), to.ElemType(), loc)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	case KindMap, KindMultiset:
		in := v.([]MapEntry)
		out := make([]MapEntry, len(in))
		for i, e := range in {
			k, err := CastValue(e.Key, from.Elem[0], to.Elem[0], loc)
			if err != nil {
				return nil, err
			}
			val := e.Value
			if to.Kind == KindMap {
				if val, err = CastValue(e.Value, from.Elem[1], to.Elem[1], loc); err != nil {
					return nil, err
				}
			}
			out[i] = MapEntry{Key: k, Value: val}
		}
		return out, nil
	case KindRow:
		in := v.([]any)
		out := make([]any, len(in))
		for i, f := range in {
			c, err := CastValue(f, from.Fields[i].Type, to.Fields[i].Type, loc)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	}
	return nil, notSupported(fmt.Sprintf("casting %s to %s is not implemented", from, to))
}

// TryCastValue is TRY_CAST: CastValue with failures turned into NULL.
func TryCastValue(v any, from, to Type, loc *time.Location) (any, error) {
	out, err := CastValue(v, from, to, loc)
	if errors.Is(err, ErrCastFailed) {
		return nil, nil
	}
	return out, err
}
