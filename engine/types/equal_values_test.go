package types

import "testing"

func TestValuesEqual(t *testing.T) {
	row := RowOf([]string{"a", "b"}, []Type{Int, Bytes})
	m := MapOf(String, ArrayOf(Int))
	cases := []struct {
		typ  Type
		a, b any
		want bool
	}{
		{Int, int32(1), int32(1), true},
		{Int, int32(1), nil, false},
		{Bytes, []byte{1, 2}, []byte{1, 2}, true},
		{ArrayOf(Int), []any{int32(1), nil}, []any{int32(1), nil}, true},
		{ArrayOf(Int), []any{int32(1)}, []any{int32(1), int32(2)}, false},
		{row, []any{int32(1), []byte{3}}, []any{int32(1), []byte{3}}, true},
		{row, []any{int32(1), []byte{3}}, []any{int32(1), []byte{4}}, false},
		// Maps are equal whatever their entries' order (nested_compare_group: MAP['a', 1] = MAP['a', 1]).
		{m, []MapEntry{{"x", []any{int32(1)}}, {"y", nil}}, []MapEntry{{"y", nil}, {"x", []any{int32(1)}}}, true},
		{m, []MapEntry{{"x", []any{int32(1)}}}, []MapEntry{{"x", []any{int32(2)}}}, false},
		{m, []MapEntry{{"x", nil}}, []MapEntry{{"z", nil}}, false},
		{MapOf(String, Int), []MapEntry{{nil, int32(1)}}, []MapEntry{{nil, int32(1)}}, true},
		{Timestamp(9), ts("2024-01-05 10:20:30.123456789"), ts("2024-01-05 10:20:30.123456789"), true},
		{Timestamp(9), ts("2024-01-05 10:20:30.123456789"), ts("2024-01-05 10:20:30.123456788"), false},
	}
	for _, c := range cases {
		if got := ValuesEqual(c.typ, c.a, c.b); got != c.want {
			t.Errorf("ValuesEqual(%s, %v, %v) = %v, want %v", c.typ, c.a, c.b, got, c.want)
		}
	}
}
