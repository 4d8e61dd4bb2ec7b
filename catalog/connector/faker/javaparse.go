package faker

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Strings are parsed as the Java parsers flink-faker calls parse them (through Flink's
// Configuration for the options, directly in FakerUtils for the values); the SQL client shows
// the deepest cause of a failure, which is the parser's exception, so those are the messages.

func numberFormat(msg string) error {
	return flinkerr.New(nil, flinkerr.ClassNumberFormat, msg)
}

func forInputString(s string) error {
	return numberFormat(fmt.Sprintf("For input string: \"%s\"", s))
}

// parseJavaLong is Long.parseLong: an optional sign and decimal digits, nothing else.
func parseJavaLong(s string) (int64, error) {
	body := s
	if body != "" && (body[0] == '+' || body[0] == '-') {
		body = body[1:]
	}
	if body == "" {
		return 0, forInputString(s)
	}
	for i := 0; i < len(body); i++ {
		if body[i] < '0' || body[i] > '9' {
			return 0, forInputString(s)
		}
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, forInputString(s)
	}
	return v, nil
}

// parseJavaInt is Integer.parseInt.
func parseJavaInt(s string) (int32, error) {
	v, err := parseJavaLong(s)
	if err != nil || v < math.MinInt32 || v > math.MaxInt32 {
		return 0, forInputString(s)
	}
	return int32(v), nil
}

// parseJavaSmall is Byte.parseByte and Short.parseShort: Integer.parseInt, then a range check
// with its own message.
func parseJavaSmall(s string, lo, hi int64) (int64, error) {
	v, err := parseJavaInt(s)
	if err != nil {
		return 0, err
	}
	if int64(v) < lo || int64(v) > hi {
		return 0, numberFormat(fmt.Sprintf("Value out of range. Value:\"%s\" Radix:10", s))
	}
	return int64(v), nil
}

// parseJavaDouble is Double.parseDouble: surrounding whitespace is ignored, a trailing
// f/F/d/D type suffix is accepted, and so are NaN and [+-]Infinity.
func parseJavaDouble(s string) (float64, error) {
	t := strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	if t == "" {
		return 0, numberFormat("empty String")
	}
	body := t
	if body[0] == '+' || body[0] == '-' {
		body = body[1:]
	}
	switch body {
	case "NaN":
		return math.NaN(), nil
	case "Infinity":
		if t[0] == '-' {
			return math.Inf(-1), nil
		}
		return math.Inf(1), nil
	}
	if n := len(t); n > 1 && strings.ContainsRune("fFdD", rune(t[n-1])) {
		t = t[:n-1]
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
			return 0, forInputString(s)
		}
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return v, nil // Java saturates to Infinity or underflows to 0
		}
		return 0, forInputString(s)
	}
	return v, nil
}

// parseJavaFloat is Float.parseFloat.
func parseJavaFloat(s string) (float32, error) {
	v, err := parseJavaDouble(s)
	if err != nil {
		return 0, err
	}
	return float32(v), nil
}
