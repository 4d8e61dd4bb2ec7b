package exec

import (
	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/types"
)

// nullsAsDefault replaces the NULLs of x with Flink's default value of t's Java primitive
// (GenerateUtils.primitiveDefaultValue: -1 for the integers, -1.0 for FLOAT and DOUBLE, false
// for BOOLEAN), for a plan.Cast with NullAsDefault.
func nullsAsDefault(x arrow.Array, t types.Type, alloc memory.Allocator) (arrow.Array, error) {
	var def any
	switch t.Kind {
	case types.KindTinyInt:
		def = int8(-1)
	case types.KindSmallInt:
		def = int16(-1)
	case types.KindInt:
		def = int32(-1)
	case types.KindBigInt:
		def = int64(-1)
	case types.KindFloat:
		def = float32(-1)
	case types.KindDouble:
		def = float64(-1)
	case types.KindBoolean:
		def = false
	default:
		return nil, notSupported("the default value of a NOT NULL " + t.String())
	}
	out := array.NewBuilder(alloc, types.ArrowType(t))
	defer out.Release()
	out.Reserve(x.Len())
	for i := range x.Len() {
		v, err := types.ValueFromArrow(t, x, i)
		if err != nil {
			return nil, err
		}
		if v == nil {
			v = def
		}
		if err := types.AppendToBuilder(t, out, v); err != nil {
			return nil, err
		}
	}
	return out.NewArray(), nil
}
