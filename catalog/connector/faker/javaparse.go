package faker

import (
	"fmt"

	"github.com/flinkpad/flinkpad/catalog/connector/javanum"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Strings are parsed as the Java parsers flink-faker calls parse them (through Flink's
// Configuration for the options, directly in FakerUtils for the values); the SQL client shows
// the deepest cause of a failure, which is the parser's exception, so those are the messages.

func numberFormat(msg string) error {
	return flinkerr.New(nil, flinkerr.ClassNumberFormat, msg)
}

// parseJavaLong, parseJavaInt, parseJavaDouble and parseJavaFloat are Java's parsers
// (package javanum), their NumberFormatException flinkerr's.
func parseJavaLong(s string) (int64, error)     { return javaNumber(javanum.ParseLong(s)) }
func parseJavaInt(s string) (int32, error)      { return javaNumber(javanum.ParseInt(s)) }
func parseJavaDouble(s string) (float64, error) { return javaNumber(javanum.ParseDouble(s)) }
func parseJavaFloat(s string) (float32, error)  { return javaNumber(javanum.ParseFloat(s)) }

func javaNumber[T any](v T, err error) (T, error) {
	if err != nil {
		return v, numberFormat(err.Error())
	}
	return v, nil
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
