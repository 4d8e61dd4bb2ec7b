package phys

import (
	"strings"
	"testing"
)

// singleRowJoin is a nested loop join that reads a scan directly and, broadcast, an aggregate
// over that same scan: Flink's plan of WHERE qty > (SELECT AVG(qty) FROM t).
func singleRowJoin() (join, scan *Node) {
	scan = &Node{kind: KindTableSourceScan, attrs: []attr{{"table", "[[t]]"}}}
	local := &Node{kind: KindLocalHashAggregate, inputs: []*Node{{kind: KindCalc, inputs: []*Node{scan}}}}
	global := &Node{kind: KindHashAggregate, inputs: []*Node{exchange(local, "single")}}
	join = &Node{kind: KindNestedLoopJoin, attrs: []attr{{"build", "right"}},
		inputs: []*Node{scan, exchange(global, "broadcast")}}
	return join, scan
}

func TestDeadlockBreakupAddsBatchExchange(t *testing.T) {
	join, scan := singleRowJoin()
	resolveConflicts([]*Node{join}, endInput, "BATCH")
	probe := join.inputs[0]
	if probe.description() != "Exchange(distribution=[any], shuffle_mode=[BATCH])" || probe.inputs[0] != scan {
		t.Fatalf("probe side is %s, want a BATCH exchange over the scan", probe.description())
	}
	// Both inputs of the join are now exchanges: no MultipleInput is worth making.
	roots := createMultipleInputs([]*Node{join})
	if roots[0] != join {
		t.Errorf("root became %s, want the join itself", roots[0].Name())
	}
}

func TestMultipleInputOverChainedSource(t *testing.T) {
	scan := &Node{kind: KindTableSourceScan, attrs: []attr{{"table", "[[t]]"}}}
	other := &Node{kind: KindTableSourceScan, attrs: []attr{{"table", "[[u]]"}}}
	join := &Node{kind: KindNestedLoopJoin, attrs: []attr{{"build", "right"}},
		inputs: []*Node{scan, exchange(other, "broadcast")}}
	resolveConflicts([]*Node{join}, endInput, "BATCH")
	roots := createMultipleInputs([]*Node{join})
	mi := roots[0]
	if mi.kind != KindMultipleInput || attrOf(mi, "readOrder") != "1,0" {
		t.Fatalf("root is %s, want a MultipleInput reading the broadcast side first", mi.description())
	}
	if want := `[#1] TableSourceScan(table=[[[t]]])`; !strings.Contains(attrOf(mi, "members"), want) {
		t.Errorf("members %s lack %s", attrOf(mi, "members"), want)
	}
}

// A sort aggregate fused into a MultipleInput reads its Sort directly; one outside reads it
// through a forward exchange, which Flink adds after making the MultipleInputs.
func TestForwardExchangesAfterMultipleInputs(t *testing.T) {
	scan := &Node{kind: KindTableSourceScan, attrs: []attr{{"table", "[[u]]"}}}
	sort := &Node{kind: KindSort, inputs: []*Node{scan}}
	local := &Node{kind: KindLocalSortAggregate, inputs: []*Node{exchange(sort, "forward")}}
	top := &Node{kind: KindCalc, inputs: []*Node{local}}
	at := stripForwardExchanges([]*Node{top})
	if local.inputs[0] != sort {
		t.Fatalf("the local aggregate reads %s, want the Sort", local.inputs[0].description())
	}
	restoreForwardExchanges([]*Node{top}, at)
	if in := local.inputs[0]; in.description() != "Exchange(distribution=[forward])" || in.inputs[0] != sort {
		t.Errorf("the local aggregate reads %s, want a forward exchange over the Sort", in.description())
	}
	// A consumer no longer in the graph (a member of a MultipleInput) gets none back.
	inner := &Node{kind: KindSortAggregate, inputs: []*Node{exchange(sort, "forward")}}
	at = stripForwardExchanges([]*Node{inner})
	restoreForwardExchanges([]*Node{top}, at)
	if inner.inputs[0] != sort {
		t.Errorf("the fused aggregate reads %s, want the Sort", inner.inputs[0].description())
	}
}
