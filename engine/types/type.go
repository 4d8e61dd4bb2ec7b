package types

import (
	"fmt"
	"strings"
)

// Kind is the root of a logical type, Flink's LogicalTypeRoot. Parameters
// (length, precision, scale, children) live in Type.
type Kind uint8

// The kinds Flinkpad supports. The order groups families; nothing depends on
// the numeric values except that KindInvalid is the zero value.
const (
	KindInvalid Kind = iota
	KindNull
	KindBoolean
	KindTinyInt
	KindSmallInt
	KindInt
	KindBigInt
	KindFloat
	KindDouble
	KindDecimal
	KindChar
	KindVarChar
	KindBinary
	KindVarBinary
	KindDate
	KindTime
	KindTimestamp
	KindTimestampLTZ
	KindIntervalYearMonth
	KindIntervalDayTime
	KindArray
	KindMultiset
	KindMap
	KindRow
	// KindBitmap is Flink 2.3's BITMAP: a set of 32-bit integers (a RoaringBitmap).
	KindBitmap
	numKinds
)

var kindNames = [numKinds]string{
	KindInvalid:           "INVALID",
	KindNull:              "NULL",
	KindBoolean:           "BOOLEAN",
	KindTinyInt:           "TINYINT",
	KindSmallInt:          "SMALLINT",
	KindInt:               "INTEGER",
	KindBigInt:            "BIGINT",
	KindFloat:             "FLOAT",
	KindDouble:            "DOUBLE",
	KindDecimal:           "DECIMAL",
	KindChar:              "CHAR",
	KindVarChar:           "VARCHAR",
	KindBinary:            "BINARY",
	KindVarBinary:         "VARBINARY",
	KindDate:              "DATE",
	KindTime:              "TIME_WITHOUT_TIME_ZONE",
	KindTimestamp:         "TIMESTAMP_WITHOUT_TIME_ZONE",
	KindTimestampLTZ:      "TIMESTAMP_WITH_LOCAL_TIME_ZONE",
	KindIntervalYearMonth: "INTERVAL_YEAR_MONTH",
	KindIntervalDayTime:   "INTERVAL_DAY_TIME",
	KindArray:             "ARRAY",
	KindMultiset:          "MULTISET",
	KindMap:               "MAP",
	KindRow:               "ROW",
	KindBitmap:            "BITMAP",
}

// String returns the name of Flink's LogicalTypeRoot constant.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Bounds and defaults, from Flink's *Type classes (DecimalType.MAX_PRECISION etc.).
const (
	MaxLength                  = 2147483647 // CHAR, VARCHAR, BINARY, VARBINARY
	DefaultLength              = 1
	MinDecimalPrecision        = 1
	MaxDecimalPrecision        = 38
	DefaultDecimalPrecision    = 10
	DefaultDecimalScale        = 0
	MaxTimePrecision           = 9
	DefaultTimePrecision       = 0
	MaxTimestampPrecision      = 9
	DefaultTimestampPrecision  = 6
	MinDayPrecision            = 1
	MaxDayPrecision            = 6
	DefaultDayPrecision        = 2
	MaxFractionalPrecision     = 9
	DefaultFractionalPrecision = 6
	MinYearPrecision           = 1
	MaxYearPrecision           = 4
	DefaultYearPrecision       = 2
)

// TimestampKind marks the time attributes of a table: a rowtime column is
// printed "TIMESTAMP(3) *ROWTIME*" and PROCTIME() "TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*".
type TimestampKind uint8

// Timestamp kinds, Flink's TimestampKind.
const (
	TimestampRegular TimestampKind = iota
	TimestampRowtime
	TimestampProctime
)

func (k TimestampKind) String() string {
	switch k {
	case TimestampRowtime:
		return "ROWTIME"
	case TimestampProctime:
		return "PROCTIME"
	}
	return "REGULAR"
}

// Resolution is the field range of an interval type: YEAR TO MONTH, DAY TO
// SECOND, and so on. The constants follow Flink's YearMonthResolution and
// DayTimeResolution enums, in their order.
type Resolution uint8

// Interval resolutions. Year-month ones first, then day-time ones.
const (
	ResYear Resolution = iota
	ResYearToMonth
	ResMonth
	ResDay
	ResDayToHour
	ResDayToMinute
	ResDayToSecond
	ResHour
	ResHourToMinute
	ResHourToSecond
	ResMinute
	ResMinuteToSecond
	ResSecond
)

// Field is one field of a ROW type.
type Field struct {
	Name        string
	Type        Type
	Description string // "" when absent
}

// Type is a Flink logical type with its parameters. The zero value is not a
// valid type; build types with the constructors below. Types are values:
// copy them freely, and never mutate Fields or Elem after construction.
//
// NotNull is the inverse of Flink's isNullable, so that the zero value of a
// constructor's result is nullable, as Flink's default is.
type Type struct {
	Kind    Kind
	NotNull bool
	// Length of CHAR, VARCHAR, BINARY, VARBINARY (0 only for the empty
	// literal '' / X'', which Flink types as CHAR(0) / BINARY(0)).
	Length int
	// Precision of DECIMAL, TIME, TIMESTAMP, TIMESTAMP_LTZ; the year or day
	// precision of intervals.
	Precision int
	// Scale of DECIMAL; the fractional-second precision of day-time intervals.
	Scale int
	// TimeAttr marks rowtime and proctime attributes of TIMESTAMP(_LTZ).
	TimeAttr TimestampKind
	// Resolution of interval types.
	Resolution Resolution
	// Elem is the element type of ARRAY and MULTISET, or for MAP a two-element
	// slice of key and value types (kept in one slice so Type stays comparable
	// by Equal and cheap to copy).
	Elem []Type
	// Fields of ROW.
	Fields []Field
}

// Nullable reports whether the type admits NULL.
func (t Type) Nullable() bool { return !t.NotNull }

// WithNullable returns a copy with the given nullability (Flink's copy(boolean)).
// The NULL type is always nullable.
func (t Type) WithNullable(nullable bool) Type {
	if t.Kind == KindNull {
		return t
	}
	t.NotNull = !nullable
	return t
}

// AsNotNull is WithNullable(false).
func (t Type) AsNotNull() Type { return t.WithNullable(false) }

// ElemType is the element type of ARRAY and MULTISET.
func (t Type) ElemType() Type { return t.Elem[0] }

// KeyType is the key type of MAP.
func (t Type) KeyType() Type { return t.Elem[0] }

// ValueType is the value type of MAP.
func (t Type) ValueType() Type { return t.Elem[1] }

// Children returns the child types, in Flink's getChildren order.
func (t Type) Children() []Type {
	switch t.Kind {
	case KindArray, KindMultiset, KindMap:
		return t.Elem
	case KindRow:
		out := make([]Type, len(t.Fields))
		for i, f := range t.Fields {
			out[i] = f.Type
		}
		return out
	}
	return nil
}

// Equal reports whether two types are equal, nullability and field names
// included (Flink's LogicalType.equals; descriptions count too).
func (t Type) Equal(o Type) bool {
	if t.Kind != o.Kind || t.NotNull != o.NotNull || t.Length != o.Length ||
		t.Precision != o.Precision || t.Scale != o.Scale || t.TimeAttr != o.TimeAttr ||
		t.Resolution != o.Resolution || len(t.Elem) != len(o.Elem) || len(t.Fields) != len(o.Fields) {
		return false
	}
	for i := range t.Elem {
		if !t.Elem[i].Equal(o.Elem[i]) {
			return false
		}
	}
	for i := range t.Fields {
		a, b := t.Fields[i], o.Fields[i]
		if a.Name != b.Name || a.Description != b.Description || !a.Type.Equal(b.Type) {
			return false
		}
	}
	return true
}

// EqualIgnoringNullability compares the types with the top-level nullability ignored.
func (t Type) EqualIgnoringNullability(o Type) bool {
	return t.WithNullable(true).Equal(o.WithNullable(true))
}

// String is Flink's asSummaryString: `STRING`, `BIGINT NOT NULL`,
// `DECIMAL(10, 2)`, `TIMESTAMP_LTZ(3)`, "ROW<`a` INT, `b` STRING>".
// DESCRIBE and schema printing use it.
func (t Type) String() string {
	var sb strings.Builder
	t.write(&sb, true)
	return sb.String()
}

// SerializableString is Flink's asSerializableString, which DDL round-trips:
// it differs from String for STRING (`VARCHAR(2147483647)`), BYTES,
// TIMESTAMP_LTZ (`TIMESTAMP(3) WITH LOCAL TIME ZONE`), time attributes
// (dropped) and row field descriptions (kept).
func (t Type) SerializableString() string {
	var sb strings.Builder
	t.write(&sb, false)
	return sb.String()
}

func (t Type) write(sb *strings.Builder, summary bool) {
	switch t.Kind {
	case KindNull:
		sb.WriteString("NULL")
		return // the NULL type has no NOT NULL variant
	case KindBoolean, KindTinyInt, KindSmallInt, KindBigInt, KindFloat, KindDouble, KindDate, KindBitmap:
		sb.WriteString(t.Kind.String())
	case KindInt:
		sb.WriteString("INT")
	case KindDecimal:
		fmt.Fprintf(sb, "DECIMAL(%d, %d)", t.Precision, t.Scale)
	case KindChar:
		fmt.Fprintf(sb, "CHAR(%d)", t.Length)
	case KindVarChar:
		if summary && t.Length == MaxLength {
			sb.WriteString("STRING")
		} else {
			fmt.Fprintf(sb, "VARCHAR(%d)", t.Length)
		}
	case KindBinary:
		fmt.Fprintf(sb, "BINARY(%d)", t.Length)
	case KindVarBinary:
		if summary && t.Length == MaxLength {
			sb.WriteString("BYTES")
		} else {
			fmt.Fprintf(sb, "VARBINARY(%d)", t.Length)
		}
	case KindTime:
		fmt.Fprintf(sb, "TIME(%d)", t.Precision)
	case KindTimestamp:
		fmt.Fprintf(sb, "TIMESTAMP(%d)", t.Precision)
	case KindTimestampLTZ:
		if summary {
			fmt.Fprintf(sb, "TIMESTAMP_LTZ(%d)", t.Precision)
		} else {
			fmt.Fprintf(sb, "TIMESTAMP(%d) WITH LOCAL TIME ZONE", t.Precision)
		}
	case KindIntervalYearMonth, KindIntervalDayTime:
		sb.WriteString(t.intervalString())
	case KindArray:
		sb.WriteString("ARRAY<")
		t.Elem[0].write(sb, summary)
		sb.WriteByte('>')
	case KindMultiset:
		sb.WriteString("MULTISET<")
		t.Elem[0].write(sb, summary)
		sb.WriteByte('>')
	case KindMap:
		sb.WriteString("MAP<")
		t.Elem[0].write(sb, summary)
		sb.WriteString(", ")
		t.Elem[1].write(sb, summary)
		sb.WriteByte('>')
	case KindRow:
		sb.WriteString("ROW<")
		for i, f := range t.Fields {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(QuoteIdentifier(f.Name))
			sb.WriteByte(' ')
			f.Type.write(sb, summary)
			if f.Description != "" {
				// RowField.asSummaryString hides the description behind "...".
				if summary {
					sb.WriteString(" '...'")
				} else {
					sb.WriteString(" '" + strings.ReplaceAll(f.Description, "'", "''") + "'")
				}
			}
		}
		sb.WriteByte('>')
	default:
		fmt.Fprintf(sb, "%v", t.Kind)
	}
	if t.NotNull {
		sb.WriteString(" NOT NULL")
	}
	if summary && t.TimeAttr != TimestampRegular {
		// TimestampType.asSummaryString: "%s *%s*" after the nullability.
		sb.WriteString(" *" + t.TimeAttr.String() + "*")
	}
}

func (t Type) intervalString() string {
	p, f := t.Precision, t.Scale
	switch t.Resolution {
	case ResYear:
		return fmt.Sprintf("INTERVAL YEAR(%d)", p)
	case ResYearToMonth:
		return fmt.Sprintf("INTERVAL YEAR(%d) TO MONTH", p)
	case ResMonth:
		return "INTERVAL MONTH"
	case ResDay:
		return fmt.Sprintf("INTERVAL DAY(%d)", p)
	case ResDayToHour:
		return fmt.Sprintf("INTERVAL DAY(%d) TO HOUR", p)
	case ResDayToMinute:
		return fmt.Sprintf("INTERVAL DAY(%d) TO MINUTE", p)
	case ResDayToSecond:
		return fmt.Sprintf("INTERVAL DAY(%d) TO SECOND(%d)", p, f)
	case ResHour:
		return "INTERVAL HOUR"
	case ResHourToMinute:
		return "INTERVAL HOUR TO MINUTE"
	case ResHourToSecond:
		return fmt.Sprintf("INTERVAL HOUR TO SECOND(%d)", f)
	case ResMinute:
		return "INTERVAL MINUTE"
	case ResMinuteToSecond:
		return fmt.Sprintf("INTERVAL MINUTE TO SECOND(%d)", f)
	case ResSecond:
		return fmt.Sprintf("INTERVAL SECOND(%d)", f)
	}
	return "INTERVAL"
}

// QuoteIdentifier quotes a name with backticks, doubling backticks inside
// (Flink's EncodingUtils.escapeIdentifier).
func QuoteIdentifier(name string) string {
	return "`" + strings.ReplaceAll(name, "`", "``") + "`"
}
