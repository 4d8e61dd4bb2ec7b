package datagen

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/flinkpad/flinkpad/catalog/connector/javanum"
)

// Option values are read the way Flink's Configuration reads a typed ConfigOption from the
// string a DDL gives: Integer.parseInt, Long.parseLong, Float.parseFloat, Double.parseDouble,
// Flink's case-insensitive boolean and TimeUtils.parseDuration. The SQL client shows the
// deepest cause of a failure, which is the Java parser's exception, so those are the messages.

// parseJavaLong, parseJavaInt, parseJavaDouble and parseJavaFloat are Java's parsers
// (package javanum), their NumberFormatException an invalid option.
func parseJavaLong(s string) (int64, error)     { return numberOption(javanum.ParseLong(s)) }
func parseJavaInt(s string) (int32, error)      { return numberOption(javanum.ParseInt(s)) }
func parseJavaDouble(s string) (float64, error) { return numberOption(javanum.ParseDouble(s)) }
func parseJavaFloat(s string) (float32, error)  { return numberOption(javanum.ParseFloat(s)) }

func numberOption[T any](v T, err error) (T, error) {
	if err != nil {
		return v, newError(classNumberFormat, err.Error())
	}
	return v, nil
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
