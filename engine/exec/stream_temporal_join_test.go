package exec

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The temporal join meets each left row with the version valid at its time: a +U starts a
// version, a -D ends the row (no version until the next), a -U is ignored; versions older than
// the one valid at the watermark are dropped once it fires, so a late left row finds only the
// versions kept; a LEFT join pads what finds none.
func TestTemporalJoinVersions(t *testing.T) {
	rowtime := plan.RowtimeType(types.Timestamp(3))
	lf := []plan.Field{{Name: "k", Type: types.BigInt}, {Name: "id", Type: types.BigInt}, {Name: "t", Type: rowtime}}
	rf := []plan.Field{{Name: "k", Type: types.BigInt}, {Name: "v", Type: types.BigInt}, {Name: "t", Type: rowtime}}
	out := append(append([]plan.Field{}, lf...), rf...)
	cond := call("=", types.Boolean, ref(0, types.BigInt), ref(3, types.BigInt))
	ts := func(ms int64) types.TimestampData { return types.TimestampData{Millis: ms} }
	batch := func(fields []plan.Field, kinds []types.RowKind, rows ...[]any) connector.Batch {
		b, err := rowsBatch(rows, fields, memory.DefaultAllocator)
		if err != nil {
			t.Fatal(err)
		}
		b.Kinds = kinds
		return b
	}
	for _, kind := range []plan.JoinKind{plan.JoinInner, plan.JoinLeft} {
		t.Run(kind.String(), func(t *testing.T) {
			n := &plan.TemporalJoin{Kind: kind, Left: &plan.Values{Output: lf}, Right: &plan.Values{Output: rf}, Cond: cond,
				LeftTime: 2, RightTime: 2, RightKey: []int{0}, Output: out}
			o := newTemporalJoin(nil, nil, n, memory.DefaultAllocator)
			consume := func(side int, b connector.Batch) {
				defer b.Record.Release()
				if err := o.consume(side, b); err != nil {
					t.Fatal(err)
				}
			}
			var got strings.Builder
			fire := func(mark int64) {
				res, err := o.fire(mark)
				if err != nil {
					t.Fatal(err)
				}
				defer res.Record.Release()
				for i := range res.Len() {
					row, err := readRow(res, out, i)
					if err != nil {
						t.Fatal(err)
					}
					fmt.Fprintf(&got, "%v id=%v v=%v\n", res.Kind(i), row[1], row[4])
				}
			}
			I, U, B, D := types.Insert, types.UpdateAfter, types.UpdateBefore, types.Delete
			consume(1, batch(rf, []types.RowKind{I, U, B, D, I},
				[]any{int64(1), int64(10), ts(0)}, []any{int64(1), int64(11), ts(10)}, []any{int64(1), int64(10), ts(0)},
				[]any{int64(1), int64(11), ts(20)}, []any{int64(1), int64(13), ts(30)}))
			consume(0, batch(lf, []types.RowKind{I, I, I, I},
				[]any{int64(1), int64(1), ts(5)}, []any{int64(1), int64(2), ts(10)}, []any{int64(1), int64(3), ts(15)},
				[]any{int64(2), int64(7), ts(5)}))
			fire(12)
			consume(0, batch(lf, []types.RowKind{I, I, I, I},
				[]any{int64(1), int64(4), ts(20)}, []any{int64(1), int64(5), ts(25)}, []any{int64(1), int64(6), ts(35)},
				[]any{int64(1), int64(8), ts(3)}))
			fire(math.MaxInt64)
			want := "INSERT id=1 v=10\nINSERT id=2 v=11\nINSERT id=3 v=11\nINSERT id=6 v=13\n"
			if kind == plan.JoinLeft {
				want = "INSERT id=1 v=10\nINSERT id=2 v=11\nINSERT id=7 v=<nil>\nINSERT id=3 v=11\nINSERT id=4 v=<nil>\nINSERT id=5 v=<nil>\nINSERT id=6 v=13\nINSERT id=8 v=<nil>\n"
			}
			if got.String() != want {
				t.Errorf("got\n%swant\n%s", got.String(), want)
			}
		})
	}
}
