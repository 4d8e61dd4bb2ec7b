package types

import (
	"time"

	"github.com/apache/arrow-go/v18/arrow/decimal128"
)

// Values.
//
// A value of a Flink type travels through the slow paths of the engine
// (literals, constant folding, tests, result formatting) as a Go `any`,
// always read together with its Type, because several types share a Go
// representation (DATE and INT are both int32). nil is SQL NULL for every
// type. The representations follow Flink's internal data structures
// (RowData), so conversions agree with Flink's bit for bit:
//
//	BOOLEAN                 bool
//	TINYINT                 int8
//	SMALLINT                int16
//	INT                     int32
//	BIGINT                  int64
//	FLOAT                   float32
//	DOUBLE                  float64
//	DECIMAL(p, s)           decimal128.Num, the unscaled value (value = n × 10^-s)
//	CHAR, VARCHAR           string (UTF-8); CHAR values are already padded
//	BINARY, VARBINARY       []byte
//	DATE                    int32, days since 1970-01-01
//	TIME(p)                 int32, milliseconds of the day (Flink keeps TIME
//	                        at millisecond resolution whatever p says)
//	TIMESTAMP(p)            TimestampData, the wall-clock time read as UTC
//	TIMESTAMP_LTZ(p)        TimestampData, the instant since the epoch
//	INTERVAL YEAR TO MONTH  int32, months
//	INTERVAL DAY TO SECOND  int64, milliseconds
//	ARRAY<T>                []any
//	MULTISET<T>             []MapEntry, Value holding the int32 count
//	MAP<K, V>               []MapEntry, in insertion order
//	ROW<...>                []any, one element per field

// TimestampData is a TIMESTAMP or TIMESTAMP_LTZ value: milliseconds since
// 1970-01-01T00:00 plus the nanoseconds within that millisecond, Flink's
// TimestampData. It covers years 0000-9999 at nanosecond precision, which
// int64 nanoseconds cannot.
type TimestampData struct {
	Millis      int64
	NanoOfMilli int32 // 0..999999
}

// TimestampFromMicros converts microseconds since the epoch.
func TimestampFromMicros(us int64) TimestampData {
	ms := floorDiv(us, 1000)
	return TimestampData{Millis: ms, NanoOfMilli: int32(us-ms*1000) * 1000}
}

// TimestampFromNanos converts nanoseconds since the epoch.
func TimestampFromNanos(ns int64) TimestampData {
	ms := floorDiv(ns, 1_000_000)
	return TimestampData{Millis: ms, NanoOfMilli: int32(ns - ms*1_000_000)}
}

// TimestampFromTime converts a time.Time; the wall clock in its location is
// used for TIMESTAMP values, so pass UTC times for instants.
func TimestampFromTime(t time.Time) TimestampData {
	sec := t.Unix()
	if _, off := t.Zone(); off != 0 {
		sec += int64(off)
	}
	ns := int64(t.Nanosecond())
	return TimestampData{Millis: sec*1000 + ns/1_000_000, NanoOfMilli: int32(ns % 1_000_000)}
}

// Micros is the value in microseconds since the epoch, truncated toward
// negative infinity.
func (ts TimestampData) Micros() int64 {
	return ts.Millis*1000 + int64(ts.NanoOfMilli)/1000
}

// Nanos is the value in nanoseconds since the epoch; ok is false outside
// the years 1677-2262 that int64 nanoseconds cover.
func (ts TimestampData) Nanos() (ns int64, ok bool) {
	const limit = (1<<63 - 1) / 1_000_000
	if ts.Millis > limit-1 || ts.Millis < -limit+1 {
		return 0, false
	}
	return ts.Millis*1_000_000 + int64(ts.NanoOfMilli), true
}

// Time is the value as a UTC time.Time.
func (ts TimestampData) Time() time.Time {
	sec := floorDiv(ts.Millis, 1000)
	ns := (ts.Millis-sec*1000)*1_000_000 + int64(ts.NanoOfMilli)
	return time.Unix(sec, ns).UTC()
}

// Compare orders two timestamps: -1, 0 or +1.
func (ts TimestampData) Compare(o TimestampData) int {
	switch {
	case ts.Millis < o.Millis:
		return -1
	case ts.Millis > o.Millis:
		return 1
	case ts.NanoOfMilli < o.NanoOfMilli:
		return -1
	case ts.NanoOfMilli > o.NanoOfMilli:
		return 1
	}
	return 0
}

// MapEntry is one entry of a MAP value, or of a MULTISET with the count in Value.
type MapEntry struct {
	Key, Value any
}

// RowKind is the change flag of a row: +I, -U, +U, -D.
type RowKind uint8

// Row kinds, in Flink's RowKind order (their byte values).
const (
	Insert RowKind = iota
	UpdateBefore
	UpdateAfter
	Delete
)

// ShortString is the two-character form Flink prints: "+I", "-U", "+U", "-D".
func (k RowKind) ShortString() string {
	switch k {
	case UpdateBefore:
		return "-U"
	case UpdateAfter:
		return "+U"
	case Delete:
		return "-D"
	}
	return "+I"
}

func (k RowKind) String() string {
	switch k {
	case UpdateBefore:
		return "UPDATE_BEFORE"
	case UpdateAfter:
		return "UPDATE_AFTER"
	case Delete:
		return "DELETE"
	}
	return "INSERT"
}

// DecimalValue builds a DECIMAL value from an unscaled int64.
func DecimalValue(unscaled int64) decimal128.Num { return decimal128.FromI64(unscaled) }

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod(a, b int64) int64 { return a - floorDiv(a, b)*b }
