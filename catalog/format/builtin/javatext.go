package builtin

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/decimal128"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Text forms of values that both formats share, as the Java classes Flink's formats use print
// and parse them.

// decimalText is what Jackson writes for a DECIMAL: the BigDecimal with trailing zeros
// stripped (JsonNodeFactory normalizes it), printed by BigDecimal.toString, so 7.00 is 7, 100.00
// is 1E+2 and 0.00000001 is 1E-8 (cases fs_csv_write_scalars_null_readback_error,
// fs_json_write_read_scalars, insert_implicit_widening). plain is
// json.encode.decimal-as-plain-number: then the value keeps its scale, 100.00 (case fs_json_iso_timestamps_plain_decimals).
func decimalText(n decimal128.Num, scale int, plain bool) string {
	if plain {
		return types.FormatDecimalPlain(n, scale)
	}
	v := n.BigInt()
	if v.Sign() == 0 {
		return "0"
	}
	ten := big.NewInt(10)
	var q, r big.Int
	for {
		q.QuoRem(v, ten, &r)
		if r.Sign() != 0 {
			break
		}
		v = new(big.Int).Set(&q)
		scale--
	}
	return bigDecimalString(v, scale)
}

// bigDecimalString is Java's BigDecimal.toString for unscaled × 10^-scale.
func bigDecimalString(unscaled *big.Int, scale int) string {
	neg := unscaled.Sign() < 0
	digits := new(big.Int).Abs(unscaled).String()
	adjusted := -scale + len(digits) - 1
	var sb strings.Builder
	if neg {
		sb.WriteByte('-')
	}
	if scale >= 0 && adjusted >= -6 {
		switch {
		case scale == 0:
			sb.WriteString(digits)
		case len(digits) > scale:
			sb.WriteString(digits[:len(digits)-scale])
			sb.WriteByte('.')
			sb.WriteString(digits[len(digits)-scale:])
		default:
			sb.WriteString("0.")
			sb.WriteString(strings.Repeat("0", scale-len(digits)))
			sb.WriteString(digits)
		}
		return sb.String()
	}
	sb.WriteByte(digits[0])
	if len(digits) > 1 {
		sb.WriteByte('.')
		sb.WriteString(digits[1:])
	}
	sb.WriteByte('E')
	if adjusted >= 0 {
		sb.WriteByte('+')
	}
	sb.WriteString(strconv.Itoa(adjusted))
	return sb.String()
}

// appendFraction appends java.time's optional fraction (appendFraction(NANO, 0, 9, true)):
// nothing for zero, else the digits without trailing zeros.
func appendFraction(b []byte, nanos int64) []byte {
	if nanos == 0 {
		return b
	}
	s := strconv.FormatInt(nanos+1_000_000_000, 10)[1:]
	return append(append(b, '.'), strings.TrimRight(s, "0")...)
}

// localTimeText is ISO_LOCAL_TIME of a TIME value (milliseconds of the day): 10:20:30.5.
func localTimeText(millis int32) string {
	ms := int64(millis)
	b := make([]byte, 0, 12)
	b = appendTwo(b, ms/3_600_000)
	b = append(b, ':')
	b = appendTwo(b, ms/60_000%60)
	b = append(b, ':')
	b = appendTwo(b, ms/1000%60)
	return string(appendFraction(b, ms%1000*1_000_000))
}

func appendTwo(b []byte, v int64) []byte {
	return append(b, byte('0'+v/10%10), byte('0'+v%10))
}

// timestampText is a TIMESTAMP as Flink's formats write it: ISO_LOCAL_DATE, sep (' ' for the
// SQL standard, 'T' for ISO-8601), ISO_LOCAL_TIME with the optional fraction, and zone ("Z"
// for TIMESTAMP_LTZ, "" otherwise): "2024-01-05 10:20:30.1", "1970-01-01 00:00:00Z".
func timestampText(ts types.TimestampData, sep byte, zone string) string {
	full := types.FormatTimestamp(ts, 9) // yyyy-MM-dd HH:mm:ss.nnnnnnnnn
	b := make([]byte, 0, 32)
	b = append(b, full[:10]...)
	b = append(b, sep)
	b = append(b, full[11:19]...)
	nanos, _ := strconv.ParseInt(full[20:], 10, 64)
	b = appendFraction(b, nanos)
	return string(append(b, zone...))
}

// parseJavaInt is Integer.parseInt and friends on an already trimmed string, with Java's
// NumberFormatException texts: For input string: "x" (and Byte/Short's out-of-range text).
func parseJavaInt(s string, bits int) (int64, error) {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || strings.HasPrefix(s, "+-") || strings.HasPrefix(s, "-+") {
		return 0, errNumber(s)
	}
	lo, hi := int64(-1)<<(bits-1), int64(1)<<(bits-1)-1
	if v < lo || v > hi {
		if bits < 32 {
			return 0, formatError(classNumberFormat, "Value out of range. Value:\"%s\" Radix:10", s)
		}
		return 0, errNumber(s)
	}
	return v, nil
}

// parseJavaFloat is Double.parseDouble / Float.parseFloat of a trimmed string.
func parseJavaFloat(s string, bits int) (float64, error) {
	if strings.TrimSpace(s) == "" {
		return 0, formatError(classNumberFormat, "empty String")
	}
	v, err := types.ParseFloatString(s, bits)
	if err != nil {
		return 0, errNumber(s)
	}
	return v, nil
}

// parseJavaBigDecimal is new BigDecimal(s) followed by DecimalData.fromBigDecimal(p, s):
// rounded HALF_UP to the scale, and NULL (ok false) when it needs more precision. bad is
// the NumberFormatException message, "" when Java's has none.
func parseJavaBigDecimal(s string, precision, scale int) (v decimal128.Num, null bool, err error) {
	mant, exp, _ := strings.Cut(strings.ToLower(s), "e")
	if strings.Contains(s, "e") || strings.Contains(s, "E") {
		if exp == "" {
			return v, false, formatError(classRuntime, "")
		}
	}
	e := 0
	if exp != "" {
		x, perr := strconv.Atoi(exp)
		if perr != nil {
			return v, false, formatError(classRuntime, "")
		}
		e = x
	}
	neg := false
	if mant != "" && (mant[0] == '+' || mant[0] == '-') {
		neg = mant[0] == '-'
		mant = mant[1:]
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := intPart + frac
	if digits == "" {
		return v, false, formatError(classRuntime, "")
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return v, false, formatError(classNumberFormat,
				"Character %c is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.", digits[i])
		}
	}
	u, _ := new(big.Int).SetString(digits, 10)
	if neg {
		u.Neg(u)
	}
	srcScale := len(frac) - e
	u = types.RescaleHalfUp(u, srcScale, scale)
	limit := types.Pow10(precision)
	if new(big.Int).Abs(u).Cmp(limit) >= 0 {
		return v, true, nil
	}
	return decimal128.FromBigInt(u), false, nil
}
