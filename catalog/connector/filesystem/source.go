package filesystem

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/catalog/vfs"
	"github.com/flinkpad/flinkpad/engine/types"
)

// batchRows is the most rows a source batch holds.
const batchRows = 1024

// CreateSource validates the table and returns its bounded source.
func (*factory) CreateSource(t *connector.Table, env *connector.Env) (connector.Source, error) {
	tb, err := resolve(t)
	if err != nil {
		return nil, err
	}
	cols := t.Table.Schema.PhysicalColumns()
	s := &source{table: tb, cols: cols, alloc: memory.DefaultAllocator}
	if env != nil {
		s.fs = env.FS
		if env.Alloc != nil {
			s.alloc = env.Alloc
		}
	}
	if s.fs == nil {
		return nil, newError(classTable, "filesystem: no file system")
	}
	for i, c := range cols {
		if !slices.Contains(tb.partKeys, c.Name) {
			s.dataIdx = append(s.dataIdx, i)
		}
	}
	return s, nil
}

type source struct {
	fs      vfs.FS
	table   *table
	cols    []catalog.Column
	alloc   memory.Allocator
	dataIdx []int // physical column index of each file column
}

// Bounded: a filesystem table without source.monitor-interval is read once.
func (*source) Bounded() bool { return true }

// partFile is a data file and the partition values of its directory.
type partFile struct {
	path   string
	values map[string]any
}

// Open lists the files to read. A partition directory whose value is partition.default-name
// (a NULL partition value) fails as Flink 2.3 fails at planning: FileSystemTableSource cannot
// make a path from the null value, with TableException "Path should not be null or empty: null"
// (case partition_default_name_null), whatever the query filters.
func (s *source) Open(ctx context.Context, columns []int) (connector.Reader, error) {
	for _, c := range columns {
		if c < 0 || c >= len(s.cols) {
			return nil, newError(classTable, "filesystem: column %d out of range", c)
		}
	}
	if s.table.pathErr != nil {
		return nil, s.table.pathErr
	}
	files, err := s.listFiles()
	if err != nil {
		return nil, err
	}
	names := make([]string, len(columns))
	ts := make([]types.Type, len(columns))
	for i, c := range columns {
		names[i], ts[i] = s.cols[c].Name, s.cols[c].Type
	}
	dec := s.table.format
	if p, ok := dec.(format.Projector); ok {
		read := make([]bool, len(s.dataIdx))
		for i, c := range s.dataIdx {
			read[i] = slices.Contains(columns, c)
		}
		dec = p.Project(read)
	}
	return &reader{src: s, dec: dec, files: files, columns: columns, names: names, types: ts}, nil
}

func hidden(name string) bool { return strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") }

func (s *source) listFiles() ([]partFile, error) {
	root := s.table.path
	var out []partFile
	var walk func(dir string, depth int, values map[string]any) error
	walk = func(dir string, depth int, values map[string]any) error {
		entries, err := s.fs.ReadDir(dir)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return newError(classIO, "%v", err)
		}
		for _, e := range entries {
			name := e.Name()
			if hidden(name) {
				continue
			}
			p := path.Join(dir, name)
			if depth < len(s.table.partKeys) {
				if !e.IsDir() {
					continue
				}
				key := s.table.partKeys[depth]
				k, v, ok := strings.Cut(name, "=")
				if !ok || unescapePathName(k) != key {
					continue
				}
				v = unescapePathName(v)
				if v == s.table.defaultName {
					return newError(classTable, "Path should not be null or empty: null")
				}
				col, _ := s.colType(key)
				typed, err := restorePartitionValue(v, col)
				if err != nil {
					return err
				}
				next := make(map[string]any, len(values)+1)
				for kk, vv := range values {
					next[kk] = vv
				}
				next[key] = typed
				if err := walk(p, depth+1, next); err != nil {
					return err
				}
				continue
			}
			if e.IsDir() {
				if err := walk(p, depth, values); err != nil {
					return err
				}
				continue
			}
			out = append(out, partFile{path: p, values: values})
		}
		return nil
	}
	if isFile(s.fs, root) {
		// 'path' may name one file, as Flink's file source accepts.
		return []partFile{{path: root}}, nil
	}
	if err := walk(root, 0, nil); err != nil {
		return nil, err
	}
	return out, nil
}

// isFile reports whether p is a file rather than a directory.
func isFile(fsys vfs.FS, p string) bool {
	if _, err := fsys.ReadDir(p); err == nil || errors.Is(err, fs.ErrNotExist) {
		return false
	}
	rc, err := fsys.Open(p)
	if err != nil {
		return false
	}
	_ = rc.Close()
	return true
}

func (s *source) colType(name string) (types.Type, bool) {
	for _, c := range s.cols {
		if c.Name == name {
			return c.Type, true
		}
	}
	return types.String, false
}

// reader decodes one file at a time and hands out its rows in batches.
type reader struct {
	src     *source
	dec     format.Format
	files   []partFile
	columns []int
	names   []string
	types   []types.Type
	rows    [][]any // decoded rows of the current file, already projected
	kinds   []types.RowKind
	closed  bool
}

func (r *reader) Next(ctx context.Context) (connector.Batch, error) {
	for len(r.rows) == 0 {
		if r.closed || len(r.files) == 0 {
			return connector.Batch{}, io.EOF
		}
		if err := ctx.Err(); err != nil {
			return connector.Batch{}, err
		}
		f := r.files[0]
		r.files = r.files[1:]
		if err := r.load(f); err != nil {
			return connector.Batch{}, err
		}
	}
	n := min(len(r.rows), batchRows)
	rows, kinds := r.rows[:n], r.kinds[:n]
	r.rows, r.kinds = r.rows[n:], r.kinds[n:]
	b := array.NewRecordBuilder(r.src.alloc, types.ArrowSchema(r.names, r.types))
	defer b.Release()
	for _, row := range rows {
		for i, v := range row {
			if err := types.AppendToBuilder(r.types[i], b.Field(i), v); err != nil {
				return connector.Batch{}, err
			}
		}
	}
	out := connector.Batch{Record: b.NewRecordBatch()}
	if slices.ContainsFunc(kinds, func(k types.RowKind) bool { return k != types.Insert }) {
		out.Kinds = kinds
	}
	return out, nil
}

func (r *reader) load(f partFile) error {
	rc, err := r.src.fs.Open(f.path)
	if err != nil {
		return newError(classIO, "%v", err)
	}
	data, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		return newError(classIO, "%v", err)
	}
	// Position of each physical column in a decoded file row, -1 for partition columns.
	pos := make(map[int]int, len(r.src.dataIdx))
	for i, c := range r.src.dataIdx {
		pos[c] = i
	}
	emit := func(kind types.RowKind, row []any) error {
		out := make([]any, len(r.columns))
		for i, c := range r.columns {
			if j, ok := pos[c]; ok {
				out[i] = row[j]
			} else {
				out[i] = f.values[r.src.cols[c].Name]
			}
		}
		r.rows = append(r.rows, out)
		r.kinds = append(r.kinds, kind)
		return nil
	}
	return decodeFile(r.dec, data, emit)
}

// decodeFile reads a file's content: whole, when the format splits it itself, else one record
// per line, as Flink's DeserializationSchemaAdapter reads a file with a DeserializationSchema
// (a trailing line feed ends the last record; no record follows it).
func decodeFile(f format.Format, data []byte, emit func(types.RowKind, []any) error) error {
	if fd, ok := f.(format.FileDecoder); ok {
		return fd.DecodeFile(data, emit)
	}
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if err := f.Decode(line, emit); err != nil {
			return err
		}
	}
	return nil
}

func (r *reader) Close() error {
	r.closed = true
	r.rows, r.kinds, r.files = nil, nil, nil
	return nil
}
