package explain

import (
	"strings"
	"testing"
)

// singleRowJoin is a nested loop join that reads a scan directly and, broadcast, an aggregate
// over that same scan: Flink's plan of WHERE qty > (SELECT AVG(qty) FROM t).
func singleRowJoin() (join, scan *node) {
	scan = &node{name: "TableSourceScan", attrs: []attr{{"table", "[[t]]"}}}
	local := &node{name: "LocalHashAggregate", inputs: []*node{{name: "Calc", inputs: []*node{scan}}}}
	global := &node{name: "HashAggregate", inputs: []*node{exchange(local, "single")}}
	join = &node{name: "NestedLoopJoin", attrs: []attr{{"build", "right"}},
		inputs: []*node{scan, exchange(global, "broadcast")}}
	return join, scan
}

func TestDeadlockBreakupAddsBatchExchange(t *testing.T) {
	join, scan := singleRowJoin()
	resolveConflicts([]*node{join}, endInput, "BATCH")
	probe := join.inputs[0]
	if probe.description() != "Exchange(distribution=[any], shuffle_mode=[BATCH])" || probe.inputs[0] != scan {
		t.Fatalf("probe side is %s, want a BATCH exchange over the scan", probe.description())
	}
	// Both inputs of the join are now exchanges: no MultipleInput is worth making.
	roots := createMultipleInputs([]*node{join})
	if roots[0] != join {
		t.Errorf("root became %s, want the join itself", roots[0].name)
	}
}

func TestMultipleInputOverChainedSource(t *testing.T) {
	scan := &node{name: "TableSourceScan", attrs: []attr{{"table", "[[t]]"}}}
	other := &node{name: "TableSourceScan", attrs: []attr{{"table", "[[u]]"}}}
	join := &node{name: "NestedLoopJoin", attrs: []attr{{"build", "right"}},
		inputs: []*node{scan, exchange(other, "broadcast")}}
	resolveConflicts([]*node{join}, endInput, "BATCH")
	roots := createMultipleInputs([]*node{join})
	mi := roots[0]
	if mi.name != "MultipleInput" || attrOf(mi, "readOrder") != "1,0" {
		t.Fatalf("root is %s, want a MultipleInput reading the broadcast side first", mi.description())
	}
	if want := `[#1] TableSourceScan(table=[[[t]]])`; !strings.Contains(attrOf(mi, "members"), want) {
		t.Errorf("members %s lack %s", attrOf(mi, "members"), want)
	}
}
