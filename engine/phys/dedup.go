package phys

import (
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// dedup prints a streaming Rank that Flink runs as a deduplication. Flink's physical plan keeps
// the Rank (AppendFastStrategy, an event-time order key marked ROWTIME); its execution plan
// prints StreamExecDeduplicate: Deduplicate(keep=[FirstRow], key=[k], order=[PROCTIME],
// outputInsertOnly=[true]), insert-only when it keeps each key's first row.
func (p *physical) dedup(n *plan.Rank, d opt.Dedup, in *Node, fields, partition, order []string, dist string) *Node {
	below := exchange(in, dist)
	if !p.exec {
		if d.Rowtime {
			order = prefixed(order, "")
			for i := range order {
				order[i] = "ROWTIME " + order[i]
			}
		}
		attrs := []attr{{"strategy", "AppendFastStrategy"}, {"rankType", n.Func},
			{"rankRange", "rankStart=" + strconv.FormatInt(n.Start, 10) + ", rankEnd=" + strconv.FormatInt(n.End, 10)},
			{"partitionBy", strings.Join(partition, ", ")}, {"orderBy", strings.Join(order, ", ")},
			{"select", strings.Join(fields, ", ")}}
		return &Node{kind: KindRank, inputs: []*Node{below}, fields: fields, source: n, attrs: attrs}
	}
	keep, time := "FirstRow", "PROCTIME"
	if d.KeepLast {
		keep = "LastRow"
	}
	if d.Rowtime {
		time = "ROWTIME"
	}
	attrs := []attr{{"keep", keep}, {"key", strings.Join(partition, ", ")}, {"order", time},
		{"outputInsertOnly", strconv.FormatBool(!d.KeepLast)}}
	return &Node{kind: KindDeduplicate, inputs: []*Node{below}, fields: fields, source: n, attrs: attrs}
}
