package datagen

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Option values are read the way Flink's Configuration reads a typed ConfigOption from the
// string a DDL gives: Integer.parseInt, Long.parseLong, Float.parseFloat, Double.parseDouble,
// Flink's case-insensitive boolean and TimeUtils.parseDuration. The SQL client shows the
// deepest cause of a failure, which is the Java parser's exception, so those are the messages.

func forInputString(s string) error {
	return newError(classNumberFormat, fmt.Sprintf("For input string: \"%s\"", s))
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

// parseJavaDouble is Double.parseDouble: surrounding whitespace is ignored, a trailing
// f/F/d/D type suffix is accepted, and so are NaN and [+-]Infinity.
func parseJavaDouble(s string) (float64, error) {
	t := strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	if t == "" {
		return 0, newError(classNumberFormat, "empty String")
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

// parseJavaFloat is Float.parseFloat.
func parseJavaFloat(s string) (float32, error) {
	v, err := parseJavaDouble(s)
	if err != nil {
		return 0, err
	}
	return float32(v), nil
}

// parseFlinkBool is Flink's ConfigurationUtils.convertToBoolean.
func parseFlinkBool(s string) (bool, error) {
	switch strings.ToUpper(s) {
	case "TRUE":
		return true, nil
	case "FALSE":
		return false, nil
	}
	return false, newError(classIllegalArgument, fmt.Sprintf(
		"Unrecognized option for boolean: %s. Expected either true or false(case insensitive)", s))
}

// parseFlinkDuration is TimeUtils.parseDuration for the common forms: a number with an
// optional unit label ("500", "500 ms", "5 s", "10min", "1h", "2 d"); no unit means
// milliseconds.
func parseFlinkDuration(s string) (time.Duration, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	if t == "" {
		return 0, newError(classIllegalArgument, "argument is an empty- or whitespace-only string")
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	num, unit := t[:i], strings.TrimSpace(t[i:])
	if num == "" {
		return 0, newError(classNumberFormat, "text does not start with a number")
	}
	v, err := strconv.ParseInt(num, 10, 64)
	if err != nil {
		return 0, newError(classIllegalArgument, fmt.Sprintf(
			"The value '%s' cannot be re represented as 64bit number (numeric overflow).", num))
	}
	var scale time.Duration
	switch unit {
	case "", "ms", "milli", "millis", "millisecond", "milliseconds":
		scale = time.Millisecond
	case "ns", "nano", "nanos", "nanosecond", "nanoseconds":
		scale = time.Nanosecond
	case "µs", "micro", "micros", "microsecond", "microseconds":
		scale = time.Microsecond
	case "s", "sec", "secs", "second", "seconds":
		scale = time.Second
	case "m", "min", "minute", "minutes":
		scale = time.Minute
	case "h", "hour", "hours":
		scale = time.Hour
	case "d", "day", "days":
		scale = 24 * time.Hour
	default:
		return 0, newError(classIllegalArgument, fmt.Sprintf(
			"Time interval unit label '%s' does not match any of the recognized units: "+
				"DAYS: (d | day | days), HOURS: (h | hour | hours), MINUTES: (m | min | minute | minutes), "+
				"SECONDS: (s | sec | secs | second | seconds), MILLISECONDS: (ms | milli | millis | millisecond | milliseconds), "+
				"MICROSECONDS: (µs | micro | micros | microsecond | microseconds), NANOSECONDS: (ns | nano | nanos | nanosecond | nanoseconds)", unit))
	}
	if v > math.MaxInt64/int64(scale) {
		return math.MaxInt64, nil
	}
	return time.Duration(v) * scale, nil
}
