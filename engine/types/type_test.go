package types

import (
	"errors"
	"testing"
)

// TestTypeStrings checks String (asSummaryString) and SerializableString
// against Flink's own output (testdata/flink_logical_types.txt).
func TestTypeStrings(t *testing.T) {
	rows := readSections(t, "testdata/flink_logical_types.txt")["strings"]
	if len(rows) < 40 {
		t.Fatalf("only %d rows", len(rows))
	}
	for _, r := range rows {
		typ := mustParseType(t, r[0])
		if got := typ.String(); got != r[1] {
			t.Errorf("%s: String() = %q, Flink %q", r[0], got, r[1])
		}
		if got := typ.SerializableString(); got != r[2] {
			t.Errorf("%s: SerializableString() = %q, Flink %q", r[0], got, r[2])
		}
		// Both forms parse back to the same type.
		for _, s := range r[1:] {
			back := mustParseType(t, s)
			if !back.Equal(typ) {
				t.Errorf("ParseType(%q) = %v, want %v", s, back, typ)
			}
		}
	}
}

func TestTypeStringsRecorded(t *testing.T) {
	// DESCRIBE output recorded from Flink 2.3 (cases types_format_nested, select_arithmetic).
	cases := []struct {
		typ  Type
		want string
	}{
		{Decimal(17, 6), "DECIMAL(17, 6)"},
		{ArrayOf(Int.AsNotNull()), "ARRAY<INT NOT NULL>"},
		{MapOf(Char(1).AsNotNull(), Int.AsNotNull()), "MAP<CHAR(1) NOT NULL, INT NOT NULL>"},
		{RowOf([]string{"EXPR$0", "EXPR$1"}, []Type{Int.AsNotNull(), Char(1).AsNotNull()}),
			"ROW<`EXPR$0` INT NOT NULL, `EXPR$1` CHAR(1) NOT NULL>"},
		{RowOf([]string{"id", "we ird"}, []Type{Int.AsNotNull(), String}), "ROW<`id` INT NOT NULL, `we ird` STRING>"},
		{MultisetOf(Int), "MULTISET<INT>"},
		{BigInt.AsNotNull(), "BIGINT NOT NULL"},
		{TimestampLTZ(3), "TIMESTAMP_LTZ(3)"},
		{Type{Kind: KindTimestamp, Precision: 3, TimeAttr: TimestampRowtime}, "TIMESTAMP(3) *ROWTIME*"},
		{Type{Kind: KindTimestampLTZ, Precision: 3, NotNull: true, TimeAttr: TimestampProctime}, "TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*"},
		{RowOf([]string{"a`b"}, []Type{Int}), "ROW<`a``b` INT>"},
		{Null, "NULL"},
	}
	for _, c := range cases {
		if got := c.typ.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
	}
}

func TestIntervalStrings(t *testing.T) {
	mk := func(t Type, err error) Type {
		if err != nil {
			panic(err)
		}
		return t
	}
	cases := []struct {
		typ  Type
		want string
	}{
		{mk(NewIntervalYearMonth(ResYearToMonth, 2)), "INTERVAL YEAR(2) TO MONTH"},
		{mk(NewIntervalYearMonth(ResMonth, 2)), "INTERVAL MONTH"},
		{mk(NewIntervalDayTime(ResDayToSecond, 2, 3)), "INTERVAL DAY(2) TO SECOND(3)"},
		{mk(NewIntervalDayTime(ResSecond, 2, 6)), "INTERVAL SECOND(6)"},
		{mk(NewIntervalDayTime(ResHourToMinute, 2, 6)), "INTERVAL HOUR TO MINUTE"},
	}
	for _, c := range cases {
		if got := c.typ.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
	}
}

func TestNamedDefaults(t *testing.T) {
	// Defaults from Flink's *Type.DEFAULT_* constants.
	cases := []struct {
		name   string
		params []int
		want   string
	}{
		{"DECIMAL", nil, "DECIMAL(10, 0)"},
		{"DEC", []int{5}, "DECIMAL(5, 0)"},
		{"NUMERIC", []int{5, 2}, "DECIMAL(5, 2)"},
		{"CHAR", nil, "CHAR(1)"},
		{"VARCHAR", nil, "VARCHAR(1)"},
		{"STRING", nil, "STRING"},
		{"BINARY", nil, "BINARY(1)"},
		{"VARBINARY", nil, "VARBINARY(1)"},
		{"BYTES", nil, "BYTES"},
		{"TIME", nil, "TIME(0)"},
		{"TIMESTAMP", nil, "TIMESTAMP(6)"},
		{"TIMESTAMP_LTZ", nil, "TIMESTAMP_LTZ(6)"},
		{"INTEGER", nil, "INT"},
		{"double precision", nil, "DOUBLE"},
		{"REAL", nil, "FLOAT"},
	}
	for _, c := range cases {
		got, err := Named(c.name, c.params...)
		if err != nil {
			t.Errorf("Named(%s, %v): %v", c.name, c.params, err)
			continue
		}
		if got.String() != c.want {
			t.Errorf("Named(%s, %v) = %s, want %s", c.name, c.params, got, c.want)
		}
	}
}

func TestConstructorErrors(t *testing.T) {
	// Messages from the ValidationExceptions of Flink's *Type constructors.
	cases := []struct {
		err  error
		want string
	}{
		{second(NewDecimal(0, 0)), "Decimal precision must be between 1 and 38 (both inclusive)."},
		{second(NewDecimal(39, 0)), "Decimal precision must be between 1 and 38 (both inclusive)."},
		{second(NewDecimal(5, 6)), "Decimal scale must be between 0 and the precision 5 (both inclusive)."},
		{second(NewChar(0)), "Character string length must be between 1 and 2147483647 (both inclusive)."},
		{second(NewVarChar(0)), "Variable character string length must be between 1 and 2147483647 (both inclusive)."},
		{second(NewBinary(0)), "Binary string length must be between 1 and 2147483647 (both inclusive)."},
		{second(NewVarBinary(0)), "Variable binary string length must be between 1 and 2147483647 (both inclusive)."},
		{second(NewTime(10)), "Time precision must be between 0 and 9 (both inclusive)."},
		{second(NewTimestamp(10)), "Timestamp precision must be between 0 and 9 (both inclusive)."},
		{second(NewTimestampLTZ(-1)), "Timestamp with local time zone precision must be between 0 and 9 (both inclusive)."},
		{second(NewIntervalDayTime(ResHour, 3, 6)), "Day precision of sub-day intervals must be equal to the default precision 2."},
		{second(NewIntervalYearMonth(ResYear, 5)), "Year precision of year-month intervals must be between 1 and 4 (both inclusive)."},
		{second(NewRow(Field{Name: "a", Type: Int}, Field{Name: "a", Type: Int})), "Field names must be unique. Found duplicates: [a]"},
		{second(Named("DECIMAL", 1, 2, 3)), "Type DECIMAL takes at most 2 parameter(s), got 3."},
	}
	for _, c := range cases {
		if c.err == nil {
			t.Errorf("no error, want %q", c.want)
			continue
		}
		if c.err.Error() != c.want {
			t.Errorf("error %q, want %q", c.err, c.want)
		}
		if !errors.Is(c.err, ErrInvalidType) {
			t.Errorf("error %q does not wrap ErrInvalidType", c.err)
		}
	}
}

func second(_ Type, err error) error { return err }

func TestParseTypeErrors(t *testing.T) {
	for _, s := range []string{"", "FOO", "DECIMAL(", "ARRAY<INT", "MAP<INT>", "ROW<`a` INT", "INT NOT", "INT extra", "TIMESTAMP(3) *FOO*"} {
		if _, err := ParseType(s); !errors.Is(err, ErrInvalidType) {
			t.Errorf("ParseType(%q) error = %v, want ErrInvalidType", s, err)
		}
	}
}
