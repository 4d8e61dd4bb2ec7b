package explain

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/phys"
)

// The execution plan of two sinks that share a node prints the node as a block of its own,
// then each sink's tree reading it; one tree marks it where first met.
func TestWriteDAG(t *testing.T) {
	scan := phys.NewNode("Scan", nil)
	agg := phys.NewNode("Agg", nil, scan)
	s1 := phys.NewNode("Sink", []phys.Attr{{Key: "table", Value: "a"}}, phys.NewNode("Calc", nil, agg))
	s2 := phys.NewNode("Sink", []phys.Attr{{Key: "table", Value: "b"}}, agg)
	var b strings.Builder
	writeDAG(nil, &b, []*phys.Node{s1, s2})
	want := `Agg(reuse_id=[1])
+- Scan

Sink(table=[a])
+- Calc
   +- Reused(reference_id=[1])

Sink(table=[b])
+- Reused(reference_id=[1])
`
	if b.String() != want {
		t.Errorf("got:\n%swant:\n%s", b.String(), want)
	}
	union := phys.NewNode("Union", nil, phys.NewNode("Calc", nil, scan), phys.NewNode("Calc2", nil, scan))
	b.Reset()
	writeDAG(nil, &b, []*phys.Node{union})
	want = `Union
:- Calc
:  +- Scan(reuse_id=[1])
+- Calc2
   +- Reused(reference_id=[1])
`
	if b.String() != want {
		t.Errorf("got:\n%swant:\n%s", b.String(), want)
	}
}
