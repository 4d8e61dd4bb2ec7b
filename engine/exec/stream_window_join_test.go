package exec

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The window join fires each key's window once the watermark passes its end, in the timer
// heap's order, pads the outer sides' unmatched rows as Flink's processors do (RIGHT iterates
// the right rows), and drops a row whose window fired already, on either side: a case recorded
// from Flink cannot show it, as which rows are late there depends on how the two inputs
// interleave.
func TestWindowJoinFiresAndDropsLateRows(t *testing.T) {
	end := types.Timestamp(3)
	fields := []plan.Field{{Name: "k", Type: types.BigInt}, {Name: "id", Type: types.BigInt}, {Name: "window_end", Type: end}}
	cond := plan.And(call("=", types.Boolean, ref(0, types.BigInt), ref(3, types.BigInt)),
		call("=", types.Boolean, ref(2, end), ref(5, end)))
	ts := func(ms int64) types.TimestampData { return types.TimestampData{Millis: ms} }
	row := func(k, id, e int64) []any { return []any{k, id, ts(e)} }
	want := map[plan.JoinKind]string{
		plan.JoinInner: "1-11 | 4-12",
		plan.JoinLeft:  "1-11 2-nil | 4-12 5-nil",
		plan.JoinRight: "1-11 | 4-12 nil-13",
		plan.JoinFull:  "1-11 2-nil | 4-12 5-nil nil-13",
		plan.JoinSemi:  "1 | 4",
		plan.JoinAnti:  "2 | 5",
	}
	for kind, want := range want {
		t.Run(kind.String(), func(t *testing.T) {
			out := append(append([]plan.Field{}, fields...), fields...)
			if kind == plan.JoinSemi || kind == plan.JoinAnti {
				out = fields
			}
			n := &plan.Join{Kind: kind, Left: &plan.Values{Output: fields}, Right: &plan.Values{Output: fields},
				Cond: cond, Output: out}
			shape := plan.WindowJoinShape{LeftEnd: 2, RightEnd: 2, LeftKeys: []int{0}, RightKeys: []int{0}}
			o, err := newStreamWindowJoin(nil, nil, n, shape, memory.DefaultAllocator)
			if err != nil {
				t.Fatal(err)
			}
			o.ctx = context.Background()
			consume := func(side int, rows ...[]any) {
				b, err := rowsBatch(rows, fields, memory.DefaultAllocator)
				if err != nil {
					t.Fatal(err)
				}
				defer b.Record.Release()
				if err := o.consume(side, b); err != nil {
					t.Fatal(err)
				}
			}
			var got []string
			fire := func(mark int64) {
				o.mark = mark
				res, err := o.fire(mark)
				if err != nil {
					t.Fatal(err)
				}
				defer res.Record.Release()
				var firing []string
				for i := range res.Len() {
					values, err := readRow(res, out, i)
					if err != nil {
						t.Fatal(err)
					}
					if res.Kind(i) != types.Insert {
						t.Errorf("row %v is a %v", values, res.Kind(i))
					}
					s := fmt.Sprint(values[1])
					if len(out) > len(fields) {
						s = fmt.Sprintf("%v-%v", values[1], values[4])
					}
					firing = append(firing, strings.ReplaceAll(s, "<nil>", "nil"))
				}
				got = append(got, strings.Join(firing, " "))
			}
			consume(0, row(1, 1, 10), row(2, 2, 10), row(1, 4, 20))
			consume(1, row(1, 11, 10), row(3, 13, 20))
			fire(9) // window_end 10 fires at 9, the window's last millisecond
			consume(0, row(1, 3, 10), row(2, 5, 20))
			consume(1, row(2, 14, 10), row(1, 12, 20)) // 3 and 14 are late
			fire(math.MaxInt64)
			if s := strings.Join(got, " | "); s != want {
				t.Errorf("got %q, want %q", s, want)
			}
		})
	}
}
