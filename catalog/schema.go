package catalog

import (
	"slices"

	"github.com/flinkpad/flinkpad/engine/types"
)

// ColumnKind tells how a column gets its value.
type ColumnKind uint8

// The kinds of column Flink's DDL declares.
const (
	// Physical columns are read from and written to the connector.
	Physical ColumnKind = iota
	// Computed columns are `name AS expr`, evaluated on read and never written.
	Computed
	// Metadata columns are `name TYPE METADATA [FROM 'key'] [VIRTUAL]`.
	Metadata
)

// Column is one column of a table's schema.
type Column struct {
	Name    string
	Type    types.Type
	Kind    ColumnKind
	Expr    string // Computed: the expression as SQL text
	Key     string // Metadata: the key after FROM, or "" for the column name
	Virtual bool   // Metadata: VIRTUAL columns are read-only
	Comment string
}

// Persisted reports whether a sink writes this column: physical columns, and metadata columns
// that are not virtual.
func (c *Column) Persisted() bool {
	return c.Kind == Physical || (c.Kind == Metadata && !c.Virtual)
}

// PrimaryKey is a PRIMARY KEY (...) NOT ENFORCED constraint.
type PrimaryKey struct {
	Name    string // constraint name; Flink generates PK_<hash> when none is given
	Columns []string
}

// Watermark is WATERMARK FOR column AS expr.
type Watermark struct {
	Column string
	Expr   string // SQL text
	Type   types.Type
}

// Schema is the resolved schema of a table or view.
type Schema struct {
	Columns    []Column
	PrimaryKey *PrimaryKey
	Watermarks []Watermark
}

// Column returns the column with the given name, which Flink matches case-sensitively.
func (s *Schema) Column(name string) (*Column, bool) {
	i := slices.IndexFunc(s.Columns, func(c Column) bool { return c.Name == name })
	if i < 0 {
		return nil, false
	}
	return &s.Columns[i], true
}

// PhysicalColumns returns the physical columns, in order.
func (s *Schema) PhysicalColumns() []Column {
	var out []Column
	for _, c := range s.Columns {
		if c.Kind == Physical {
			out = append(out, c)
		}
	}
	return out
}

// PersistedColumns returns the columns an INSERT writes, in order: the sink schema that
// Flink checks a query against.
func (s *Schema) PersistedColumns() []Column {
	var out []Column
	for _, c := range s.Columns {
		if c.Persisted() {
			out = append(out, c)
		}
	}
	return out
}
