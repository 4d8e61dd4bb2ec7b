package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// streamSort is ORDER BY ... LIMIT as Flink's streaming planner keeps it, a SortLimit over an
// Exchange to one task with its rank strategy (appending over an insert-only input,
// retracting otherwise), and LIMIT alone, a Limit over the same Exchange.
func (p *physical) streamSort(n *plan.Sort) (*Node, error) {
	in, err := p.build(n.Input)
	if err != nil {
		return nil, err
	}
	if n.Limit < 0 {
		return nil, notExplainable("ORDER BY without LIMIT in streaming mode")
	}
	var keys []string
	for _, k := range n.Keys {
		r, ok := k.Expr.(*plan.InputRef)
		if !ok {
			return nil, notExplainable("ORDER BY an expression")
		}
		dir := "ASC"
		if k.Descending {
			dir = "DESC"
		}
		keys = append(keys, in.fields[r.Index]+" "+dir)
	}
	bounds := []attr{{"offset", strconv.FormatInt(n.Offset, 10)}, {"fetch", strconv.FormatInt(n.Limit, 10)}}
	single := exchange(in, "single")
	if len(keys) == 0 {
		return &Node{kind: KindLimit, inputs: []*Node{single}, fields: in.fields, types: in.types, attrs: bounds}, nil
	}
	strategy := "RetractStrategy"
	if p.props.ChangelogMode(n.Input).IsInsertOnly() {
		strategy = "AppendFastStrategy"
	}
	attrs := append([]attr{{"orderBy", strings.Join(keys, ", ")}}, bounds...)
	attrs = append(attrs, attr{"strategy", strategy})
	return &Node{kind: KindSortLimit, inputs: []*Node{single}, fields: in.fields, types: in.types, attrs: attrs}, nil
}
