package opt

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Every join kind has a row in the filter-pushing table, and a changelog mode: a kind added to
// plan.JoinKinds without them fails here, not by pushing nothing or by a panic in a job.
func TestEveryJoinKindIsTabled(t *testing.T) {
	intT := types.Type{Kind: types.KindInt}
	values := &plan.Values{Output: []plan.Field{{Name: "k", Type: intT}}}
	for _, k := range plan.JoinKinds {
		if _, ok := joinPushes[k]; !ok {
			t.Errorf("%v has no row in joinPushes", k)
		}
		j := &plan.Join{Kind: k, Left: values, Right: values, Output: joinOutput(k, values.Output, values.Output)}
		mode := ChangelogMode(j)
		if insertOnly := mode == plan.InsertOnly; insertOnly != (k == plan.JoinInner || k == plan.JoinSemi) {
			t.Errorf("%v over inserts: changelog mode %v", k, mode)
		}
	}
}
