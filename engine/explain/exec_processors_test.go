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

// A sort aggregate fused into a MultipleInput reads its Sort directly; one outside reads it
// through a forward exchange, which Flink adds after making the MultipleInputs.
func TestForwardExchangesAfterMultipleInputs(t *testing.T) {
	scan := &node{name: "TableSourceScan", attrs: []attr{{"table", "[[u]]"}}}
	sort := &node{name: "Sort", inputs: []*node{scan}}
	local := &node{name: "LocalSortAggregate", inputs: []*node{exchange(sort, "forward")}}
	top := &node{name: "Calc", inputs: []*node{local}}
	at := stripForwardExchanges([]*node{top})
	if local.inputs[0] != sort {
		t.Fatalf("the local aggregate reads %s, want the Sort", local.inputs[0].description())
	}
	restoreForwardExchanges([]*node{top}, at)
	if in := local.inputs[0]; in.description() != "Exchange(distribution=[forward])" || in.inputs[0] != sort {
		t.Errorf("the local aggregate reads %s, want a forward exchange over the Sort", in.description())
	}
	// A consumer no longer in the graph (a member of a MultipleInput) gets none back.
	inner := &node{name: "SortAggregate", inputs: []*node{exchange(sort, "forward")}}
	at = stripForwardExchanges([]*node{inner})
	restoreForwardExchanges([]*node{top}, at)
	if inner.inputs[0] != sort {
		t.Errorf("the fused aggregate reads %s, want the Sort", inner.inputs[0].description())
	}
}
