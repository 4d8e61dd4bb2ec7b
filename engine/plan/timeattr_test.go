package plan

import (
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// timeCatalog holds ticks(id BIGINT, ts TIMESTAMP(0), pt AS PROCTIME(), WATERMARK FOR ts AS
// ts - INTERVAL '5' SECOND), as the conformance cases stream_time_attributes and
// batch_time_attributes declare it.
func timeCatalog(t *testing.T) *catalog.Manager {
	t.Helper()
	cat := catalog.NewManager()
	id, _ := cat.Qualify([]string{"ticks"})
	table := &catalog.Table{Schema: catalog.Schema{
		Columns: []catalog.Column{
			{Name: "id", Type: types.BigInt},
			{Name: "ts", Type: types.Timestamp(0)},
			{Name: "pt", Type: ProctimeType, Kind: catalog.Computed, Expr: "PROCTIME()"},
		},
		Watermarks: []catalog.Watermark{{Column: "ts", Expr: "`ts` - INTERVAL '5' SECOND", Type: types.Timestamp(0)}},
	}}
	if err := cat.Create(id, table, false); err != nil {
		t.Fatal(err)
	}
	return cat
}

func bindInMode(t *testing.T, cat *catalog.Manager, query string, streaming bool) Node {
	t.Helper()
	stmt, err := sql.ParseStatement(query)
	if err != nil {
		t.Fatal(err)
	}
	n, err := NewBinder(cat).WithSession(Session{Streaming: streaming}).BindQuery(stmt.(*sql.QueryStmt).Query)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// The expected types are Flink's DESCRIBE of views over the table (stream_time_attributes,
// batch_time_attributes).
func TestTimeAttributeTypes(t *testing.T) {
	cat := timeCatalog(t)
	for _, tt := range []struct {
		query     string
		streaming bool
		want      string
	}{
		{"SELECT id, ts, pt, ts + INTERVAL '1' SECOND AS ts2, CAST(ts AS TIMESTAMP(3)) AS ts3 FROM ticks", true,
			"id BIGINT, ts TIMESTAMP(3) *ROWTIME*, pt TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*, ts2 TIMESTAMP(3) *ROWTIME*, ts3 TIMESTAMP(3)"},
		{"SELECT id, ts, pt, ts + INTERVAL '1' SECOND AS ts2 FROM ticks", false,
			"id BIGINT, ts TIMESTAMP(0), pt TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*, ts2 TIMESTAMP(0)"},
		{"SELECT MAX(ts) AS mts, MAX(pt) AS mpt FROM ticks GROUP BY id % 2", true,
			"mts TIMESTAMP(3) *ROWTIME*, mpt TIMESTAMP_LTZ(3) NOT NULL *PROCTIME*"},
	} {
		n := bindInMode(t, cat, tt.query, tt.streaming)
		if got := schemaString(n); got != tt.want {
			t.Errorf("%s (streaming %t):\n got %s\nwant %s", tt.query, tt.streaming, got, tt.want)
		}
	}
}

// In streaming mode a scan of a table with a watermark ends in a WatermarkAssigner over the
// rowtime; in batch mode there is none.
func TestWatermarkAssignerOnlyInStreaming(t *testing.T) {
	cat := timeCatalog(t)
	streaming := bindInMode(t, cat, "SELECT * FROM ticks", true)
	var found *WatermarkAssigner
	var walk func(n Node)
	walk = func(n Node) {
		if w, ok := n.(*WatermarkAssigner); ok {
			found = w
		}
		for _, in := range n.Inputs() {
			walk(in)
		}
	}
	walk(streaming)
	if found == nil || found.Output[found.Rowtime].Name != "ts" || !IsRowtime(found.Output[found.Rowtime].Type) {
		t.Fatalf("streaming plan has no WatermarkAssigner over ts: %#v", found)
	}
	found = nil
	walk(bindInMode(t, cat, "SELECT * FROM ticks", false))
	if found != nil {
		t.Fatal("batch plan has a WatermarkAssigner")
	}
}

func TestDescribedColumnType(t *testing.T) {
	cat := timeCatalog(t)
	id, _ := cat.Qualify([]string{"ticks"})
	obj, _, _ := cat.Lookup(id)
	s := obj.ResolvedSchema()
	if got := DescribedColumnType(s, s.Columns[1], true).String(); got != "TIMESTAMP(0) *ROWTIME*" {
		t.Errorf("streaming: %s", got)
	}
	if got := DescribedColumnType(s, s.Columns[1], false).String(); got != "TIMESTAMP(0)" {
		t.Errorf("batch: %s", got)
	}
}
