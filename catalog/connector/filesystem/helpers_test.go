package filesystem

import (
	"context"
	"errors"
	"io"
	"sort"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/types"
)

func col(name string, t types.Type) catalog.Column { return catalog.Column{Name: name, Type: t} }

func newTable(cols []catalog.Column, parts []string, opts ...string) *connector.Table {
	t := &catalog.Table{Schema: catalog.Schema{Columns: cols}, PartitionKeys: parts}
	for i := 0; i+1 < len(opts); i += 2 {
		t.Options = append(t.Options, catalog.Option{Key: opts[i], Value: opts[i+1]})
	}
	return &connector.Table{Table: t}
}

func batchOf(t *testing.T, cols []catalog.Column, rows [][]any) connector.Batch {
	t.Helper()
	names := make([]string, len(cols))
	ts := make([]types.Type, len(cols))
	for i, c := range cols {
		names[i], ts[i] = c.Name, c.Type
	}
	b := array.NewRecordBuilder(memory.DefaultAllocator, types.ArrowSchema(names, ts))
	defer b.Release()
	for _, r := range rows {
		for i, v := range r {
			if err := types.AppendToBuilder(ts[i], b.Field(i), v); err != nil {
				t.Fatal(err)
			}
		}
	}
	return connector.Batch{Record: b.NewRecordBatch()}
}

// insert runs one INSERT of rows into the table, as the executor would.
func insert(t *testing.T, env *connector.Env, tb *connector.Table, spec connector.WriteSpec, rows [][]any) error {
	t.Helper()
	s, err := Factory().CreateSink(tb, env)
	if err != nil {
		return err
	}
	cols := tb.Table.Schema.PersistedColumns()
	var bcols []catalog.Column
	for _, c := range cols {
		if _, static := spec.StaticPartition[c.Name]; !static {
			bcols = append(bcols, c)
		}
	}
	for _, c := range bcols {
		spec.Types = append(spec.Types, c.Type)
	}
	w, err := s.Open(context.Background(), spec)
	if err != nil {
		return err
	}
	if len(rows) > 0 {
		if err := w.Write(context.Background(), batchOf(t, bcols, rows)); err != nil {
			return err
		}
	}
	return w.Close()
}

// selectAll reads every physical column and formats the rows as Flink prints them, sorted.
func selectAll(t *testing.T, env *connector.Env, tb *connector.Table) ([]string, error) {
	t.Helper()
	src, err := Factory().CreateSource(tb, env)
	if err != nil {
		return nil, err
	}
	cols := tb.Table.Schema.PhysicalColumns()
	idx := make([]int, len(cols))
	ts := make([]types.Type, len(cols))
	for i := range cols {
		idx[i], ts[i] = i, cols[i].Type
	}
	r, err := src.Open(context.Background(), idx)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var out []string
	for {
		b, err := r.Next(context.Background())
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		for i := 0; i < b.Len(); i++ {
			vals := make([]any, len(cols))
			for j := range cols {
				if vals[j], err = types.ValueFromArrow(ts[j], b.Record.Column(j), i); err != nil {
					t.Fatal(err)
				}
			}
			out = append(out, types.FormatRow(types.Insert, ts, vals))
		}
	}
	sort.Strings(out)
	return out, nil
}

// files lists every visible file under root with its lines, sorted, like the conformance
// runner's "@@ files DIR" sections; hidden files and directories are listed too, marked.
func files(t *testing.T, fsys vfs.FS, root string) string {
	t.Helper()
	var sb strings.Builder
	var walk func(dir, rel string)
	walk = func(dir, rel string) {
		es, err := fsys.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range es {
			p, r := dir+"/"+e.Name(), strings.TrimPrefix(rel+"/"+e.Name(), "/")
			if e.IsDir() {
				walk(p, r)
				continue
			}
			rc, err := fsys.Open(p)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := io.ReadAll(rc)
			rc.Close()
			lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
			sort.Strings(lines)
			sb.WriteString(r + ": " + strings.Join(lines, " | ") + "\n")
		}
	}
	walk(root, "")
	return sb.String()
}

func flinkError(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return "<nil>"
	}
	var fe interface{ FlinkClass() string }
	if !errors.As(err, &fe) {
		t.Fatalf("error without FlinkClass: %v (%T)", err, err)
	}
	return fe.FlinkClass() + ": " + err.Error()
}
