package phys

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Every set operation has Calcite's logical node, every window kind Flink's spec, and every
// join kind a Flink join type or none: MARK and SINGLE, which Flink plans otherwise.
func TestEveryKindPrints(t *testing.T) {
	for _, k := range plan.SetOpKinds {
		if !strings.HasPrefix(logicalSetOp(k).String(), "Logical") {
			t.Errorf("%v: %q", k, logicalSetOp(k))
		}
	}
	in := &plan.Values{Output: []plan.Field{{Name: "ts", Type: types.Timestamp(3)}}}
	for _, k := range plan.WindowKinds {
		n := &plan.WindowTVF{Input: in, Kind: k, Size: 6000, Slide: 2000}
		if spec := windowSpec(n, "ts"); !strings.HasPrefix(spec, k.String()+"(ts, ") {
			t.Errorf("%v: %s", k, spec)
		}
	}
	for _, k := range plan.JoinKinds {
		name, ok := joinTypes[k]
		if ok != (k != plan.JoinMark && k != plan.JoinSingle) || ok && !strings.HasSuffix(name, "Join") {
			t.Errorf("%v: %q, %v", k, name, ok)
		}
	}
}
