package exec

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TestExpand holds the Expand to Flink's: each row's copies one after the other in the sets'
// order, the keys outside a set NULL (a NULL key stays NULL), $e the set's number, and the
// other fields as they are; keys anywhere in the input (KeyFields) come first.
func TestExpand(t *testing.T) {
	lit := func(v any, ty types.Type, text string) plan.Expr { return &plan.Literal{Value: v, T: ty, Text: text} }
	str := types.String
	values := &plan.Values{
		Rows: [][]plan.Expr{
			{lit(int32(1), types.Int, "1"), lit("x", str, "'x'"), lit(int32(10), types.Int, "10")},
			{lit(nil, types.Int, "NULL"), lit("y", str, "'y'"), lit(int32(20), types.Int, "20")},
		},
		Output: []plan.Field{{Name: "a", Type: types.Int}, {Name: "b", Type: str}, {Name: "c", Type: types.Int}},
	}
	cases := []struct {
		name string
		n    *plan.Expand
		want string
	}{
		{"the first keys", plan.NewExpand(values, 2, [][]int{{0, 1}, {0}, {}}), strings.Join([]string{
			"+I[1, x, 0, 10]", "+I[1, null, 1, 10]", "+I[null, null, 3, 10]",
			"+I[null, y, 0, 20]", "+I[null, null, 1, 20]", "+I[null, null, 3, 20]"}, "\n")},
		{"keys after another field", plan.NewExpandOn(values, []int{1, 2}, [][]int{{1}, {0}}), strings.Join([]string{
			"+I[null, 10, 2, 1]", "+I[x, null, 1, 1]",
			"+I[null, 20, 2, null]", "+I[y, null, 1, null]"}, "\n")},
	}
	for _, c := range cases {
		ctx := context.Background()
		op, err := Build(ctx, c.n, &Env{Connector: &connector.Env{}})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		rows, err := Collect(ctx, op, c.n.Fields(), false)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var ts []types.Type
		for _, f := range c.n.Fields() {
			ts = append(ts, f.Type)
		}
		var got []string
		for _, r := range rows {
			got = append(got, types.FormatRow(r.Kind, ts, r.Values))
		}
		if g := strings.Join(got, "\n"); g != c.want {
			t.Errorf("%s:\n got  %s\n want %s", c.name, g, c.want)
		}
	}
	undecomposed := &plan.Aggregate{Input: values, Keys: 1, GroupSets: [][]int{{0}, {}}, Output: values.Output[:1]}
	if _, err := Build(context.Background(), undecomposed, &Env{Connector: &connector.Env{}}); !errors.Is(err, flinkerr.ErrInternal) {
		t.Errorf("an aggregate with grouping sets built: %v, want an internal error", err)
	}
}
