package phys

import (
	"strings"
	"testing"
)

// Kinds lists every kind once, in declaration order, and each prints as a distinct Flink name
// that KindOf reads back.
func TestKindsAreWhole(t *testing.T) {
	if len(Kinds) != int(kindCount)-1 {
		t.Errorf("Kinds lists %d kinds, the constants are %d", len(Kinds), int(kindCount)-1)
	}
	names := map[string]Kind{}
	for i, k := range Kinds {
		if k != Kind(i+1) {
			t.Errorf("Kinds[%d] is %d, want the constant %d", i, k, i+1)
		}
		name := k.String()
		if name == "" || strings.ContainsAny(name, " []#()") {
			t.Errorf("kind %d prints as %q", k, name)
		}
		if other, ok := names[name]; ok {
			t.Errorf("kinds %d and %d both print as %q", other, k, name)
		}
		names[name] = k
		if back, ok := KindOf(name); !ok || back != k {
			t.Errorf("KindOf(%q) = %d, %v, want %d", name, back, ok, k)
		}
	}
	if _, ok := KindOf("Scan"); ok {
		t.Error("KindOf knows a name Flink does not print")
	}
}

// A node of no kind, or of a value past the last kind, fails loudly instead of printing.
func TestKindOutsideTheSetPanics(t *testing.T) {
	for _, k := range []Kind{KindInvalid, kindCount} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("kind %d printed", k)
				}
			}()
			_ = k.String()
		}()
	}
}

// A MultipleInput's member line that reads an input prints the input's number before the
// kind, and keeps the kind.
func TestMemberName(t *testing.T) {
	n := &Node{kind: KindExchange, member: 2, attrs: []attr{{"distribution", "single"}}}
	if got := n.Description(); got != "[#2] Exchange(distribution=[single])" {
		t.Errorf("member line %q", got)
	}
	if n.Kind() != KindExchange {
		t.Errorf("member kind %v", n.Kind())
	}
}
