// Package format holds the row formats that connectors share: one record, a line of a file or
// a Kafka message's key or value, turned into rows and back. The filesystem and Kafka
// connectors look formats up here by their 'format' identifier.
package format

import (
	"errors"
	"fmt"
	"sort"
	"sync"

	"github.com/flinkpad/flinkpad/engine/types"
)

// Column is one field a format reads or writes.
type Column struct {
	Name string
	Type types.Type
}

// Factory makes one format, named by the value of a 'format', 'key.format' or 'value.format'
// option.
type Factory interface {
	// Identifier is the format's name, e.g. "json" or "debezium-json".
	Identifier() string
	// Options lists the option keys the format accepts, without the "<identifier>." prefix
	// that tables write them with (e.g. "ignore-parse-errors").
	Options() []string
	// Create checks the options (keys without their prefix) against the columns and returns
	// the format.
	Create(options map[string]string, columns []Column) (Format, error)
}

// Format encodes and decodes records of one table's columns.
type Format interface {
	// InsertOnly reports whether every record decodes into inserts; the changelog formats
	// (debezium-json, canal-json...) decode updates and deletes too.
	InsertOnly() bool
	// Encode appends one record for a row of the given kind. It has no line terminator.
	Encode(dst []byte, kind types.RowKind, row []any) ([]byte, error)
	// Decode calls emit for each row one record holds, in order: none, one, or two for a
	// changelog format's update.
	Decode(record []byte, emit func(kind types.RowKind, row []any) error) error
}

// ErrFormat marks errors decoding or encoding a record: bad input, a value a format cannot
// write.
var ErrFormat = errors.New("format error")

// FileDecoder is implemented by formats whose records are not one per line, so that a
// connector reading a whole file lets the format split it (csv: a quoted field may hold a line
// break, and errors name the line). Decode stays the way to read one message.
type FileDecoder interface {
	DecodeFile(data []byte, emit func(kind types.RowKind, row []any) error) error
}

// Projector is implemented by formats that convert only the columns a query reads, as Flink's
// csv format does once the planner pushed the projection into the scan: read[i] says whether
// column i is read; the others decode as NULL.
type Projector interface {
	Project(read []bool) Format
}

// WriteChecker is implemented by formats that cannot write every table they read; a sink
// asks it when it is made, where Flink makes the encoding format (debezium-json with
// schema-include).
type WriteChecker interface {
	CheckWrite() error
}

var (
	mu        sync.RWMutex
	factories = map[string]Factory{}
)

// Register makes a format available by its identifier. Formats register from their init.
func Register(f Factory) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := factories[f.Identifier()]; dup {
		panic(fmt.Sprintf("format %q registered twice", f.Identifier()))
	}
	factories[f.Identifier()] = f
}

// Lookup finds a format by its identifier.
func Lookup(identifier string) (Factory, bool) {
	mu.RLock()
	defer mu.RUnlock()
	f, ok := factories[identifier]
	return f, ok
}

// Identifiers lists the registered formats, sorted, for Flink's "Available factory
// identifiers" message.
func Identifiers() []string {
	mu.RLock()
	defer mu.RUnlock()
	ids := make([]string, 0, len(factories))
	for id := range factories {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Metadata is a value a format reads from a record beside the table's columns.
type Metadata struct {
	Key  string
	Type types.Type
}

// MetadataReader is implemented by formats that read metadata (Flink's DecodingFormat with
// listReadableMetadata): the changelog formats' database, table and timestamps. A connector
// offers these keys with its own prefix (Kafka's "value."); Flink's filesystem connector
// offers none of them.
type MetadataReader interface {
	// ReadableMetadata lists the keys in Flink's order, with their types.
	ReadableMetadata() []Metadata
	// WithMetadata returns the format reading keys too: each row it emits then holds their
	// values after the columns, in that order. A key it does not list is an error.
	WithMetadata(keys []string) (Format, error)
}

// ChangelogFactory is implemented by the factories of formats whose records are not all
// inserts (their Format's InsertOnly is false), so that a planner can tell without the
// table's columns.
type ChangelogFactory interface {
	Changelog() bool
}

// IsChangelog reports whether the format of that identifier reads and writes every row kind.
func IsChangelog(identifier string) bool {
	f, ok := Lookup(identifier)
	if !ok {
		return false
	}
	c, ok := f.(ChangelogFactory)
	return ok && c.Changelog()
}
