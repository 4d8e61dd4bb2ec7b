package plan

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

// intervalJoinOf joins two inputs of (id INT, ts rowtime, pt proctime, plain TIMESTAMP) on cond;
// the right input's fields start at 4.
func intervalJoinOf(kind JoinKind, cond Expr) *Join {
	rowtime := types.Type{Kind: types.KindTimestamp, Precision: 3, TimeAttr: types.TimestampRowtime}
	plain := types.Type{Kind: types.KindTimestamp, Precision: 3}
	fields := []Field{{Name: "id", Type: types.Int}, {Name: "ts", Type: rowtime}, {Name: "pt", Type: ProctimeType},
		{Name: "t", Type: plain}}
	return &Join{Kind: kind, Left: &Values{Output: fields}, Right: &Values{Output: fields}, Cond: cond}
}

func timeRef(i int) *InputRef {
	t := types.Type{Kind: types.KindTimestamp, Precision: 3, TimeAttr: types.TimestampRowtime}
	switch i % 4 {
	case 0:
		t = types.Int
	case 2:
		t = ProctimeType
	case 3:
		t = types.Type{Kind: types.KindTimestamp, Precision: 3}
	}
	return &InputRef{Index: i, T: t}
}

func plusConst(e Expr) Expr {
	iv := types.Type{Kind: types.KindIntervalDayTime}
	return &Call{Op: OpPlus, Args: []Expr{e, &Literal{T: iv}}, T: e.Type()}
}

// Flink's IntervalJoinUtil: one equality or two opposite range bounds between a time attribute
// of each input make an interval join; anything else stays a regular join.
func TestIntervalJoinBounds(t *testing.T) {
	eqKey := testCmp(OpEquals, timeRef(0), timeRef(4))
	lower := testCmp(OpGreaterOrEqual, timeRef(5), timeRef(1))
	upper := testCmp(OpLessOrEqual, timeRef(5), plusConst(timeRef(1)))
	for _, tc := range []struct {
		name string
		kind JoinKind
		cond Expr
		want bool
		left int
	}{
		{"between", JoinInner, And(eqKey, lower, upper), true, 1},
		{"left outer", JoinLeft, And(eqKey, lower, upper), true, 1},
		{"full outer", JoinFull, And(lower, upper), true, 1},
		{"nested constant bound", JoinInner, And(lower, testCmp(OpLessOrEqual, timeRef(5), plusConst(plusConst(timeRef(1))))), true, 1},
		{"right time first", JoinInner, And(testCmp(OpLess, timeRef(1), timeRef(5)), testCmp(OpGreater, plusConst(timeRef(1)), timeRef(5))), true, 1},
		{"time equality", JoinInner, testCmp(OpEquals, timeRef(1), timeRef(5)), true, 1},
		{"proctime", JoinInner, And(testCmp(OpGreaterOrEqual, timeRef(6), timeRef(2)), testCmp(OpLess, timeRef(6), plusConst(timeRef(2)))), true, 2},
		{"one bound", JoinInner, And(eqKey, lower), false, 0},
		{"same direction", JoinInner, And(lower, testCmp(OpGreater, timeRef(5), plusConst(timeRef(1)))), false, 0},
		{"three bounds", JoinInner, And(lower, upper, testCmp(OpGreater, timeRef(5), plusConst(timeRef(1)))), false, 0},
		{"range and equality", JoinInner, And(lower, testCmp(OpEquals, timeRef(5), timeRef(1))), false, 0},
		{"non-time columns", JoinInner, And(testCmp(OpGreaterOrEqual, timeRef(4), timeRef(0)), testCmp(OpLessOrEqual, timeRef(4), timeRef(0))), false, 0},
		{"plain timestamps", JoinInner, And(testCmp(OpGreaterOrEqual, timeRef(7), timeRef(3)), testCmp(OpLessOrEqual, timeRef(7), timeRef(3))), false, 0},
		{"one side only", JoinInner, And(testCmp(OpGreaterOrEqual, timeRef(5), &Literal{T: timeRef(5).T}), testCmp(OpLessOrEqual, timeRef(5), &Literal{T: timeRef(5).T})), false, 0},
		{"mixed kinds", JoinInner, And(testCmp(OpGreaterOrEqual, timeRef(5), timeRef(2)), testCmp(OpLessOrEqual, timeRef(5), timeRef(2))), false, 0},
		{"bound reads a column", JoinInner, And(lower, testCmp(OpLessOrEqual, timeRef(5), &Call{Op: OpPlus, Args: []Expr{timeRef(1), timeRef(4)}, T: timeRef(1).T})), false, 0},
		{"semi", JoinSemi, And(lower, upper), false, 0},
	} {
		b, ok := IntervalJoinBounds(intervalJoinOf(tc.kind, tc.cond))
		if ok != tc.want || (ok && (b.LeftTime != tc.left || b.RightTime != tc.left || b.RowTime != (tc.left == 1))) {
			t.Errorf("%s: got %+v %v, want %v at %d", tc.name, b, ok, tc.want, tc.left)
		}
	}
}

// The bounds in milliseconds, as Flink's computeWindowBoundFromPredicate gives them: BETWEEN
// L.ts AND L.ts + 4 s bounds the left time to [-4000, 0]; a strict comparison moves its bound
// by a millisecond; an equality bounds both sides to 0.
func TestIntervalJoinBoundMillis(t *testing.T) {
	iv := func(ms int64) Expr {
		return &Literal{Value: ms, T: types.Type{Kind: types.KindIntervalDayTime}}
	}
	plus := func(e Expr, ms int64) Expr { return &Call{Op: OpPlus, Args: []Expr{e, iv(ms)}, T: e.Type()} }
	minus := func(e Expr, ms int64) Expr { return &Call{Op: OpMinus, Args: []Expr{e, iv(ms)}, T: e.Type()} }
	times := &Call{Op: OpTimes, Args: []Expr{iv(1000), &Literal{Value: int32(3), T: types.Int}}, T: types.Type{Kind: types.KindIntervalDayTime}}
	for _, tc := range []struct {
		name         string
		cond         Expr
		lower, upper int64
		reduced      bool
	}{
		{"between", And(testCmp(OpGreaterOrEqual, timeRef(5), timeRef(1)), testCmp(OpLessOrEqual, timeRef(5), plus(timeRef(1), 4000))), -4000, 0, true},
		{"strict", And(testCmp(OpGreater, timeRef(1), minus(timeRef(5), 2000)), testCmp(OpLess, timeRef(1), plus(timeRef(5), 60000))), -1999, 59999, true},
		{"times", And(testCmp(OpGreaterOrEqual, timeRef(5), timeRef(1)), testCmp(OpLessOrEqual, timeRef(5), &Call{Op: OpPlus, Args: []Expr{timeRef(1), times}, T: timeRef(1).T})), -3000, 0, true},
		{"moved operand", And(testCmp(OpGreaterOrEqual, timeRef(5), timeRef(1)), testCmp(OpLessOrEqual, minus(timeRef(5), 3000), timeRef(1))), -3000, 0, true},
		{"equal", testCmp(OpEquals, timeRef(1), timeRef(5)), 0, 0, true},
		{"unreduced", And(testCmp(OpGreaterOrEqual, timeRef(5), timeRef(1)), testCmp(OpLessOrEqual, timeRef(5), &Call{Op: OpDivide, Args: []Expr{timeRef(1), iv(2)}, T: timeRef(1).T})), 0, 0, false},
	} {
		b, ok := IntervalJoinBounds(intervalJoinOf(JoinInner, tc.cond))
		if !ok || b.Reduced != tc.reduced || tc.reduced && (b.LeftLower != tc.lower || b.LeftUpper != tc.upper) {
			t.Errorf("%s: got %+v %v, want [%d, %d] reduced %v", tc.name, b, ok, tc.lower, tc.upper, tc.reduced)
		}
	}
}

// Months are calendar months from the epoch, as Calcite's addMonths adds them: a month after
// 1970-01-01 is 31 days on, two months before it 61 days back (1969-11-01), and a day-time
// interval beside months is no constant.
func TestIntervalJoinMonthBounds(t *testing.T) {
	months := func(n int32) Expr { return &Literal{Value: n, T: types.Type{Kind: types.KindIntervalYearMonth}} }
	ts := timeRef(1).T
	for _, tc := range []struct {
		e    Expr
		ms   int64
		want bool
	}{
		{&Call{Op: OpPlus, Args: []Expr{timeRef(1), months(1)}, T: ts}, 31 * 86_400_000, true},
		{&Call{Op: OpMinus, Args: []Expr{timeRef(1), months(2)}, T: ts}, -61 * 86_400_000, true},
		{&Call{Op: OpPlus, Args: []Expr{months(12), timeRef(1)}, T: ts}, 365 * 86_400_000, true},
		{&Call{Op: OpPlus, Args: []Expr{months(1), &Literal{Value: int64(1000), T: types.Type{Kind: types.KindIntervalDayTime}}}, T: ts}, 0, false},
	} {
		ms, ok := reduceMillis(tc.e)
		if ok != tc.want || ok && ms != tc.ms {
			t.Errorf("%s: got %d %v, want %d %v", tc.e, ms, ok, tc.ms, tc.want)
		}
	}
}

// A month after January 31 is the last day of February, its time of day kept.
func TestAddMonthsClampsTheDay(t *testing.T) {
	jan31 := int64(1706659200000 + 3_600_000) // 2024-01-31T01:00:00
	got, ok := addMonths(types.Timestamp(3), jan31, 1)
	if want := int64(1709168400000); !ok || got != want { // 2024-02-29T01:00:00
		t.Errorf("got %d %v, want %d", got, ok, want)
	}
	if _, ok := addMonths(types.Type{Kind: types.KindTimestampLTZ, Precision: 3}, 0, 1); ok {
		t.Error("reduced months of a TIMESTAMP_LTZ")
	}
}
