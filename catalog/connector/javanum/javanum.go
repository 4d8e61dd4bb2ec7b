// Package javanum parses numbers as Java's parsers do (Long.parseLong, Integer.parseInt,
// Double.parseDouble, Float.parseFloat), with the messages of their NumberFormatException:
// Flink's Configuration reads typed connector options through them, and flink-faker casts
// its values with them, and the SQL client shows that exception's message. Each connector
// gives the message its own error kind and class.
package javanum

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// NumberFormatError is Java's NumberFormatException; Msg is its message.
type NumberFormatError struct{ Msg string }

func (e *NumberFormatError) Error() string { return e.Msg }

func forInputString(s string) error {
	return &NumberFormatError{fmt.Sprintf("For input string: \"%s\"", s)}
}

// ParseLong is Long.parseLong: an optional sign and decimal digits, nothing else.
func ParseLong(s string) (int64, error) {
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

// ParseInt is Integer.parseInt.
func ParseInt(s string) (int32, error) {
	v, err := ParseLong(s)
	if err != nil || v < math.MinInt32 || v > math.MaxInt32 {
		return 0, forInputString(s)
	}
	return int32(v), nil
}

// ParseDouble is Double.parseDouble: surrounding whitespace is ignored, a trailing f/F/d/D
// type suffix is accepted, and so are NaN and [+-]Infinity.
func ParseDouble(s string) (float64, error) {
	t := strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	if t == "" {
		return 0, &NumberFormatError{"empty String"}
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
	// Reject what Go accepts and Java does not: underscores, inf/nan spellings, hex without p.
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

// ParseFloat is Float.parseFloat.
func ParseFloat(s string) (float32, error) {
	v, err := ParseDouble(s)
	if err != nil {
		return 0, err
	}
	return float32(v), nil
}
