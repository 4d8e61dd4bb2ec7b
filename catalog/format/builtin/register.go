package builtin

import (
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/types"
)

// The formats that read and write one row per record (csv, json) keep the shape they had in
// the filesystem connector: a format made from its options, then an encoder and a decoder for
// the table's columns. lineFactory turns one into a format.Factory.

// rowFormat is a format of one row per record, made from its options.
type rowFormat interface {
	// encoder writes rows of the given columns.
	encoder(names []string, ts []types.Type) (encoder, error)
	// decoder reads rows of the given columns.
	decoder(names []string, ts []types.Type) (decoder, error)
}

type encoder interface {
	// appendRow appends one record, with its line terminator.
	appendRow(dst []byte, row []any) ([]byte, error)
}

type decoder interface {
	// decode calls emit for each row of a file's content, in order.
	decode(data []byte, emit func(row []any) error) error
}

func init() {
	format.Register(&lineFactory{id: "csv", options: csvOptions, make: newCSVFormat})
	format.Register(&lineFactory{id: "json", options: jsonOptions, make: newJSONFormat})
}

// lineFactory is the factory of csv or json. Their option code reads keys with the
// "<identifier>." prefix, as tables write them, so Create puts it back.
type lineFactory struct {
	id      string
	options []string
	make    func(opts map[string]string) (rowFormat, error)
}

func (f *lineFactory) Identifier() string { return f.id }
func (f *lineFactory) Options() []string  { return f.options }

func (f *lineFactory) Create(options map[string]string, columns []format.Column) (format.Format, error) {
	prefixed := make(map[string]string, len(options))
	for k, v := range options {
		prefixed[f.id+"."+k] = v
	}
	rf, err := f.make(prefixed)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(columns))
	ts := make([]types.Type, len(columns))
	for i, c := range columns {
		names[i], ts[i] = c.Name, c.Type
	}
	enc, err := rf.encoder(names, ts)
	if err != nil {
		return nil, err
	}
	dec, err := rf.decoder(names, ts)
	if err != nil {
		return nil, err
	}
	return &lineFormat{enc: enc, dec: dec}, nil
}

// lineFormat is an insert-only format of one row per record.
type lineFormat struct {
	enc encoder
	dec decoder
}

var (
	_ format.FileDecoder = (*lineFormat)(nil)
	_ format.Projector   = (*lineFormat)(nil)
)

func (*lineFormat) InsertOnly() bool { return true }

// Encode writes an insert; these formats have no row kinds, and connectors that give them
// other kinds are refused before they run (their sinks consume inserts only).
func (l *lineFormat) Encode(dst []byte, kind types.RowKind, row []any) ([]byte, error) {
	if kind != types.Insert {
		return dst, formatError(classIllegalState, "format accepts inserts only, got %s", kind.ShortString())
	}
	n := len(dst)
	dst, err := l.enc.appendRow(dst, row)
	if err != nil {
		return dst, err
	}
	if len(dst) > n && dst[len(dst)-1] == '\n' {
		dst = dst[:len(dst)-1]
	}
	return dst, nil
}

func (l *lineFormat) Decode(record []byte, emit func(kind types.RowKind, row []any) error) error {
	return l.DecodeFile(record, emit)
}

func (l *lineFormat) DecodeFile(data []byte, emit func(kind types.RowKind, row []any) error) error {
	return l.dec.decode(data, func(row []any) error { return emit(types.Insert, row) })
}

func (l *lineFormat) Project(read []bool) format.Format {
	if p, ok := l.dec.(interface{ projected([]bool) decoder }); ok {
		return &lineFormat{enc: l.enc, dec: p.projected(read)}
	}
	return l
}
