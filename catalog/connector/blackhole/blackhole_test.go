package blackhole

import (
	"context"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

func table(opts ...string) *connector.Table {
	t := &catalog.Table{PartitionKeys: []string{"id"}}
	t.Schema.Columns = []catalog.Column{{Name: "id", Type: types.Int}}
	t.Options = []catalog.Option{{Key: "connector", Value: "blackhole"}}
	for i := 0; i+1 < len(opts); i += 2 {
		t.Options = append(t.Options, catalog.Option{Key: opts[i], Value: opts[i+1]})
	}
	return &connector.Table{Table: t}
}

func TestBlackhole(t *testing.T) {
	// Recorded on Flink 2.3 (case blackhole_unknown_option_error).
	_, err := Factory().CreateSink(table("bogus", "x"), nil)
	want := "Unsupported options found for 'blackhole'.\n\nUnsupported options:\n\nbogus\n\nSupported options:\n\nconnector\n" +
		"property-version\nscan.watermark.alignment.group\nscan.watermark.alignment.max-drift\n" +
		"scan.watermark.alignment.update-interval\nscan.watermark.emit.strategy\nscan.watermark.idle-timeout"
	if err == nil || err.Error() != want {
		t.Errorf("got %v", err)
	}
	s, err := Factory().CreateSink(table(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(connector.Overwriter); ok {
		t.Error("blackhole must not be an Overwriter (case blackhole_partition_overwrite_error)")
	}
	if p, ok := s.(connector.Partitioner); !ok || !p.SupportsPartitioning() {
		t.Error("blackhole supports partitioning (case blackhole_partition_overwrite_error)")
	}
	if c, ok := s.(connector.ChangelogConsumer); !ok || !c.ConsumesUpdates() {
		t.Error("blackhole consumes updates")
	}
	b := array.NewRecordBuilder(memory.DefaultAllocator, types.ArrowSchema([]string{"id"}, []types.Type{types.Int}))
	defer b.Release()
	b.Field(0).(*array.Int32Builder).AppendValues([]int32{1, 2, 3}, nil)
	rec := b.NewRecordBatch()
	defer rec.Release()
	for range 2 {
		w, err := s.Open(context.Background(), connector.WriteSpec{Types: []types.Type{types.Int}})
		if err != nil {
			t.Fatal(err)
		}
		for _, kinds := range [][]types.RowKind{nil, {types.UpdateBefore, types.UpdateAfter, types.Delete}} {
			if err := w.Write(context.Background(), connector.Batch{Record: rec, Kinds: kinds}); err != nil {
				t.Fatal(err)
			}
		}
		_ = w.Write(context.Background(), connector.Batch{})
		if got := w.(*Writer).Rows(); got != 6 {
			t.Errorf("writer rows %d", got)
		}
		w.Close()
	}
	if got := s.(*Sink).Rows(); got != 12 {
		t.Errorf("sink rows %d", got)
	}
}
