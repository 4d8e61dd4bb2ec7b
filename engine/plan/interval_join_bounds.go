package plan

import (
	"time"

	"github.com/flinkpad/flinkpad/engine/types"
)

// IntervalBounds are the time predicates of a join that Flink plans as an interval join
// (IntervalJoinUtil.extractWindowBoundsFromPredicate): the time attributes they compare, each
// an index into its own input, and whether they are rowtime attributes.
type IntervalBounds struct {
	RowTime             bool
	LeftTime, RightTime int
	// LeftLower and LeftUpper bound the left time by the right one, in milliseconds (Flink's
	// leftLowerBound and leftUpperBound): a pair joins when its left time lies within
	// [right time + LeftLower, right time + LeftUpper]. Reduced says they are known: false
	// when a bound is an expression bounds.go does not reduce (reduceMillis).
	LeftLower, LeftUpper int64
	Reduced              bool
	// Remaining are the conjuncts of the condition other than the time predicates, whose
	// equalities are the join's keys (Flink's remainCondition).
	Remaining []Expr
}

// timePredicate is one conjunct comparing a time attribute of each input.
type timePredicate struct {
	call          *Call
	op            Op
	rowTime       bool
	leftOnLeft    bool // the comparison's first operand reads the join's left input
	first, second int  // the time attributes' indexes, in the order of the operands
}

// IsIntervalJoin reports whether Flink plans a streaming join as an interval join.
func IsIntervalJoin(n *Join) bool {
	_, ok := IntervalJoinBounds(n)
	return ok
}

// IntervalJoinBounds finds, as Flink's IntervalJoinUtil does, the time predicates of a join's
// condition that bound one input's time attribute by the other's: one equality, or two range
// comparisons bounding it in opposite directions, each reading one time attribute of each input
// (not materialized below the join), both of the same kind, and nothing else but constants. A
// join of another kind, or a condition with other time predicates, is a regular join. Flink
// splits the condition in conjunctive normal form; Conjuncts splits its top-level ANDs, which is
// the same for a condition without OR around its time comparisons.
func IntervalJoinBounds(n *Join) (IntervalBounds, bool) {
	switch n.Kind {
	case JoinInner, JoinLeft, JoinRight, JoinFull:
	default:
		// Flink interval-joins only the joins that project the right input.
		return IntervalBounds{}, false
	}
	var preds []timePredicate
	var remaining []Expr
	for _, c := range Conjuncts(n.Cond) {
		if p, ok := identifyTimePredicate(n, c); ok {
			preds = append(preds, p)
		} else {
			remaining = append(remaining, c)
		}
	}
	switch len(preds) {
	case 1:
		if preds[0].op != OpEquals {
			return IntervalBounds{}, false
		}
	case 2:
		if preds[0].op == OpEquals || preds[1].op == OpEquals {
			return IntervalBounds{}, false
		}
		// One must bound the left time from below, the other from above.
		if preds[0].leftLower() == preds[1].leftLower() {
			return IntervalBounds{}, false
		}
	default:
		return IntervalBounds{}, false
	}
	p := preds[0]
	b := IntervalBounds{RowTime: p.rowTime, LeftTime: p.first, RightTime: p.second, Remaining: remaining}
	if !p.leftOnLeft {
		b.LeftTime, b.RightTime = p.second, p.first
	}
	b.Reduced = true
	for _, q := range preds {
		bound, ok := q.bound()
		b.Reduced = b.Reduced && ok
		switch {
		case q.op == OpEquals:
			b.LeftLower, b.LeftUpper = bound, bound
		case q.leftLower():
			b.LeftLower = bound
		default:
			b.LeftUpper = bound
		}
	}
	return b, true
}

// bound is the bound a time predicate puts on the left time relative to the right one, as
// IntervalJoinUtil.computeWindowBoundFromPredicate computes it: both operands reduced with the
// time attributes at zero, their difference, and a strict comparison moved by a millisecond.
func (p timePredicate) bound() (int64, bool) {
	l, okL := reduceMillis(p.call.Args[0])
	r, okR := reduceMillis(p.call.Args[1])
	if !okL || !okR {
		return 0, false
	}
	offset := l - r
	if p.leftOnLeft {
		offset = r - l
	}
	switch {
	case p.op == OpLess && p.leftOnLeft, p.op == OpGreater && !p.leftOnLeft:
		offset--
	case p.op == OpLess, p.op == OpGreater:
		offset++
	}
	return offset, true
}

// reduceMillis evaluates one operand of a time predicate with its time attribute at zero (the
// epoch), as Flink reduces it with generated code, for the forms a bound is written in: the
// time attribute, CAST of it, interval and integer literals, TIMESTAMPADD, and +, - and * of
// them. A timestamp's value is its milliseconds since the epoch, a day-time interval's its
// milliseconds, a year-month interval's its months, which a timestamp adds as calendar months
// (1970-01-01 plus a month is 31 days on). Any other expression is not reduced here (false),
// and the join is refused rather than run with a guessed bound.
func reduceMillis(e Expr) (int64, bool) {
	switch x := e.(type) {
	case *InputRef:
		return 0, IsTimeAttribute(x.T) // the time attribute itself, at the epoch
	case *Literal:
		switch v := x.Value.(type) {
		case int64:
			return v, x.T.Kind == types.KindIntervalDayTime || x.T.IsIntegerNumeric()
		case int32:
			return int64(v), x.T.Kind == types.KindIntervalYearMonth || x.T.IsIntegerNumeric()
		case int16:
			return int64(v), x.T.IsIntegerNumeric()
		case int8:
			return int64(v), x.T.IsIntegerNumeric()
		default:
			return 0, false
		}
	case *Cast:
		// A cast between time zones' timestamps moves the instant; between integers it may
		// wrap: only a cast within one timestamp kind, keeping the milliseconds, is reduced.
		from, to := x.X.Type(), x.T
		if from.Kind != to.Kind || !to.Is(types.FamilyTimestamp) || to.Precision < 3 || x.Try {
			return 0, false
		}
		return reduceMillis(x.X)
	case *Call:
		if x.Op == OpTimestampAdd && len(x.Args) == 3 {
			return reduceTimestampAdd(x)
		}
		if len(x.Args) != 2 {
			return 0, false
		}
		a, okA := reduceMillis(x.Args[0])
		b, okB := reduceMillis(x.Args[1])
		if !okA || !okB {
			return 0, false
		}
		ta, tb := x.Args[0].Type(), x.Args[1].Type()
		yearMonth := func(t types.Type) bool { return t.Kind == types.KindIntervalYearMonth }
		switch {
		case (x.Op == OpPlus || x.Op == OpMinus) && ta.Is(types.FamilyTimestamp) && yearMonth(tb):
			if x.Op == OpMinus {
				b = -b
			}
			return addMonths(ta, a, b)
		case x.Op == OpPlus && yearMonth(ta) && tb.Is(types.FamilyTimestamp):
			return addMonths(tb, b, a)
		case (yearMonth(ta) || yearMonth(tb)) && x.Op != OpTimes && !(yearMonth(ta) && yearMonth(tb)):
			return 0, false // months with milliseconds: no constant
		}
		switch x.Op {
		case OpPlus:
			return a + b, true
		case OpMinus:
			return a - b, true
		case OpTimes:
			return a * b, true
		default:
			return 0, false
		}
	default:
		return 0, false
	}
}

// addMonths adds calendar months to a TIMESTAMP's milliseconds as Calcite's
// DateTimeUtils.addMonths does: the day of the month is kept, or the month's last day where the
// month is shorter, and so is the time of day. A TIMESTAMP_LTZ's months follow the session's
// time zone, which the bounds do not know: it is not reduced.
func addMonths(t types.Type, millis, months int64) (int64, bool) {
	if t.Kind != types.KindTimestamp {
		return 0, false
	}
	at := time.UnixMilli(millis).UTC()
	y, m, d := at.Date()
	total := int64(y)*12 + int64(m-1) + months
	ny, nm := total/12, total%12
	if nm < 0 {
		ny, nm = ny-1, nm+12
	}
	last := time.Date(int(ny), time.Month(nm+2), 0, 0, 0, 0, 0, time.UTC).Day()
	d = min(d, last)
	h, mi, sec := at.Clock()
	return time.Date(int(ny), time.Month(nm+1), d, h, mi, sec, at.Nanosecond(), time.UTC).UnixMilli(), true
}

// leftLower reports whether a range predicate bounds the left input's time from below.
func (p timePredicate) leftLower() bool {
	if p.op == OpGreater || p.op == OpGreaterOrEqual {
		return p.leftOnLeft
	}
	return !p.leftOnLeft
}

// timeAccess is a time attribute an expression reads.
type timeAccess struct {
	rowTime, left bool
	index         int
}

// identifyTimePredicate reports whether a conjunct is a comparison whose operands each read
// exactly one time attribute, of different inputs and of the same kind, and otherwise only
// constants.
func identifyTimePredicate(n *Join, c Expr) (timePredicate, bool) {
	call, ok := c.(*Call)
	if !ok || len(call.Args) != 2 {
		return timePredicate{}, false
	}
	switch call.Op {
	case OpGreater, OpGreaterOrEqual, OpLess, OpLessOrEqual, OpEquals:
	default:
		return timePredicate{}, false
	}
	a, okA := timeAccesses(n, call.Args[0])
	b, okB := timeAccesses(n, call.Args[1])
	if !okA || !okB || len(a) != 1 || len(b) != 1 || a[0].rowTime != b[0].rowTime || a[0].left == b[0].left {
		return timePredicate{}, false
	}
	return timePredicate{call: call, op: call.Op, rowTime: a[0].rowTime, leftOnLeft: a[0].left, first: a[0].index, second: b[0].index}, true
}

// timeAccesses lists the time attributes of the join's inputs an expression reads; false if it
// reads a column that is no time attribute, or anything Flink's bound computation could not
// reduce to a constant once the time attributes are zero.
func timeAccesses(n *Join, e Expr) ([]timeAccess, bool) {
	nl := len(n.Left.Fields())
	var out []timeAccess
	ok := true
	WalkOnce(e, func(x Expr) bool {
		switch x := x.(type) {
		case *InputRef:
			side, idx, left := n.Left, x.Index, true
			if idx >= nl {
				side, idx, left = n.Right, idx-nl, false
			}
			t := side.Fields()[idx].Type
			if !IsTimeAttribute(t) || TimeMaterialized(side, idx) {
				ok = false
				return false
			}
			out = append(out, timeAccess{rowTime: IsRowtime(t), left: left, index: idx})
		case *Call, *Cast, *Literal:
		default:
			// Anything else (a subquery, a correlated reference) is no constant bound.
			ok = false
		}
		return ok
	})
	return out, ok
}

// unitMillis are the day-time units of TIMESTAMPADD in milliseconds, unitMonths the
// year-month ones in months.
var (
	unitMillis = map[string]int64{"MILLISECOND": 1, "SECOND": 1000, "MINUTE": 60_000, "HOUR": 3_600_000,
		"DAY": 86_400_000, "WEEK": 7 * 86_400_000}
	unitMonths = map[string]int64{"MONTH": 1, "QUARTER": 3, "YEAR": 12}
)

// reduceTimestampAdd reduces TIMESTAMPADD(unit, n, t).
func reduceTimestampAdd(x *Call) (int64, bool) {
	unit, ok := x.Args[0].(*Literal)
	if !ok || !x.Args[1].Type().IsIntegerNumeric() {
		return 0, false
	}
	name, _ := unit.Value.(string)
	n, okN := reduceMillis(x.Args[1])
	t, okT := reduceMillis(x.Args[2])
	if !okN || !okT {
		return 0, false
	}
	if per, ok := unitMillis[name]; ok {
		return t + n*per, true
	}
	if per, ok := unitMonths[name]; ok {
		return addMonths(x.Args[2].Type(), t, n*per)
	}
	return 0, false
}

// IntervalJoinKeys are the equi-join keys of an interval join: the equalities of a left and a
// right field outside its time predicates (an equality of the two times bounds the interval
// and keys nothing), which Flink hashes both inputs on.
func IntervalJoinKeys(n *Join, b IntervalBounds) (left, right []int) {
	return EquiKeys(&Join{Kind: n.Kind, Left: n.Left, Right: n.Right, Cond: And(b.Remaining...)})
}
