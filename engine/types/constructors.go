package types

import (
	"errors"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// ErrInvalidType is wrapped by every error about a malformed type
// (a precision, length or scale out of range). The message after it is
// Flink's ValidationException text.
var ErrInvalidType = errors.New("invalid type")

// invalidType prints only Flink's message but matches ErrInvalidType. It names no class: the
// binder reports it as its own error at the type.
func invalidType(format string, args ...any) error {
	return flinkerr.Newf(ErrInvalidType, "", format, args...)
}

// Simple types. They are nullable; use AsNotNull for NOT NULL.
var (
	Null     = Type{Kind: KindNull}
	Boolean  = Type{Kind: KindBoolean}
	TinyInt  = Type{Kind: KindTinyInt}
	SmallInt = Type{Kind: KindSmallInt}
	Int      = Type{Kind: KindInt}
	BigInt   = Type{Kind: KindBigInt}
	Float    = Type{Kind: KindFloat}
	Double   = Type{Kind: KindDouble}
	Date     = Type{Kind: KindDate}
	// String is VARCHAR(2147483647), printed STRING.
	String = Type{Kind: KindVarChar, Length: MaxLength}
	// Bytes is VARBINARY(2147483647), printed BYTES.
	Bytes = Type{Kind: KindVarBinary, Length: MaxLength}
	// Bitmap is Flink 2.3's BITMAP, a set of 32-bit integers.
	Bitmap = Type{Kind: KindBitmap}
)

// NewDecimal is DECIMAL(p, s), checked as DecimalType's constructor does.
func NewDecimal(precision, scale int) (Type, error) {
	if precision < MinDecimalPrecision || precision > MaxDecimalPrecision {
		return Type{}, invalidType("Decimal precision must be between %d and %d (both inclusive).",
			MinDecimalPrecision, MaxDecimalPrecision)
	}
	if scale < 0 || scale > precision {
		return Type{}, invalidType("Decimal scale must be between %d and the precision %d (both inclusive).",
			0, precision)
	}
	return Type{Kind: KindDecimal, Precision: precision, Scale: scale}, nil
}

// Decimal is DECIMAL(p, s) for parameters the caller knows to be valid
// (derived by the rules in arith.go or written in code). It panics otherwise:
// that is a bug, not a user error. Use NewDecimal for user input.
func Decimal(precision, scale int) Type {
	t, err := NewDecimal(precision, scale)
	if err != nil {
		panic("types.Decimal: " + err.Error())
	}
	return t
}

func checkLength(length int, what string) error {
	if length < 1 || length > MaxLength {
		return invalidType("%s length must be between %d and %d (both inclusive).", what, 1, MaxLength)
	}
	return nil
}

// NewChar is CHAR(n).
func NewChar(length int) (Type, error) {
	if err := checkLength(length, "Character string"); err != nil {
		return Type{}, err
	}
	return Type{Kind: KindChar, Length: length}, nil
}

// NewVarChar is VARCHAR(n).
func NewVarChar(length int) (Type, error) {
	if err := checkLength(length, "Variable character string"); err != nil {
		return Type{}, err
	}
	return Type{Kind: KindVarChar, Length: length}, nil
}

// NewBinary is BINARY(n).
func NewBinary(length int) (Type, error) {
	if err := checkLength(length, "Binary string"); err != nil {
		return Type{}, err
	}
	return Type{Kind: KindBinary, Length: length}, nil
}

// NewVarBinary is VARBINARY(n).
func NewVarBinary(length int) (Type, error) {
	if err := checkLength(length, "Variable binary string"); err != nil {
		return Type{}, err
	}
	return Type{Kind: KindVarBinary, Length: length}, nil
}

// Char, VarChar, Binary and VarBinary build string types of a length the
// caller knows to be valid; a length of 0 gives the type of the empty
// literal (” is CHAR(0) NOT NULL in Flink).
func Char(length int) Type      { return Type{Kind: KindChar, Length: length} }
func VarChar(length int) Type   { return Type{Kind: KindVarChar, Length: length} }
func Binary(length int) Type    { return Type{Kind: KindBinary, Length: length} }
func VarBinary(length int) Type { return Type{Kind: KindVarBinary, Length: length} }

// NewTime is TIME(p).
func NewTime(precision int) (Type, error) {
	if precision < 0 || precision > MaxTimePrecision {
		return Type{}, invalidType("Time precision must be between %d and %d (both inclusive).", 0, MaxTimePrecision)
	}
	return Type{Kind: KindTime, Precision: precision}, nil
}

// NewTimestamp is TIMESTAMP(p).
func NewTimestamp(precision int) (Type, error) {
	if precision < 0 || precision > MaxTimestampPrecision {
		return Type{}, invalidType("Timestamp precision must be between %d and %d (both inclusive).", 0, MaxTimestampPrecision)
	}
	return Type{Kind: KindTimestamp, Precision: precision}, nil
}

// NewTimestampLTZ is TIMESTAMP_LTZ(p), TIMESTAMP(p) WITH LOCAL TIME ZONE.
func NewTimestampLTZ(precision int) (Type, error) {
	if precision < 0 || precision > MaxTimestampPrecision {
		return Type{}, invalidType("Timestamp with local time zone precision must be between %d and %d (both inclusive).",
			0, MaxTimestampPrecision)
	}
	return Type{Kind: KindTimestampLTZ, Precision: precision}, nil
}

// Time, Timestamp and TimestampLTZ build types of a precision the caller
// knows to be in 0..9.
func Time(precision int) Type         { return Type{Kind: KindTime, Precision: precision} }
func Timestamp(precision int) Type    { return Type{Kind: KindTimestamp, Precision: precision} }
func TimestampLTZ(precision int) Type { return Type{Kind: KindTimestampLTZ, Precision: precision} }

// NewIntervalYearMonth is INTERVAL YEAR(p) [TO MONTH] or INTERVAL MONTH.
func NewIntervalYearMonth(res Resolution, yearPrecision int) (Type, error) {
	if res > ResMonth {
		return Type{}, invalidType("Invalid year-month resolution.")
	}
	if res == ResMonth && yearPrecision != DefaultYearPrecision {
		return Type{}, invalidType("Year precision of sub-year intervals must be equal to the default precision %d.",
			DefaultYearPrecision)
	}
	if yearPrecision < MinYearPrecision || yearPrecision > MaxYearPrecision {
		return Type{}, invalidType("Year precision of year-month intervals must be between %d and %d (both inclusive).",
			MinYearPrecision, MaxYearPrecision)
	}
	return Type{Kind: KindIntervalYearMonth, Resolution: res, Precision: yearPrecision}, nil
}

// NewIntervalDayTime is a day-time interval; dayPrecision is ignored-but-checked
// for sub-day resolutions and fractional for super-second ones, as in Flink.
func NewIntervalDayTime(res Resolution, dayPrecision, fractional int) (Type, error) {
	if res < ResDay || res > ResSecond {
		return Type{}, invalidType("Invalid day-time resolution.")
	}
	subDay := res >= ResHour
	superSecond := res == ResDay || res == ResDayToHour || res == ResDayToMinute ||
		res == ResHour || res == ResHourToMinute || res == ResMinute
	if subDay && dayPrecision != DefaultDayPrecision {
		return Type{}, invalidType("Day precision of sub-day intervals must be equal to the default precision %d.",
			DefaultDayPrecision)
	}
	if superSecond && fractional != DefaultFractionalPrecision {
		return Type{}, invalidType("Fractional precision of super-second intervals must be equal to the default precision %d.",
			DefaultFractionalPrecision)
	}
	if dayPrecision < MinDayPrecision || dayPrecision > MaxDayPrecision {
		return Type{}, invalidType("Day precision of day-time intervals must be between %d and %d (both inclusive).",
			MinDayPrecision, MaxDayPrecision)
	}
	if fractional < 0 || fractional > MaxFractionalPrecision {
		return Type{}, invalidType("Fractional precision of day-time intervals must be between %d and %d (both inclusive).",
			0, MaxFractionalPrecision)
	}
	return Type{Kind: KindIntervalDayTime, Resolution: res, Precision: dayPrecision, Scale: fractional}, nil
}

// ArrayOf is ARRAY<elem>.
func ArrayOf(elem Type) Type { return Type{Kind: KindArray, Elem: []Type{elem}} }

// MultisetOf is MULTISET<elem>.
func MultisetOf(elem Type) Type { return Type{Kind: KindMultiset, Elem: []Type{elem}} }

// MapOf is MAP<key, value>.
func MapOf(key, value Type) Type { return Type{Kind: KindMap, Elem: []Type{key, value}} }

// NewRow is ROW<...>; field names must be non-empty and unique, as RowType checks.
func NewRow(fields ...Field) (Type, error) {
	seen := make(map[string]bool, len(fields))
	var dups []string
	for _, f := range fields {
		if strings.TrimSpace(f.Name) == "" {
			return Type{}, invalidType("Field names must contain at least one non-whitespace character.")
		}
		if seen[f.Name] {
			dups = append(dups, f.Name)
		}
		seen[f.Name] = true
	}
	if len(dups) > 0 {
		// Flink prints a java.util.Set of the duplicates.
		return Type{}, invalidType("Field names must be unique. Found duplicates: [%s]", strings.Join(dups, ", "))
	}
	return Type{Kind: KindRow, Fields: append([]Field(nil), fields...)}, nil
}

// RowOf builds a ROW from names and types the caller knows to be valid.
func RowOf(names []string, types []Type) Type {
	fields := make([]Field, len(names))
	for i := range names {
		fields[i] = Field{Name: names[i], Type: types[i]}
	}
	return Type{Kind: KindRow, Fields: fields}
}

// Named resolves a type name as written in SQL, with its numeric parameters,
// to a type with Flink's defaults: DECIMAL is DECIMAL(10, 0), CHAR is
// CHAR(1), VARCHAR is VARCHAR(1), BINARY is BINARY(1), TIME is TIME(0),
// TIMESTAMP is TIMESTAMP(6). name is upper case; multi-word names use one
// space ("DOUBLE PRECISION", "CHARACTER VARYING"). Constructed and interval
// types have their own constructors.
func Named(name string, params ...int) (Type, error) {
	name = strings.ToUpper(name)
	nparams := func(max int) error {
		if len(params) > max {
			return invalidType("Type %s takes at most %d parameter(s), got %d.", name, max, len(params))
		}
		return nil
	}
	param := func(i, def int) int {
		if i < len(params) {
			return params[i]
		}
		return def
	}
	switch name {
	case "BOOLEAN", "BOOL":
		return Boolean, nparams(0)
	case "TINYINT":
		return TinyInt, nparams(0)
	case "SMALLINT":
		return SmallInt, nparams(0)
	case "INT", "INTEGER":
		return Int, nparams(0)
	case "BIGINT":
		return BigInt, nparams(0)
	case "FLOAT", "REAL":
		return Float, nparams(0)
	case "DOUBLE", "DOUBLE PRECISION":
		return Double, nparams(0)
	case "DATE":
		return Date, nparams(0)
	case "STRING":
		return String, nparams(0)
	case "BYTES":
		return Bytes, nparams(0)
	case "BITMAP":
		return Bitmap, nparams(0)
	case "DECIMAL", "DEC", "NUMERIC":
		if err := nparams(2); err != nil {
			return Type{}, err
		}
		return NewDecimal(param(0, DefaultDecimalPrecision), param(1, DefaultDecimalScale))
	case "CHAR", "CHARACTER":
		if err := nparams(1); err != nil {
			return Type{}, err
		}
		return NewChar(param(0, DefaultLength))
	case "VARCHAR", "CHARACTER VARYING", "CHAR VARYING":
		if err := nparams(1); err != nil {
			return Type{}, err
		}
		return NewVarChar(param(0, DefaultLength))
	case "BINARY":
		if err := nparams(1); err != nil {
			return Type{}, err
		}
		return NewBinary(param(0, DefaultLength))
	case "VARBINARY", "BINARY VARYING":
		if err := nparams(1); err != nil {
			return Type{}, err
		}
		return NewVarBinary(param(0, DefaultLength))
	case "TIME":
		if err := nparams(1); err != nil {
			return Type{}, err
		}
		return NewTime(param(0, DefaultTimePrecision))
	case "TIMESTAMP":
		if err := nparams(1); err != nil {
			return Type{}, err
		}
		return NewTimestamp(param(0, DefaultTimestampPrecision))
	case "TIMESTAMP_LTZ", "TIMESTAMP WITH LOCAL TIME ZONE":
		if err := nparams(1); err != nil {
			return Type{}, err
		}
		return NewTimestampLTZ(param(0, DefaultTimestampPrecision))
	case "NULL":
		return Null, nparams(0)
	}
	return Type{}, invalidType("Unknown type name %s.", name)
}
