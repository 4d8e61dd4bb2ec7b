package print

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/types"
)

func table(partitionKeys []string, opts ...string) *connector.Table {
	t := &catalog.Table{PartitionKeys: partitionKeys}
	t.Schema.Columns = []catalog.Column{{Name: "id", Type: types.Int}, {Name: "k", Type: types.VarChar(types.MaxLength)}}
	t.Options = []catalog.Option{{Key: "connector", Value: "print"}}
	for i := 0; i+1 < len(opts); i += 2 {
		t.Options = append(t.Options, catalog.Option{Key: opts[i], Value: opts[i+1]})
	}
	return &connector.Table{ID: catalog.ObjectIdentifier{Catalog: "default_catalog", Database: "default_database", Object: "p"}, Table: t}
}

var colTypes = []types.Type{types.Int, types.VarChar(types.MaxLength)}

func batch(t *testing.T, kinds []types.RowKind, ids ...int32) connector.Batch {
	t.Helper()
	b := array.NewRecordBuilder(memory.DefaultAllocator, types.ArrowSchema([]string{"id", "k"}, colTypes))
	defer b.Release()
	for _, id := range ids {
		b.Field(0).(*array.Int32Builder).Append(id)
		if id%2 == 0 {
			b.Field(1).AppendNull()
		} else {
			b.Field(1).(*array.StringBuilder).Append("foo")
		}
	}
	return connector.Batch{Record: b.NewRecordBatch(), Kinds: kinds}
}

func run(t *testing.T, tab *connector.Table, env *connector.Env, spec connector.WriteSpec, b connector.Batch) {
	t.Helper()
	sink, err := Factory().CreateSink(tab, env)
	if err != nil {
		t.Fatal(err)
	}
	spec.Types = colTypes
	w, err := sink.Open(context.Background(), spec)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

// Prefixes recorded on Flink 2.3: cases print_parallelism_default_prefix (parallelism.default 2),
// print_static_partition_prefix (static partition) and the cases with print-identifier. Observed
// on Flink 2.3 but in no case: without an identifier the prefixes at parallelism 2 are "1> " and
// "2> " (every print sink in a case has its own identifier); 'sink.parallelism' = '2' gives
// "sp:1> " and "sp:2> " with the rows split two and two, but which subtask gets which rows
// changed from run to run; 'standard-error' = 'true' writes the same lines to stderr.
func TestLines(t *testing.T) {
	cases := []struct {
		name   string
		tab    *connector.Table
		par    int
		static map[string]string
		kinds  []types.RowKind
		stderr bool
		want   string
	}{
		{"no identifier", table(nil), 1, nil, nil, false, "+I[1, foo]\n+I[2, null]\n+I[3, foo]\n+I[4, null]\n"},
		{"identifier", table(nil, "print-identifier", "ids"), 1, nil, nil, false,
			"ids> +I[1, foo]\nids> +I[2, null]\nids> +I[3, foo]\nids> +I[4, null]\n"},
		{"row kinds", table(nil, "print-identifier", "x"), 1, nil,
			[]types.RowKind{types.Insert, types.UpdateBefore, types.UpdateAfter, types.Delete}, false,
			"x> +I[1, foo]\nx> -U[2, null]\nx> +U[3, foo]\nx> -D[4, null]\n"},
		{"parallelism 2", table(nil, "print-identifier", "pid"), 2, nil, nil, false,
			"pid:1> +I[1, foo]\npid:2> +I[2, null]\npid:1> +I[3, foo]\npid:2> +I[4, null]\n"},
		{"parallelism 2 without identifier", table(nil), 2, nil, nil, false,
			"1> +I[1, foo]\n2> +I[2, null]\n1> +I[3, foo]\n2> +I[4, null]\n"},
		{"sink.parallelism 2", table(nil, "print-identifier", "sp", "sink.parallelism", "2"), 1, nil, nil, false,
			"sp:1> +I[1, foo]\nsp:2> +I[2, null]\nsp:1> +I[3, foo]\nsp:2> +I[4, null]\n"},
		{"sink.parallelism 1 overrides", table(nil, "print-identifier", "one", "sink.parallelism", "1"), 4, nil, nil, false,
			"one> +I[1, foo]\none> +I[2, null]\none> +I[3, foo]\none> +I[4, null]\n"},
		{"standard-error", table(nil, "print-identifier", "err", "standard-error", "TRUE"), 1, nil, nil, true,
			"err> +I[1, foo]\nerr> +I[2, null]\nerr> +I[3, foo]\nerr> +I[4, null]\n"},
		{"static partition", table([]string{"k"}, "print-identifier", "pp"), 1, map[string]string{"k": "a"}, nil, false,
			"pp:k=a> +I[1, foo]\npp:k=a> +I[2, null]\npp:k=a> +I[3, foo]\npp:k=a> +I[4, null]\n"},
		{"static partition without identifier", table([]string{"k"}), 1, map[string]string{"k": "a"}, nil, false,
			"k=a> +I[1, foo]\nk=a> +I[2, null]\nk=a> +I[3, foo]\nk=a> +I[4, null]\n"},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		env := &connector.Env{Stdout: &out, Stderr: &errOut, Parallelism: c.par}
		run(t, c.tab, env, connector.WriteSpec{StaticPartition: c.static}, batch(t, c.kinds, 1, 2, 3, 4))
		got, other := out.String(), errOut.String()
		if c.stderr {
			got, other = other, got
		}
		if got != c.want || other != "" {
			t.Errorf("%s:\n got %q (other stream %q)\nwant %q", c.name, got, other, c.want)
		}
	}
}

func TestOptions(t *testing.T) {
	_, err := Factory().CreateSink(table(nil, "bogus", "x"), &connector.Env{})
	want := "Unsupported options found for 'print'.\n\nUnsupported options:\n\nbogus\n\nSupported options:\n\nconnector\n" +
		"print-identifier\nproperty-version\nscan.watermark.alignment.group\nscan.watermark.alignment.max-drift\n" +
		"scan.watermark.alignment.update-interval\nscan.watermark.emit.strategy\nscan.watermark.idle-timeout\n" +
		"sink.parallelism\nstandard-error"
	if err == nil || err.Error() != want || !errors.Is(err, connector.ErrInvalidOptions) {
		t.Errorf("got %v", err)
	}
	_, err = Factory().CreateSink(table(nil, "standard-error", "yes"), &connector.Env{})
	var fe interface{ FlinkClass() string }
	if !errors.As(err, &fe) || fe.FlinkClass() != "java.lang.IllegalArgumentException" ||
		err.Error() != "Unrecognized option for boolean: yes. Expected either true or false(case insensitive)" {
		t.Errorf("got %v", err)
	}
	s, err := Factory().CreateSink(table(nil), &connector.Env{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := s.(connector.Overwriter); ok {
		t.Error("print must not be an Overwriter")
	}
	if p, ok := s.(connector.Partitioner); !ok || !p.SupportsPartitioning() {
		t.Error("print supports partitioning")
	}
	if c, ok := s.(connector.ChangelogConsumer); !ok || !c.ConsumesUpdates() {
		t.Error("print consumes updates")
	}
	if _, err := s.Open(context.Background(), connector.WriteSpec{Overwrite: true}); err == nil || err.Error() !=
		"INSERT OVERWRITE requires that the underlying DynamicTableSink of table 'default_catalog.default_database.p' implements the SupportsOverwrite interface." {
		t.Errorf("overwrite: %v", err)
	}
}

// Two sinks printing to one buffer from two goroutines never interleave within a line.
func TestConcurrentWriters(t *testing.T) {
	var out bytes.Buffer
	var wg sync.WaitGroup
	for _, id := range []string{"a", "b"} {
		sink, err := Factory().CreateSink(table(nil, "print-identifier", id), &connector.Env{Stdout: &out})
		if err != nil {
			t.Fatal(err)
		}
		w, err := sink.Open(context.Background(), connector.WriteSpec{Types: colTypes})
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				if err := w.Write(context.Background(), batch(t, nil, 1, 2, 3)); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 1200 {
		t.Fatalf("%d lines", len(lines))
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "a> +I[") && !strings.HasPrefix(l, "b> +I[") || !strings.HasSuffix(l, "]") {
			t.Fatalf("line %q", l)
		}
	}
}
