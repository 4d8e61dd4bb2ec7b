package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/types"
)

// ResolvedSchema is the columns of a table or a result, with their types, like Flink's
// ResolvedSchema of a query.
type ResolvedSchema struct {
	Columns []Column
}

// ColumnNames returns the names of the columns, in order.
func (s ResolvedSchema) ColumnNames() []string {
	names := make([]string, len(s.Columns))
	for i, c := range s.Columns {
		names[i] = c.Name
	}
	return names
}

// ColumnTypes returns the types of the columns, in order.
func (s ResolvedSchema) ColumnTypes() []types.Type {
	ts := make([]types.Type, len(s.Columns))
	for i, c := range s.Columns {
		ts[i] = c.Type
	}
	return ts
}

// String prints the schema as Flink's ResolvedSchema.toString does:
//
//	(
//	  `f0` STRING
//	)
func (s ResolvedSchema) String() string {
	lines := make([]string, len(s.Columns))
	for i, c := range s.Columns {
		lines[i] = catalog.QuoteName(c.Name) + " " + c.Type.String()
	}
	return schemaBlock(lines)
}

func schemaBlock(lines []string) string {
	return "(\n  " + strings.Join(lines, ",\n  ") + "\n)"
}

// Schema declares the columns of a TableDescriptor, like Flink's Schema: physical columns,
// computed columns, metadata columns, a watermark and a primary key, all unresolved until the
// descriptor is used. Types are Flink type strings ("INT", "VARCHAR(10)", "TIMESTAMP(3) NOT
// NULL"), read as Flink's DataTypes parser reads them, and expressions are SQL text. Build one
// with NewSchemaBuilder.
type Schema struct {
	columns    []schemaColumn
	watermarks []schemaWatermark
	primaryKey *catalog.PrimaryKey
}

type schemaColumn struct {
	name string
	kind catalog.ColumnKind
	typ  string // physical and metadata columns
	expr string // computed columns
	key  string // metadata columns: the key after FROM, or ""
	virt bool   // metadata columns
}

type schemaWatermark struct{ column, expr string }

// hasPhysical reports whether the schema declares physical columns; one that does not takes
// them from the query it is written from.
func (s *Schema) hasPhysical() bool {
	for _, c := range s.columns {
		if c.kind == catalog.Physical {
			return true
		}
	}
	return false
}

// String prints the schema as Flink's Schema.toString does, expressions in brackets:
//
//	(
//	  `a` INT,
//	  `c` AS [a + 1],
//	  CONSTRAINT `PK_a` PRIMARY KEY (`a`) NOT ENFORCED
//	)
func (s Schema) String() string {
	var lines []string
	for _, c := range s.columns {
		line := catalog.QuoteName(c.name)
		switch c.kind {
		case catalog.Computed:
			line += " AS [" + c.expr + "]"
		case catalog.Metadata:
			line += " " + c.typ + " METADATA"
			if c.key != "" {
				line += " FROM " + quoteString(c.key)
			}
			if c.virt {
				line += " VIRTUAL"
			}
		default:
			line += " " + c.typ
		}
		lines = append(lines, line)
	}
	for _, w := range s.watermarks {
		lines = append(lines, "WATERMARK FOR "+catalog.QuoteName(w.column)+" AS ["+w.expr+"]")
	}
	if pk := s.primaryKey; pk != nil {
		lines = append(lines, "CONSTRAINT "+catalog.QuoteName(pk.Name)+" PRIMARY KEY ("+quoteNames(pk.Columns)+") NOT ENFORCED")
	}
	return schemaBlock(lines)
}

// SchemaBuilder builds a Schema, as Flink's Schema.newBuilder() does.
type SchemaBuilder struct{ s Schema }

// NewSchemaBuilder starts an empty schema.
func NewSchemaBuilder() *SchemaBuilder { return &SchemaBuilder{} }

// Column declares a physical column of a Flink type, e.g. "STRING" or "DECIMAL(10, 2) NOT NULL".
func (b *SchemaBuilder) Column(name, dataType string) *SchemaBuilder {
	b.s.columns = append(b.s.columns, schemaColumn{name: name, kind: catalog.Physical, typ: dataType})
	return b
}

// ColumnByExpression declares a computed column: its value is the SQL expression, over the
// physical and metadata columns.
func (b *SchemaBuilder) ColumnByExpression(name, expr string) *SchemaBuilder {
	b.s.columns = append(b.s.columns, schemaColumn{name: name, kind: catalog.Computed, expr: expr})
	return b
}

// ColumnByMetadata declares a metadata column read from the connector's metadata key (the
// column's name when key is ""); a virtual one is only read, never written.
func (b *SchemaBuilder) ColumnByMetadata(name, dataType, key string, virtual bool) *SchemaBuilder {
	b.s.columns = append(b.s.columns, schemaColumn{name: name, kind: catalog.Metadata, typ: dataType, key: key, virt: virtual})
	return b
}

// Watermark declares the watermark of a rowtime column, as WATERMARK FOR column AS expr does.
func (b *SchemaBuilder) Watermark(column, expr string) *SchemaBuilder {
	b.s.watermarks = append(b.s.watermarks, schemaWatermark{column, expr})
	return b
}

// PrimaryKey declares a PRIMARY KEY ... NOT ENFORCED named as Flink names it: PK_ and the
// columns joined by "_".
func (b *SchemaBuilder) PrimaryKey(columns ...string) *SchemaBuilder {
	return b.PrimaryKeyNamed("PK_"+strings.Join(columns, "_"), columns...)
}

// PrimaryKeyNamed declares a named PRIMARY KEY ... NOT ENFORCED.
func (b *SchemaBuilder) PrimaryKeyNamed(name string, columns ...string) *SchemaBuilder {
	b.s.primaryKey = &catalog.PrimaryKey{Name: name, Columns: append([]string(nil), columns...)}
	return b
}

// Build returns the schema.
func (b *SchemaBuilder) Build() Schema {
	s := b.s
	s.columns = append([]schemaColumn(nil), s.columns...)
	s.watermarks = append([]schemaWatermark(nil), s.watermarks...)
	return s
}

func quoteNames(names []string) string {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = catalog.QuoteName(n)
	}
	return strings.Join(quoted, ", ")
}

// quoteString is a SQL string literal, quotes doubled, as Flink's escapeSingleQuotes writes it.
func quoteString(s string) string {
	return "'" + strings.ReplaceAll(s, "'", "''") + "'"
}
