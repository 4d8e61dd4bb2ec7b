package types

import (
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
)

func TestArrowTypes(t *testing.T) {
	cases := []struct {
		typ  Type
		want string
	}{
		{Boolean, "bool"},
		{TinyInt, "int8"},
		{Int, "int32"},
		{BigInt, "int64"},
		{Float, "float32"},
		{Double, "float64"},
		{Decimal(10, 2), "decimal(10, 2)"},
		{String, "utf8"},
		{Char(3), "utf8"},
		{Bytes, "binary"},
		{Date, "date32"},
		{Time(3), "time32[ms]"},
		{Timestamp(3), "struct<millis: int64, nano_of_milli: int32>"},
		{TimestampLTZ(9), "struct<millis: int64, nano_of_milli: int32>"},
		{ArrayOf(Int), "list<item: int32, nullable>"},
		{MapOf(String.AsNotNull(), BigInt), "list<entries: struct<key: utf8, value: int64 nullable>>"},
		{RowOf([]string{"a", "b"}, []Type{Int.AsNotNull(), String}), "struct<a: int32, b: utf8 nullable>"},
	}
	for _, c := range cases {
		if got := ArrowType(c.typ).String(); got != c.want {
			t.Errorf("ArrowType(%s) = %s, want %s", c.typ, got, c.want)
		}
	}
	s := ArrowSchema([]string{"id", "name"}, []Type{Int.AsNotNull(), String})
	if s.Field(0).Nullable || !s.Field(1).Nullable {
		t.Errorf("nullability not carried: %v", s)
	}
}

// TestArrowRoundTrip appends values of every type to builders and reads them back.
func TestArrowRoundTrip(t *testing.T) {
	mem := memory.NewCheckedAllocator(memory.NewGoAllocator())
	defer mem.AssertSize(t, 0)
	ym, _ := NewIntervalYearMonth(ResYearToMonth, 2)
	dt, _ := NewIntervalDayTime(ResDayToSecond, 2, 3)
	row := RowOf([]string{"a", "b"}, []Type{Int, String})
	cases := []struct {
		typ Type
		v   any
	}{
		{Boolean, true},
		{TinyInt, int8(-8)},
		{SmallInt, int16(300)},
		{Int, int32(-5)},
		{BigInt, int64(1 << 40)},
		{Float, float32(1.5)},
		{Double, 2.25},
		{Decimal(10, 2), dec(-12345)},
		{String, "héllo"},
		{Bytes, []byte{1, 2, 0xff}},
		{Date, int32(19723)},
		{Time(3), int32(37230123)},
		{Timestamp(6), ts("2024-01-05 10:20:30.123456")},
		{Timestamp(9), ts("2024-01-05 10:20:30.123456789")},
		{Timestamp(3), ts("0001-01-01 00:00:00")},
		{TimestampLTZ(3), ts("1969-12-31 23:59:59.999")},
		{ym, int32(14)},
		{dt, int64(-5500)},
		{ArrayOf(Int), []any{int32(1), nil, int32(3)}},
		{MapOf(String, Int), []MapEntry{{"a", int32(1)}, {"b", nil}}},
		{MapOf(String, Int), []MapEntry{{nil, int32(1)}}},
		{Timestamp(9), ts("2500-01-01 00:00:00.000000001")},
		{Timestamp(6), ts("9999-12-31 23:59:59.123456789")},
		{MultisetOf(String), []MapEntry{{"x", int32(2)}}},
		{row, []any{int32(7), nil}},
		{ArrayOf(row), []any{[]any{int32(1), "x"}, nil}},
		{Int, nil},
	}
	for _, c := range cases {
		b := array.NewBuilder(mem, ArrowType(c.typ))
		if err := AppendToBuilder(c.typ, b, c.v); err != nil {
			t.Errorf("AppendToBuilder(%s, %v): %v", c.typ, c.v, err)
			b.Release()
			continue
		}
		arr := b.NewArray()
		got, err := ValueFromArrow(c.typ, arr, 0)
		if err != nil {
			t.Errorf("ValueFromArrow(%s): %v", c.typ, err)
		} else if FormatValue(c.typ, got) != FormatValue(c.typ, c.v) {
			t.Errorf("round trip of %s: %s, want %s", c.typ, FormatValue(c.typ, got), FormatValue(c.typ, c.v))
		}
		arr.Release()
		b.Release()
	}
}

func TestArrowErrors(t *testing.T) {
	mem := memory.NewGoAllocator()
	ib := array.NewBuilder(mem, arrow.PrimitiveTypes.Int32)
	defer ib.Release()
	if err := AppendToBuilder(Int, ib, "x"); err == nil {
		t.Error("a string appended to an int32 builder should fail")
	}
	tb := array.NewBuilder(mem, ArrowType(Timestamp(3)))
	defer tb.Release()
	if err := AppendToBuilder(Timestamp(3), tb, int64(1)); err == nil {
		t.Error("an int64 appended as a TIMESTAMP should fail")
	}
}
