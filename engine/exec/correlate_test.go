package exec

import (
	"fmt"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

// unnestRows gives an ARRAY's elements in order, a MULTISET's as often as it holds them, a
// MAP's entries, no row for a NULL collection or a NULL ROW element, and 1-based positions.
func TestUnnestRows(t *testing.T) {
	row := types.RowOf([]string{"a", "b"}, []types.Type{types.Int, types.String})
	cases := []struct {
		name       string
		t          types.Type
		coll       any
		ordinality bool
		want       string
	}{
		{"array", types.ArrayOf(types.String), []any{"a", nil, "b"}, false, "[[a] [<nil>] [b]]"},
		{"array with ordinality", types.ArrayOf(types.String), []any{"a", "b"}, true, "[[a 1] [b 2]]"},
		{"null array", types.ArrayOf(types.String), nil, false, "[]"},
		{"rows", types.ArrayOf(row), []any{[]any{int32(1), "p"}, nil, []any{int32(2), nil}}, false, "[[1 p] [2 <nil>]]"},
		{"map", types.MapOf(types.String, types.Int), []types.MapEntry{{Key: "x", Value: int32(1)}, {Key: "y", Value: nil}}, true,
			"[[x 1 1] [y <nil> 2]]"},
		{"multiset", types.MultisetOf(types.String), []types.MapEntry{{Key: "x", Value: int32(2)}, {Key: nil, Value: int32(1)}}, false,
			"[[x] [x] [<nil>]]"},
	}
	for _, c := range cases {
		rows, err := unnestRows(c.t, c.coll, c.ordinality)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := fmt.Sprint(rows); got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
	if _, err := unnestRows(types.Int, int32(1), false); err == nil {
		t.Error("UNNEST of an INT value gave no error")
	}
}
