package explain

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/engine/phys"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// EXPLAIN JSON_EXECUTION_PLAN adds "== Physical Execution Plan ==": Flink's stream graph of the
// job as JSON, one entry per transformation, in the layout of Jackson's pretty printer. Flink
// numbers the entries and the exec nodes with counters of its JVM, which its own tests blank;
// Flinkpad numbers them from 1. Flinkpad writes it for the chains it has recorded from Flink
// (recordings of JSON_EXECUTION_PLAN over each shape, and table.q of the gateway's tests): a
// datagen or filesystem source, Calc, WatermarkAssigner and DropUpdateBefore operators
// (format_debezium_explain_json_plan), and a blackhole, print or
// unpartitioned filesystem sink (addSink). Other plans fail as not explainable.

// jsonNode is one entry of the stream graph.
type jsonNode struct {
	id, execID  int
	typ, pact   string
	contents    string
	predecessor int // 0 for a source
}

// executionPlanJSON is the stream graph of an execution plan of one chain.
func executionPlanJSON(roots []*phys.Node, streaming bool) (string, error) {
	if len(roots) != 1 {
		return "", phys.DetailNotSupported("JSON_EXECUTION_PLAN", "a statement set")
	}
	var chain []*phys.Node
	for n := roots[0]; ; n = n.Inputs()[0] {
		chain = append([]*phys.Node{n}, chain...)
		if len(n.Inputs()) == 0 {
			break
		}
		if len(n.Inputs()) > 1 {
			return "", phys.DetailNotSupported("JSON_EXECUTION_PLAN", n.Name())
		}
	}
	var out []jsonNode
	add := func(execID int, typ, pact, contents string) {
		prev := 0
		if len(out) > 0 {
			prev = out[len(out)-1].id
		}
		out = append(out, jsonNode{id: len(out) + 1, execID: execID, typ: typ, pact: pact, contents: contents, predecessor: prev})
	}
	for i, n := range chain {
		execID := strconv.Itoa(i + 1)
		switch {
		case i == 0 && n.Kind() == phys.KindTableSourceScan:
			scan, ok := n.Source().(*plan.Scan)
			if !ok {
				return "", phys.DetailNotSupported("JSON_EXECUTION_PLAN", "this source")
			}
			connector, _ := scan.Table.Option("connector")
			if connector != "datagen" && connector != "filesystem" {
				return "", phys.DetailNotSupported("JSON_EXECUTION_PLAN", "a '"+connector+"' source")
			}
			add(i+1, "Source: "+scan.ID.Object+"["+execID+"]", "Data Source", "["+execID+"]:"+n.Description())
		case i > 0 && (n.Kind() == phys.KindCalc || n.Kind() == phys.KindWatermarkAssigner || n.Kind() == phys.KindDropUpdateBefore):
			add(i+1, n.Name()+"["+execID+"]", "Operator", "["+execID+"]:"+n.Description())
		case i > 0 && i == len(chain)-1 && n.Kind() == phys.KindSink:
			sink, ok := n.Source().(*plan.Sink)
			if !ok {
				return "", phys.DetailNotSupported("JSON_EXECUTION_PLAN", "this sink")
			}
			if err := addSink(add, sink, n, i+1, streaming); err != nil {
				return "", err
			}
		default:
			return "", phys.DetailNotSupported("JSON_EXECUTION_PLAN", n.Name())
		}
	}
	return writeStreamGraph(out), nil
}

// addSink adds the transformations Flink runs a sink as: a NotNullEnforcer for NOT NULL
// columns, a StreamRecordTimestampInserter for a rowtime input (streaming mode), then the
// connector's own: a blackhole's Writer, a print sink's "Sink:" node, a filesystem's
// StreamingFileWriter and its end Writer (streaming) or its "Sink: Filesystem" (batch).
func addSink(add func(execID int, typ, pact, contents string), sink *plan.Sink, n *phys.Node, id int, streaming bool) error {
	execID := strconv.Itoa(id)
	connector, _ := sink.Table.Option("connector")
	var notNull []string
	for _, c := range sink.Table.Schema.PersistedColumns() {
		if c.Type.NotNull {
			notNull = append(notNull, c.Name)
		}
	}
	rowtime := -1
	for j, f := range sink.Input.Fields() {
		if f.Type.TimeAttr == types.TimestampRowtime {
			rowtime = j
		}
	}
	switch {
	case connector == "blackhole" && (streaming || rowtime < 0):
	case connector == "print" && rowtime < 0:
	case connector == "filesystem" && rowtime < 0 && len(notNull) == 0 && len(sink.Table.PartitionKeys) == 0:
	default:
		return phys.DetailNotSupported("JSON_EXECUTION_PLAN", "this '"+connector+"' sink")
	}
	if len(notNull) > 0 {
		add(id, "ConstraintEnforcer["+execID+"]", "Operator",
			"["+execID+"]:ConstraintEnforcer[NotNullEnforcer(fields=["+strings.Join(notNull, ", ")+"])]")
	}
	if rowtime >= 0 && streaming {
		add(id, "StreamRecordTimestampInserter["+execID+"]", "Operator",
			"["+execID+"]:StreamRecordTimestampInserter(rowtime field: "+strconv.Itoa(rowtime)+")")
	}
	switch connector {
	case "blackhole":
		writer := sink.ID.Object + "[" + execID + "]: Writer"
		add(id, writer, "Operator", writer)
	case "print":
		add(id, "Sink: "+sink.ID.Object+"["+execID+"]", "Data Sink", "["+execID+"]:"+n.Description())
	case "filesystem":
		if streaming {
			add(id, "StreamingFileWriter", "Operator", "StreamingFileWriter")
			add(id, "end: Writer", "Operator", "end: Writer")
		} else {
			add(id, "Sink: Filesystem", "Data Sink", "Sink: Filesystem")
		}
	}
	return nil
}

// writeStreamGraph prints the entries as Jackson's default pretty printer does.
func writeStreamGraph(nodes []jsonNode) string {
	var b strings.Builder
	b.WriteString("{\n  \"nodes\" : [ ")
	for i, n := range nodes {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("{\n")
		b.WriteString("    \"id\" : " + strconv.Itoa(n.id) + ",\n")
		b.WriteString("    \"type\" : " + jsonString(n.typ) + ",\n")
		b.WriteString("    \"pact\" : " + jsonString(n.pact) + ",\n")
		b.WriteString("    \"contents\" : " + jsonString(n.contents) + ",\n")
		b.WriteString("    \"parallelism\" : 1")
		if n.predecessor > 0 {
			b.WriteString(",\n    \"predecessors\" : [ {\n")
			b.WriteString("      \"id\" : " + strconv.Itoa(n.predecessor) + ",\n")
			b.WriteString("      \"ship_strategy\" : \"FORWARD\",\n")
			b.WriteString("      \"side\" : \"second\"\n")
			b.WriteString("    } ]")
		}
		b.WriteString("\n  }")
	}
	b.WriteString(" ]\n}")
	return b.String()
}

// jsonString quotes s as JSON, leaving <, > and & as they are, as Jackson does.
func jsonString(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(buf.String(), "\n")
}
