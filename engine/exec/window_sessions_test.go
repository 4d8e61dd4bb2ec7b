package exec

import (
	"fmt"
	"slices"
	"testing"
)

// A row between two open sessions of its key bridges them; windows that only touch merge; a
// late row that meets no open session is dropped; sessions fire when the watermark reaches
// their last millisecond, and are then forgotten.
func TestSessionWindowsMergeAndFire(t *testing.T) {
	w := newSessionWindows(5)
	add := func(key string, ts int64) { w.add(key, nil, ts, []any{ts}) }
	var fired []string
	fire := func(s *session) error {
		var ts []int64
		for _, r := range s.rows {
			ts = append(ts, r.values[0].(int64))
		}
		fired = append(fired, fmt.Sprintf("%s[%d,%d)%v", s.key, s.start, s.end, ts))
		return nil
	}
	add("a", 1)
	add("a", 10)
	add("b", 2)
	add("a", 5) // [5, 10) touches [1, 6) and [10, 15)
	if got := len(w.open["a"]); got != 1 {
		t.Fatalf("a has %d sessions, want 1", got)
	}
	if err := w.advance(5, fire); err != nil {
		t.Fatal(err)
	}
	add("b", 3) // extends b's open session [2, 7)
	if err := w.advance(7, fire); err != nil {
		t.Fatal(err)
	}
	add("b", 1) // late, and b has no open session
	add("a", 2) // its own window [2, 7) is behind the watermark, but a's open session takes it
	add("a", 12)
	if err := w.advance(20, fire); err != nil {
		t.Fatal(err)
	}
	want := []string{"b[2,8)[2 3]", "a[1,17)[10 1 5 2 12]"}
	if !slices.Equal(fired, want) {
		t.Errorf("got %v, want %v", fired, want)
	}
	if len(w.open) != 0 || w.timers.len() != 0 || len(w.byTimer) != 0 {
		t.Errorf("state left after every session fired: %v %d %d", w.open, w.timers.len(), len(w.byTimer))
	}
}

// The merged windows come in the order of Java's HashSet of them, as recorded from Flink
// (session_stream_partitioned: windows [1 s, 6 s) and [10 s, 15 s) bridged by [5 s, 10 s) keep
// the accumulator of [10 s, 15 s) first).
func TestJavaHashSetOrderOfMergedSessions(t *testing.T) {
	const base = 1704067200000 // 2024-01-01 00:00:00
	first := &session{start: base + 1000, end: base + 6000}
	second := &session{start: base + 10000, end: base + 15000}
	got := javaHashSetOrder([]*session{first, second}, window{base + 5000, base + 10000})
	if len(got) != 2 || got[0] != second || got[1] != first {
		t.Errorf("got %v, want [10 s, 15 s) first", got)
	}
}
