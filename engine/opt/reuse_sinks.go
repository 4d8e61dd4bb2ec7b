package opt

import (
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
)

// reuseSinks makes the sinks of a statement set that write one table the same way (same
// overwrite, partition, column list, column types and hinted options) one sink over a UNION ALL of their
// queries, where the first of them was, as Flink's SinkReuser does in batch mode: the table
// gets one writer, and an INSERT OVERWRITE keeps the rows of both.
func reuseSinks(c *Context, roots []plan.Node) []plan.Node {
	first := map[string]int{}
	var out []plan.Node
	for _, r := range roots {
		s, ok := r.(*plan.Sink)
		if !ok {
			out = append(out, r)
			continue
		}
		key := sinkKey(s)
		i, seen := first[key]
		if !seen {
			first[key] = len(out)
			out = append(out, r)
			continue
		}
		merged := *out[i].(*plan.Sink)
		merged.Input = &plan.SetOp{Spanned: s.Spanned, Kind: plan.SetOpUnion, All: true, Left: merged.Input, Right: s.Input, Output: merged.Input.Fields()}
		out[i] = &merged
		c.fire()
	}
	return out
}

func sinkKey(s *plan.Sink) string {
	var types []string
	for _, f := range s.Input.Fields() {
		types = append(types, f.Type.String())
	}
	return fmt.Sprintf("%s|%t|%v|%v|%s|%s", s.ID, s.Overwrite, s.StaticPartition, s.TargetColumns, strings.Join(types, ","),
		plan.HintsText(s.Hints))
}
