package exec

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// A Calc that copies only the columns its projection reads, reusing its selection buffer, gives
// what it gives copying every column: on batches where some, every and no row is kept.
func TestCalcTakesOnlyColumnsRead(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	it, st := types.Int, types.VarChar(20)
	fields := []plan.Field{{Name: "x", Type: it}, {Name: "s", Type: st}, {Name: "y", Type: it}}
	var recs []arrow.RecordBatch
	for _, n := range []int{300, 0, 50} {
		cols := []arrow.Array{randomColumn(r, it, n), randomColumn(r, st, n), randomColumn(r, it, n)}
		recs = append(recs, array.NewRecordBatch(schemaOf(fields), cols, int64(n)))
		for _, c := range cols {
			c.Release()
		}
	}
	x, y := &plan.InputRef{Index: 0, T: it}, &plan.InputRef{Index: 2, T: it}
	zero := &plan.Literal{Value: int32(0), T: it.AsNotNull()}
	isNull := &plan.Call{Op: plan.OpIsNull, Args: []plan.Expr{x}, T: types.Boolean.AsNotNull()}
	conds := []plan.Expr{
		&plan.Call{Op: plan.OpGreater, Args: []plan.Expr{x, zero}, T: types.Boolean},
		&plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{y}, T: types.Boolean.AsNotNull()},
		&plan.Call{Op: plan.OpOr, Args: []plan.Expr{isNull, &plan.Call{Op: plan.OpIsNotNull, Args: []plan.Expr{x}, T: types.Boolean.AsNotNull()}}, T: types.Boolean.AsNotNull()},
		&plan.Literal{Value: false, T: types.Boolean.AsNotNull()},
	}
	exprs := []plan.Expr{y, &plan.Call{Op: plan.OpPlus, Args: []plan.Expr{x, y}, T: it}}
	out := []plan.Field{{Name: "y", Type: it}, {Name: "xy", Type: it}}
	read := columnsRead(exprs, len(fields))
	if !slices.Equal(read, []bool{true, false, true}) {
		t.Fatalf("columns read %v", read)
	}
	run := func(cond plan.Expr, read []bool) []string {
		op := &calcOp{input: &recordsOp{recs: recs}, cond: cond, exprs: exprs, schema: schemaOf(out),
			alloc: memory.DefaultAllocator, read: read}
		var rows []string
		for {
			b, err := op.Next(context.Background())
			if errors.Is(err, io.EOF) {
				return rows
			}
			if err != nil {
				t.Fatal(err)
			}
			for c := range b.Record.NumCols() {
				rows = append(rows, formatColumn(t, out[c].Type, b.Record.Column(int(c)))...)
			}
			b.Record.Release()
		}
	}
	for k, cond := range conds {
		if got, want := run(cond, read), run(cond, nil); !slices.Equal(got, want) {
			t.Fatalf("condition %d: %v, want %v", k, got, want)
		}
	}
	for _, rec := range recs {
		rec.Release()
	}
}
