package exec

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// joinKeys is a join condition split for a hash join: the equality keys, each a left
// expression (over the left fields) and a right one (over the right fields), cast to one type
// where the sides differ, and the residual condition over both sides' fields, applied to the
// pairs whose keys match.
type joinKeys struct {
	left, right []plan.Expr
	kinds       []keyKind
	// nullSafe marks the keys compared with IS NOT DISTINCT FROM, where NULL matches NULL (the
	// join of a batch INTERSECT or EXCEPT on all fields).
	nullSafe []bool
	residual plan.Expr
}

// splitJoinCondition takes the conjuncts a = b whose sides read one input each out of a join
// condition; the rest stays the residual. Without any such conjunct the join is a nested loop.
func splitJoinCondition(cond plan.Expr, nLeft, nRight int) joinKeys {
	var k joinKeys
	var rest []plan.Expr
	for _, c := range plan.Conjuncts(cond) {
		eq, nullSafe := c, false
		if e, ok := plan.NullSafeEquality(c); ok {
			eq, nullSafe = e, true
		}
		l, r, kind, ok := equiKey(eq, nLeft, nRight)
		if !ok {
			rest = append(rest, c)
			continue
		}
		k.left = append(k.left, l)
		k.right = append(k.right, r)
		k.kinds = append(k.kinds, kind)
		k.nullSafe = append(k.nullSafe, nullSafe)
	}
	k.residual = plan.And(rest...)
	return k
}

// equiKey recognizes a = b with a over the left input and b over the right one (or the other
// way around), and casts both to their common type when they hash differently.
func equiKey(c plan.Expr, nLeft, nRight int) (l, r plan.Expr, kind keyKind, ok bool) {
	call, isCall := c.(*plan.Call)
	if !isCall || call.Op != plan.OpEquals || hasRandom(call) {
		return nil, nil, 0, false
	}
	a, b := call.Args[0], call.Args[1]
	switch {
	case plan.RefsWithin(a, 0, nLeft) && plan.RefsWithin(b, nLeft, nLeft+nRight) && refsAny(a) && refsAny(b):
	case plan.RefsWithin(b, 0, nLeft) && plan.RefsWithin(a, nLeft, nLeft+nRight) && refsAny(a) && refsAny(b):
		a, b = b, a
	default:
		return nil, nil, 0, false
	}
	b = plan.ShiftRefs(b, -nLeft)
	if kind, ok := keyKindOf(a.Type(), b.Type()); ok {
		return a, b, kind, true
	}
	common, found := types.LeastRestrictive(a.Type(), b.Type())
	if !found || types.CheckCast(a.Type(), common) != nil || types.CheckCast(b.Type(), common) != nil {
		return nil, nil, 0, false
	}
	// Cast only the side that hashes differently from the common type (INT against DECIMAL).
	if kind, ok := keyKindOf(common, b.Type()); ok {
		return plan.CastTo(a, common), b, kind, true
	}
	if kind, ok := keyKindOf(a.Type(), common); ok {
		return a, plan.CastTo(b, common), kind, true
	}
	kind, ok = keyKindOf(common, common)
	if !ok {
		return nil, nil, 0, false
	}
	return plan.CastTo(a, common), plan.CastTo(b, common), kind, true
}

// refsAny reports whether an expression reads any field; a constant is no join key.
func refsAny(e plan.Expr) bool {
	found := false
	plan.WalkOnce(e, func(x plan.Expr) bool {
		_, isRef := x.(*plan.InputRef)
		found = found || isRef
		return !found
	})
	return found
}

func hasRandom(e plan.Expr) bool {
	found := false
	plan.WalkOnce(e, func(x plan.Expr) bool {
		c, isCall := x.(*plan.Call)
		found = found || (isCall && c.Op == plan.OpRand)
		return !found
	})
	return found
}

// keyKind is how a join key's values hash and compare: as int64s, float64s, strings, bytes,
// decimals of one scale, or timestamps.
type keyKind uint8

const (
	keyInt keyKind = iota
	keyFloat
	keyString
	keyBinary
	keyDecimal
	keyTimestamp // the millis as ints, and the nano_of_milli
)

// keyKindOf is the kind two key types hash as, when their values hash alike without a cast.
func keyKindOf(a, b types.Type) (keyKind, bool) {
	switch {
	case a.IsIntegerNumeric() && b.IsIntegerNumeric():
		return keyInt, true
	case a.IsApproxNumeric() && b.IsApproxNumeric():
		return keyFloat, true
	case a.IsCharString() && b.IsCharString():
		return keyString, true
	case a.Kind == types.KindDecimal && b.Kind == types.KindDecimal && a.Scale == b.Scale:
		return keyDecimal, true
	case (a.Kind == types.KindBinary || a.Kind == types.KindVarBinary) &&
		(b.Kind == types.KindBinary || b.Kind == types.KindVarBinary),
		a.Kind == types.KindBitmap && b.Kind == types.KindBitmap: // canonical bytes
		return keyBinary, true
	case a.Kind != b.Kind:
		return 0, false
	}
	switch a.Kind {
	case types.KindBoolean, types.KindDate, types.KindTime:
		return keyInt, true
	case types.KindTimestamp, types.KindTimestampLTZ:
		// Every precision has one layout, the millisecond and the nanosecond in it.
		return keyTimestamp, true
	}
	return 0, false
}
