package exec

import (
	"strconv"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// BenchmarkCast is castArray over 1M values for the casts the profiles name.
func BenchmarkCast(b *testing.B) {
	const n = 1 << 20
	alloc := memory.NewGoAllocator()
	column := func(t types.Type, value func(i int) any) arrow.Array {
		bld := array.NewBuilder(alloc, types.ArrowType(t))
		defer bld.Release()
		for i := range n {
			v := value(i)
			if i%97 == 0 {
				v = nil
			}
			if err := types.AppendToBuilder(t, bld, v); err != nil {
				b.Fatal(err)
			}
		}
		return bld.NewArray()
	}
	intT, doubleT, tsT := types.Type{Kind: types.KindInt}, types.Type{Kind: types.KindDouble}, types.Type{Kind: types.KindTimestamp, Precision: 3}
	ints := column(intT, func(i int) any { return int32(i*7919 - n) })
	strs := column(types.VarChar(types.MaxLength), func(i int) any { return strconv.Itoa(int(int32(i*7919 - n))) })
	doubles := column(doubleT, func(i int) any { return float64(i) / 7 })
	stamps := column(tsT, func(i int) any { return types.TimestampData{Millis: int64(i) * 86_399_123} })
	bigT, boolT, dec102 := types.Type{Kind: types.KindBigInt}, types.Type{Kind: types.KindBoolean}, types.Decimal(10, 2)
	str := types.VarChar(types.MaxLength)
	decs := column(dec102, func(i int) any { return decimal128.FromI64(int64(i*7919 - n)) })
	wideDecs := column(types.Decimal(30, 4), func(i int) any { return decimal128.FromI64(int64(i*7919 - n)) })
	bigs := column(bigT, func(i int) any { return int64(i*7919 - n) })
	bools := column(boolT, func(i int) any { return i%3 == 0 })
	floatStrs := column(str, func(i int) any { return strconv.FormatFloat(float64(i)/7, 'g', -1, 64) })
	boolStrs := column(str, func(i int) any { return []string{"true", "FALSE", "1", "no"}[i%4] })
	dateT, ltzT := types.Type{Kind: types.KindDate}, types.Type{Kind: types.KindTimestampLTZ, Precision: 3}
	dates := column(dateT, func(i int) any { return int32(i%40000 - 20000) })
	dateStrs := column(str, func(i int) any { return types.FormatDate(int32(i%40000 - 20000)) })
	stampStrs := column(str, func(i int) any { return types.FormatTimestamp(types.TimestampData{Millis: int64(i) * 86_399_123}, 3) })
	cases := []struct {
		name     string
		x        arrow.Array
		from, to types.Type
	}{
		{"INT_BIGINT", ints, intT, types.Type{Kind: types.KindBigInt}},
		{"INT_STRING", ints, intT, types.VarChar(types.MaxLength)},
		{"STRING_INT", strs, types.VarChar(types.MaxLength), intT},
		{"DOUBLE_DECIMAL", doubles, doubleT, types.Decimal(20, 4)},
		{"TIMESTAMP_STRING", stamps, tsT, types.VarChar(types.MaxLength)},
		{"DECIMAL_BIGINT", decs, dec102, bigT},
		{"DECIMAL_DOUBLE", decs, dec102, doubleT},
		{"DECIMAL_DECIMAL_UP", decs, dec102, types.Decimal(14, 4)},
		{"DECIMAL_DECIMAL_DOWN", decs, dec102, types.Decimal(9, 1)},
		{"DECIMAL38_BIGINT", wideDecs, types.Decimal(30, 4), bigT},
		{"BIGINT_DECIMAL", bigs, bigT, types.Decimal(22, 2)},
		{"DECIMAL_STRING", decs, dec102, str},
		{"STRING_DOUBLE", floatStrs, str, doubleT},
		{"STRING_DECIMAL", floatStrs, str, types.Decimal(18, 3)},
		{"STRING_BOOLEAN", boolStrs, str, boolT},
		{"DOUBLE_STRING", doubles, doubleT, str},
		{"DOUBLE_BOOLEAN", doubles, doubleT, boolT},
		{"BOOLEAN_INT", bools, boolT, intT},
		{"BOOLEAN_STRING", bools, boolT, str},
		{"DATE_STRING", dates, dateT, str},
		{"STRING_DATE", dateStrs, str, dateT},
		{"STRING_TIMESTAMP", stampStrs, str, tsT},
		{"TIMESTAMP_DATE", stamps, tsT, dateT},
		{"DATE_TIMESTAMP_LTZ", dates, dateT, ltzT},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				out, err := castArray(c.x, c.from, c.to, false, nil, alloc)
				if err != nil {
					b.Fatal(err)
				}
				out.Release()
			}
		})
	}
}
