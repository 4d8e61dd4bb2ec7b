package types

import (
	"bytes"
)

// ValuesEqual reports whether two values of type t are equal, as SQL's = sees two non-NULL
// values, and as MAP key look-up matches keys: arrays and rows element by element, maps and
// multisets as sets of entries in any order. Two NULLs are equal here (a NULL map key finds
// the NULL key); callers apply SQL's NULL rule at the top level themselves.
func ValuesEqual(t Type, a, b any) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	switch t.Kind {
	case KindBinary, KindVarBinary, KindBitmap:
		return bytes.Equal(a.([]byte), b.([]byte))
	case KindArray:
		x, y := a.([]any), b.([]any)
		if len(x) != len(y) {
			return false
		}
		for i := range x {
			if !ValuesEqual(t.ElemType(), x[i], y[i]) {
				return false
			}
		}
		return true
	case KindRow:
		x, y := a.([]any), b.([]any)
		for i, f := range t.Fields {
			if !ValuesEqual(f.Type, x[i], y[i]) {
				return false
			}
		}
		return true
	case KindMap, KindMultiset:
		x, y := a.([]MapEntry), b.([]MapEntry)
		if len(x) != len(y) {
			return false
		}
		keyType, valueType := mapEntryTypes(t)
	entries:
		for _, ex := range x {
			for _, ey := range y {
				if ValuesEqual(keyType, ex.Key, ey.Key) {
					if !ValuesEqual(valueType, ex.Value, ey.Value) {
						return false
					}
					continue entries
				}
			}
			return false
		}
		return true
	}
	return a == b
}
