package exec

import (
	"strings"
	"testing"
)

func TestJSONObjectAggAcc(t *testing.T) {
	a := &jsonObjectAggAcc{}
	for _, kv := range [][2]any{{"b", "1"}, {"a", `"x"`}, {"n", nil}, {`q"`, `{"k":1}`}} {
		if err := a.add(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]bool{`"b":1`: true, `"a":"x"`: true, `"n":null`: true, `"q\"":{"k":1}`: true}
	got, _ := a.result()
	s := got.(string)
	parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(s, "{"), "}"), ",")
	if len(parts) != 4 {
		t.Errorf("entries of %s", s)
	}
	for _, p := range parts {
		if !want[p] {
			t.Errorf("unexpected entry %q in %s", p, s)
		}
	}
	if err := a.add("a", "2"); err == nil || !strings.Contains(err.Error(), "Key 'a' is already present.") {
		t.Errorf("duplicate key: %v", err)
	}
	// A retraction of another value, or of a kept NULL, leaves the key.
	_ = a.retract("b", "2")
	_ = a.retract("n", nil)
	_ = a.retract("a", `"x"`)
	got, _ = a.result()
	if s := got.(string); strings.Contains(s, `"a"`) || !strings.Contains(s, `"b":1`) || !strings.Contains(s, `"n":null`) {
		t.Errorf("after retractions: %s", s)
	}
	b := &jsonObjectAggAcc{absentOnNull: true}
	if err := b.add("x", nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := b.result(); got != "{}" {
		t.Errorf("ABSENT ON NULL: %v", got)
	}
	if err := b.add(nil, "1"); err == nil {
		t.Error("a NULL key is accepted")
	}
}

// Flink's order, checked on JsonObjectAggFunction itself: UTF-16 code units.
func TestJSONObjectAggKeyOrder(t *testing.T) {
	a := &jsonObjectAggAcc{}
	for _, k := range []string{"\uffff", "\U0001F600", "\uff61", "a", "k10", "k2", "Z", "k1"} {
		if err := a.add(k, "1"); err != nil {
			t.Fatal(err)
		}
	}
	got, _ := a.result()
	want := "{\"Z\":1,\"a\":1,\"k1\":1,\"k10\":1,\"k2\":1,\"\U0001F600\":1,\"\uff61\":1,\"\uffff\":1}"
	if got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
