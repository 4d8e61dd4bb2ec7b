package exec

import (
	"context"
	"errors"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// quadraticMatch is A B*? C with C never true: every row starts a partial match that stays
// alive, each holding the rows since it started.
func quadraticMatch() *plan.Match {
	fields := []plan.Field{{Name: "ts", Type: types.Timestamp(3)}}
	never := &plan.Literal{Value: false, T: types.Boolean.AsNotNull(), Text: "false"}
	return &plan.Match{Input: &plan.Values{Output: fields}, Vars: []string{"A", "B", "C"},
		OrderBy: []plan.SortKey{{Expr: &plan.InputRef{Index: 0, T: fields[0].Type}}},
		Pattern: []plan.MatchTerm{{Var: 0, Min: 1, Max: 1}, {Var: 1, Min: 0, Max: -1}, {Var: 2, Min: 1, Max: 1}},
		Defines: []plan.Expr{nil, nil, never}, DefineSlots: [][]plan.MatchSlot{nil, nil, nil}}
}

func TestMatchStateIsBounded(t *testing.T) {
	defer func(rows int) { maxMatchRows = rows }(maxMatchRows)
	maxMatchRows = 20_000
	m := newMatchNFA(quadraticMatch(), memory.NewGoAllocator())
	m.ctx = context.Background()
	p := &matchPartition{}
	for i := 0; i < 5000; i++ {
		_, err := m.process(p, &matchEvent{values: []any{types.TimestampData{Millis: int64(i)}}, ts: int64(i)})
		if err == nil {
			continue
		}
		var fe interface{ FlinkClass() string }
		if !errors.As(err, &fe) || fe.FlinkClass() != flinkerr.ClassLimitExceeded {
			t.Fatalf("row %d: %v, want a limit error", i, err)
		}
		if m.rows <= maxMatchRows {
			t.Fatalf("stopped at %d rows held, under the cap", m.rows)
		}
		return
	}
	t.Fatalf("5000 rows kept %d partial matches of %d rows without an error", m.partials, m.rows)
}

func TestMatchStopsWhenCancelled(t *testing.T) {
	m := newMatchNFA(quadraticMatch(), memory.NewGoAllocator())
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m.ctx = ctx
	p := &matchPartition{}
	for i := 0; i < 200; i++ {
		if _, err := m.process(p, &matchEvent{values: []any{types.TimestampData{Millis: int64(i)}}, ts: int64(i)}); err != nil {
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("%v, want the cancellation", err)
			}
			return
		}
	}
	t.Fatal("a cancelled run kept matching")
}
