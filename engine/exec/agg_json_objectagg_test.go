package exec

import "testing"

// TestJSONObjectAggAcc checks the accumulator against Flink's JsonObjectAggFunction: keys sorted
// by Java's String.compareTo, a NULL value kept or left out, a retraction removing a key only
// with its current value, and a NULL entry never removed.
func TestJSONObjectAggAcc(t *testing.T) {
	pair := func(k, v any) any { return []any{k, v} }
	a := newJSONObjectAggAcc(false)
	for _, p := range [][2]any{{"b", "1"}, {"a", `"x"`}, {"é", "2"}, {"Z", nil}} {
		if err := a.add(pair(p[0], p[1])); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := a.result(); got != `{"Z":null,"a":"x","b":1,"é":2}` {
		t.Fatalf("result %v", got)
	}
	if err := a.add(pair("a", "3")); err == nil {
		t.Fatal("a duplicate key was taken")
	}
	_ = a.retract(pair("b", "9")) // not its value: kept
	_ = a.retract(pair("Z", nil)) // a NULL entry stays, as in Flink
	_ = a.retract(pair("a", `"x"`))
	if got, _ := a.result(); got != `{"Z":null,"b":1,"é":2}` {
		t.Fatalf("after retractions %v", got)
	}
	absent := newJSONObjectAggAcc(true)
	_ = absent.add(pair("k", nil))
	_ = absent.add(pair(nil, nil)) // a NULL key with a NULL value is left out too
	if got, _ := absent.result(); got != `{}` {
		t.Fatalf("absent %v", got)
	}
	_ = absent.add(pair(nil, "1"))
	if _, err := absent.result(); err == nil {
		t.Fatal("a NULL key was serialized")
	}
}
