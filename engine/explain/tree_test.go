package explain

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/phys"
)

// The execution plan of two sinks that share a node prints the node as a block of its own,
// then each sink's tree reading it; one tree marks it where first met.
func TestWriteDAG(t *testing.T) {
	scan := phys.NewNode(phys.KindTableSourceScan, nil)
	agg := phys.NewNode(phys.KindHashAggregate, nil, scan)
	s1 := phys.NewNode(phys.KindSink, []phys.Attr{{Key: "table", Value: "a"}}, phys.NewNode(phys.KindCalc, nil, agg))
	s2 := phys.NewNode(phys.KindSink, []phys.Attr{{Key: "table", Value: "b"}}, agg)
	var b strings.Builder
	writeDAG(nil, &b, []*phys.Node{s1, s2})
	want := `HashAggregate(reuse_id=[1])
+- TableSourceScan

Sink(table=[a])
+- Calc
   +- Reused(reference_id=[1])

Sink(table=[b])
+- Reused(reference_id=[1])
`
	if b.String() != want {
		t.Errorf("got:\n%swant:\n%s", b.String(), want)
	}
	union := phys.NewNode(phys.KindUnion, nil, phys.NewNode(phys.KindCalc, nil, scan),
		phys.NewNode(phys.KindCalc, []phys.Attr{{Key: "select", Value: "b"}}, scan))
	b.Reset()
	writeDAG(nil, &b, []*phys.Node{union})
	want = `Union
:- Calc
:  +- TableSourceScan(reuse_id=[1])
+- Calc(select=[b])
   +- Reused(reference_id=[1])
`
	if b.String() != want {
		t.Errorf("got:\n%swant:\n%s", b.String(), want)
	}
}
