package exec

import (
	"math"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

// TestWelfordRetraction checks WelfordM2's retraction against adding the values that remain,
// and its NULL for no values and for retractions of values never added.
func TestWelfordRetraction(t *testing.T) {
	a := &welfordAcc{}
	for _, v := range []any{int32(1), int32(2), int32(4)} {
		if err := a.add(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.retract(int32(2)); err != nil {
		t.Fatal(err)
	}
	got, _ := a.result()
	// m2 of {1, 4} is (1-2.5)² + (4-2.5)²; the retraction's rounding, Java's too, leaves
	// 4.499999999999999.
	if m2, ok := got.(float64); !ok || math.Abs(m2-4.5) > 1e-12 {
		t.Errorf("m2 after a retraction = %v, want 4.5", got)
	}
	empty := &welfordAcc{}
	if v, _ := empty.result(); v != nil {
		t.Errorf("m2 of no values = %v, want NULL", v)
	}
	_ = empty.retract(1.0)
	_ = empty.add(3.0) // the count is back at 0: Flink ignores the value
	if v, _ := empty.result(); v != nil || empty.n != 0 {
		t.Errorf("m2 after an unmatched retraction = %v (n %d), want NULL (n 0)", v, empty.n)
	}
}

// TestCollectRetraction checks COLLECT's counts: a value retracted to zero leaves, one never
// added is counted -1 times, as CollectAggFunction counts it.
func TestCollectRetraction(t *testing.T) {
	a := newCollectAcc(types.String)
	for _, v := range []string{"a", "b", "a"} {
		_ = a.add(v)
	}
	_ = a.retract("b")
	_ = a.retract("c")
	got, _ := a.result()
	want := []types.MapEntry{{Key: "a", Value: int32(2)}, {Key: "c", Value: int32(-1)}}
	if types.FormatValue(types.MultisetOf(types.String), got) != types.FormatValue(types.MultisetOf(types.String), want) {
		t.Errorf("COLLECT = %v, want %v", got, want)
	}
}
