package faker

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// cast is FakerUtils.stringValueToType: the strings of one field's expressions (one for a
// scalar, length of them for an ARRAY or MULTISET, key and value pairs for a MAP, one a field
// for a ROW) as a value of type t, in the Go representation types.AppendToBuilder takes. Its
// quirks are Flink's too: a DATE before 1970 rounds toward the epoch, a DECIMAL that does not
// fit its precision is NULL, and strings are not cut to a CHAR's length.
func cast(ss []string, t types.Type) (any, error) {
	value := ""
	if len(ss) > 0 {
		value = ss[0]
	}
	switch t.Kind {
	case types.KindChar, types.KindVarChar:
		return value, nil
	case types.KindBoolean:
		return strings.EqualFold(value, "true"), nil
	case types.KindDecimal:
		return parseDecimal(value, t.Precision, t.Scale)
	case types.KindTinyInt:
		v, err := parseJavaSmall(value, -128, 127)
		return int8(v), err
	case types.KindSmallInt:
		v, err := parseJavaSmall(value, -32768, 32767)
		return int16(v), err
	case types.KindInt:
		return parseJavaInt(value)
	case types.KindBigInt:
		return parseJavaLong(value)
	case types.KindFloat:
		return parseJavaFloat(value)
	case types.KindDouble:
		return parseJavaDouble(value)
	case types.KindDate:
		ms, _, err := parseTimestamp(value)
		// (int) (Date.getTime() / 86400000): Java's division truncates toward zero.
		return int32(ms / 86400000), err
	case types.KindTime:
		v, err := parseJavaLong(value)
		return int32(v / 1000000), err
	case types.KindTimestamp, types.KindTimestampLTZ:
		ms, nanos, err := parseTimestamp(value)
		return types.TimestampData{Millis: ms, NanoOfMilli: nanos}, err
	case types.KindArray:
		out := make([]any, len(ss))
		for i, s := range ss {
			v, err := cast([]string{s}, t.ElemType())
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	case types.KindMultiset:
		var out []types.MapEntry
		at := map[any]int{}
		for _, s := range ss {
			v, err := cast([]string{s}, t.ElemType())
			if err != nil {
				return nil, err
			}
			k := mapKey(v)
			if i, ok := at[k]; ok {
				out[i].Value = out[i].Value.(int32) + 1
				continue
			}
			at[k] = len(out)
			out = append(out, types.MapEntry{Key: v, Value: int32(1)})
		}
		return out, nil
	case types.KindMap:
		var out []types.MapEntry
		at := map[any]int{}
		for i := 0; i < len(ss); i += 2 {
			k, err := cast([]string{ss[i]}, t.KeyType())
			if err != nil {
				return nil, err
			}
			if i+1 >= len(ss) {
				return nil, outOfBounds(i+1, len(ss))
			}
			v, err := cast([]string{ss[i+1]}, t.ValueType())
			if err != nil {
				return nil, err
			}
			// HashMap.put: a repeated key keeps its place and takes the new value.
			if j, ok := at[mapKey(k)]; ok {
				out[j].Value = v
				continue
			}
			at[mapKey(k)] = len(out)
			out = append(out, types.MapEntry{Key: k, Value: v})
		}
		return out, nil
	case types.KindRow:
		out := make([]any, len(t.Fields))
		for i, f := range t.Fields {
			if i >= len(ss) {
				return nil, outOfBounds(i, len(ss))
			}
			v, err := cast([]string{ss[i]}, f.Type)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return out, nil
	}
	return nil, flinkerr.New(nil, flinkerr.ClassRuntime, "Unsupported Data Type")
}

func outOfBounds(i, n int) error {
	return flinkerr.New(nil, "java.lang.ArrayIndexOutOfBoundsException",
		fmt.Sprintf("Index %d out of bounds for length %d", i, n))
}

// mapKey is a comparable stand-in for a value, for the de-duplication HashMap does by equals.
func mapKey(v any) any {
	switch x := v.(type) {
	case []any, []types.MapEntry:
		return fmt.Sprintf("%#v", x)
	}
	return v
}

// decimalSyntax is BigDecimal's: a sign, digits with at most one point (at least one digit),
// and an exponent with a sign and digits.
func decimalSyntax(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits, point := 0, false
mantissa:
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !point:
			point = true
		default:
			break mantissa
		}
	}
	if digits == 0 {
		return false
	}
	if i == len(s) {
		return true
	}
	if s[i] != 'e' && s[i] != 'E' {
		return false
	}
	i++
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	if i == len(s) {
		return false
	}
	for ; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseDecimal is new BigDecimal(value) then DecimalData.fromBigDecimal: rounded half up to the
// scale, NULL when the precision does not hold it.
func parseDecimal(s string, precision, scale int) (any, error) {
	if !decimalSyntax(s) {
		return nil, numberFormat(bigDecimalMessage(s))
	}
	mant, exp := s, 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		mant = s[:i]
		e, err := strconv.Atoi(strings.TrimPrefix(s[i+1:], "+"))
		if err != nil {
			return nil, numberFormat(bigDecimalMessage(s))
		}
		exp = e
	}
	neg := strings.HasPrefix(mant, "-")
	mant = strings.TrimLeft(mant, "+-")
	fromScale := 0
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		fromScale = len(mant) - i - 1
		mant = mant[:i] + mant[i+1:]
	}
	fromScale -= exp
	n, ok := new(big.Int).SetString(mant, 10)
	if !ok {
		return nil, numberFormat(bigDecimalMessage(s))
	}
	if neg {
		n.Neg(n)
	}
	var v *big.Int
	if fromScale < 0 {
		v = new(big.Int).Mul(n, types.Pow10(-fromScale))
		v = types.RescaleHalfUp(v, 0, scale)
	} else {
		v = types.RescaleHalfUp(n, fromScale, scale)
	}
	if len(new(big.Int).Abs(v).String()) > precision && v.Sign() != 0 {
		return nil, nil
	}
	return decimal128.FromBigInt(v), nil
}

func bigDecimalMessage(s string) string {
	if s == "" {
		return "No digits found."
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c == '.' || c == '+' || c == '-' || c == 'e' || c == 'E') {
			return fmt.Sprintf("Character %c is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.", c)
		}
	}
	if strings.Count(s, ".") > 1 {
		return "Character array contains more than one decimal point."
	}
	if i := strings.IndexAny(s, "eE"); i >= 0 && strings.Trim(s[i+1:], "+-") == "" {
		return "No exponent digits."
	}
	return "Character array is missing \"exponent\" mark 'e' or 'E'."
}

// parseTimestamp parses flink-faker's FORMATTER, "uuuu-MM-dd HH:mm:ss" and an optional
// fraction of up to nine digits, in UTC (the JVM's zone in the Java runner), to epoch
// milliseconds and the nanoseconds within the millisecond.
func parseTimestamp(s string) (int64, int32, error) {
	fail := func(i int) (int64, int32, error) {
		return 0, 0, flinkerr.New(nil, "java.time.format.DateTimeParseException",
			fmt.Sprintf("Text '%s' could not be parsed at index %d", s, i))
	}
	pos := 0
	num := func(min, max int) (int, bool) {
		start := pos
		for pos < len(s) && pos-start < max && s[pos] >= '0' && s[pos] <= '9' {
			pos++
		}
		if pos-start < min {
			pos = start
			return 0, false
		}
		v := 0
		for _, c := range s[start:pos] {
			v = v*10 + int(c-'0')
		}
		return v, true
	}
	lit := func(c byte) bool {
		if pos < len(s) && s[pos] == c {
			pos++
			return true
		}
		return false
	}
	var f [6]int
	seps := []byte{'-', '-', ' ', ':', ':'}
	for i := range f {
		lo, hi := 2, 2
		if i == 0 {
			lo, hi = 4, 10
		}
		v, ok := num(lo, hi)
		if !ok {
			return fail(pos)
		}
		f[i] = v
		if i < len(seps) && !lit(seps[i]) {
			return fail(pos)
		}
	}
	nanos := 0
	if lit('.') {
		start := pos
		v, _ := num(0, 9)
		for d := pos - start; d < 9; d++ {
			v *= 10
		}
		nanos = v
	}
	if pos != len(s) {
		return fail(pos)
	}
	ranges := []struct {
		name   string
		v      int
		lo, hi int
	}{{"MonthOfYear", f[1], 1, 12}, {"DayOfMonth", f[2], 1, 31}, {"HourOfDay", f[3], 0, 23},
		{"MinuteOfHour", f[4], 0, 59}, {"SecondOfMinute", f[5], 0, 59}}
	for _, r := range ranges {
		if r.v < r.lo || r.v > r.hi {
			return 0, 0, flinkerr.New(nil, "java.time.format.DateTimeParseException",
				fmt.Sprintf("Text '%s' could not be parsed: Invalid value for %s (valid values %d - %d): %d", s, r.name, r.lo, r.hi, r.v))
		}
	}
	// The SMART resolver moves a day past the month's end back to its last day.
	day := f[2]
	if last := monthDays(f[0], f[1]); day > last {
		day = last
	}
	days := types.DaysFromCivil(f[0], f[1], day)
	ms := days*86400000 + int64(f[3])*3600000 + int64(f[4])*60000 + int64(f[5])*1000 + int64(nanos/1000000)
	return ms, int32(nanos % 1000000), nil
}

func monthDays(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}
