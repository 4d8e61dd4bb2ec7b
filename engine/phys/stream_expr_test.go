package phys

import (
	"testing"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The streaming physical plan prints literals as their digests (stream_rank_explain records
// 1:BIGINT and _UTF-16LE'q'), and the execution plan as batch mode does.
func TestStreamDigestDetail(t *testing.T) {
	q := &plan.Literal{Value: "q", T: types.Char(1).AsNotNull(), Text: "'q'"}
	s := &plan.InputRef{Index: 0, T: types.Char(1).AsNotNull()}
	ne := &plan.Call{Op: "<>", Args: []plan.Expr{s, q}, T: types.Boolean.AsNotNull()}
	one := &plan.Literal{Value: int64(1), T: types.BigInt.AsNotNull(), Text: "1"}
	cast := &plan.Cast{X: s, T: types.VarChar(5).AsNotNull()}
	fields := []string{"s"}
	phys := &physical{stream: true}
	for _, tt := range []struct {
		e    plan.Expr
		want string
	}{
		{ne, "<>(s, _UTF-16LE'q')"},
		{one, "1:BIGINT"},
		{cast, `CAST(s AS VARCHAR(5) CHARACTER SET "UTF-16LE" NOT NULL)`},
	} {
		if got := phys.expr(tt.e, fields); got != tt.want {
			t.Errorf("physical: got %s, want %s", got, tt.want)
		}
	}
	exec := &physical{stream: true, exec: true}
	if got := exec.expr(ne, fields); got != "(s <> 'q')" {
		t.Errorf("execution: got %s", got)
	}
	batch := &physical{}
	if got := batch.expr(ne, fields); got != "<>(s, 'q')" {
		t.Errorf("batch: got %s", got)
	}
}
