package plan

import (
	"encoding/hex"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// bindBinaryLiteral types X'0A0B' as BINARY(2) NOT NULL; X” is BINARY(0).
func bindBinaryLiteral(l *sql.Literal) (Expr, error) {
	if len(l.Value)%2 != 0 {
		return nil, validatorError(l, "Binary literal string must contain an even number of hexits")
	}
	bs, err := hex.DecodeString(l.Value)
	if err != nil {
		return nil, validatorError(l, "Binary literal string must contain only characters '0' - '9', 'A' - 'F'")
	}
	return &Literal{Value: bs, T: types.Binary(len(bs)).AsNotNull(), Text: "X'" + strings.ToUpper(l.Value) + "'"}, nil
}

// Interval literals. Flink types every day-time literal INTERVAL SECOND(3) and every
// year-month literal INTERVAL MONTH, whatever its qualifier (INTERVAL '2' DAY is
// INTERVAL SECOND(3) NOT NULL, and prints as PT48H), holding milliseconds and months. The text
// is checked as Calcite's SqlIntervalQualifier checks it: the leading field within its
// precision (2 digits unless given), the others within their ranges.
var (
	dayTimeLiteralType   = types.Type{Kind: types.KindIntervalDayTime, Resolution: types.ResSecond, Precision: types.DefaultDayPrecision, Scale: 3}
	yearMonthLiteralType = types.Type{Kind: types.KindIntervalYearMonth, Resolution: types.ResMonth, Precision: types.DefaultYearPrecision}
)

// intervalFields are the units of each qualifier, in order, with the range of each secondary
// field.
var intervalFieldLimits = map[string]int64{"MONTH": 12, "HOUR": 24, "MINUTE": 60, "SECOND": 60}

var intervalUnitOrder = []string{"YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND"}

func bindIntervalLiteral(l *sql.IntervalLiteral) (Expr, error) {
	q := l.Qualifier
	end := q.EndUnit
	if end == "" {
		end = q.Start
	}
	var units []string
	in := false
	for _, u := range intervalUnitOrder {
		if u == q.Start {
			in = true
		}
		if in {
			units = append(units, u)
		}
		if u == end {
			break
		}
	}
	if !in || len(units) == 0 {
		return nil, notSupported(l, "INTERVAL literals of "+q.String())
	}
	raw := l.Value.Value
	invalid := func() error {
		return validatorError(l, "Illegal interval literal format '%s' for INTERVAL %s", raw, q.String())
	}
	text := strings.TrimSpace(raw)
	negative := l.Negative
	if strings.HasPrefix(text, "-") {
		negative = !negative
		text = text[1:]
	} else if strings.HasPrefix(text, "+") {
		text = text[1:]
	}
	values, fraction, ok := splitIntervalText(text, units)
	if !ok {
		return nil, invalid()
	}
	fracDigits := q.FractionalPrecision
	if fracDigits == sql.NoPrecision {
		fracDigits = types.DefaultFractionalPrecision
	}
	if len(fraction) > fracDigits {
		return nil, invalid()
	}
	precision := q.StartPrecision
	if precision == sql.NoPrecision {
		precision = 2
	}
	if len(strings.TrimLeft(values[0], "0")) > precision {
		return nil, validatorError(l, "Interval field value %s exceeds precision of %s(%d) field", groupThousands(values[0]), q.Start, precision)
	}
	nums := make([]int64, len(values))
	for i, v := range values {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, invalid()
		}
		if i > 0 && n >= intervalFieldLimits[units[i]] {
			return nil, invalid()
		}
		nums[i] = n
	}
	sign := int64(1)
	if negative {
		sign = -1
	}
	if q.Start == "YEAR" || q.Start == "MONTH" {
		months := nums[len(nums)-1]
		if q.Start == "YEAR" {
			months = nums[0] * 12
			if len(nums) == 2 {
				months += nums[1]
			}
		}
		return &Literal{Value: int32(sign * months), T: yearMonthLiteralType.AsNotNull(), Text: l.String()}, nil
	}
	millisPer := map[string]int64{"DAY": 86_400_000, "HOUR": 3_600_000, "MINUTE": 60_000, "SECOND": 1000}
	var millis int64
	for i, u := range units {
		millis += nums[i] * millisPer[u]
	}
	if fraction != "" {
		ms, _ := strconv.ParseInt((fraction + "000")[:3], 10, 64)
		millis += ms
	}
	return &Literal{Value: sign * millis, T: dayTimeLiteralType.AsNotNull(), Text: l.String()}, nil
}

// splitIntervalText splits an interval's text into the digits of each unit (separated by '-'
// between years and months, ' ' after days and ':' between hours, minutes and seconds) and
// the seconds' fraction.
func splitIntervalText(text string, units []string) (values []string, fraction string, ok bool) {
	rest := text
	for i, u := range units {
		if i > 0 {
			sep := byte(':')
			switch {
			case units[i-1] == "YEAR":
				sep = '-'
			case units[i-1] == "DAY":
				sep = ' '
			}
			if rest == "" || rest[0] != sep {
				return nil, "", false
			}
			rest = rest[1:]
		}
		j := 0
		for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
			j++
		}
		if j == 0 || (i > 0 && j > 2) {
			return nil, "", false
		}
		values = append(values, rest[:j])
		rest = rest[j:]
		if u == "SECOND" && strings.HasPrefix(rest, ".") {
			k := 1
			for k < len(rest) && rest[k] >= '0' && rest[k] <= '9' {
				k++
			}
			if k == 1 {
				return nil, "", false
			}
			fraction, rest = rest[1:k], rest[k:]
		}
	}
	return values, fraction, rest == ""
}

// groupThousands writes a number as Java's MessageFormat does: 1,000.
func groupThousands(digits string) string {
	digits = strings.TrimLeft(digits, "0")
	if digits == "" {
		return "0"
	}
	var b strings.Builder
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
