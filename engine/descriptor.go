package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// TableDescriptor describes a table backed by a connector, as Flink's TableDescriptor does: a
// schema, connector options, partition keys and a comment. It is a value; ForConnector builds
// one. TableEnvironment.CreateTemporaryTable registers it under a name, FromDescriptor reads it
// and Table.ExecuteInsert writes to it as an inline (anonymous) table.
type TableDescriptor struct {
	schema        *Schema
	options       []catalog.Option // 'connector' first, then in the order given
	partitionKeys []string
	comment       *string
}

// Schema returns the descriptor's schema, if it has one.
func (d TableDescriptor) Schema() (Schema, bool) {
	if d.schema == nil {
		return Schema{}, false
	}
	return *d.schema, true
}

// Options returns the connector options, 'connector' included.
func (d TableDescriptor) Options() map[string]string {
	m := make(map[string]string, len(d.options))
	for _, o := range d.options {
		m[o.Key] = o.Value
	}
	return m
}

// PartitionKeys returns the partition keys.
func (d TableDescriptor) PartitionKeys() []string { return slices.Clone(d.partitionKeys) }

// TableDescriptorBuilder builds a TableDescriptor.
type TableDescriptorBuilder struct{ d TableDescriptor }

// ForConnector starts a descriptor of a table of the given connector, e.g. "datagen".
func ForConnector(connector string) *TableDescriptorBuilder {
	b := &TableDescriptorBuilder{}
	return b.Option("connector", connector)
}

// Schema sets the table's schema.
func (b *TableDescriptorBuilder) Schema(s Schema) *TableDescriptorBuilder {
	b.d.schema = &s
	return b
}

// Option sets a connector option; setting a key again replaces its value.
func (b *TableDescriptorBuilder) Option(key, value string) *TableDescriptorBuilder {
	i := slices.IndexFunc(b.d.options, func(o catalog.Option) bool { return o.Key == key })
	if i >= 0 {
		b.d.options[i].Value = value
	} else {
		b.d.options = append(b.d.options, catalog.Option{Key: key, Value: value})
	}
	return b
}

// Format sets the 'format' option, as Flink's format(String) does.
func (b *TableDescriptorBuilder) Format(format string) *TableDescriptorBuilder {
	return b.Option("format", format)
}

// PartitionedBy adds partition keys.
func (b *TableDescriptorBuilder) PartitionedBy(keys ...string) *TableDescriptorBuilder {
	b.d.partitionKeys = append(b.d.partitionKeys, keys...)
	return b
}

// Comment sets the table's comment.
func (b *TableDescriptorBuilder) Comment(comment string) *TableDescriptorBuilder {
	b.d.comment = &comment
	return b
}

// Build returns the descriptor.
func (b *TableDescriptorBuilder) Build() TableDescriptor {
	d := b.d
	d.options = slices.Clone(d.options)
	d.partitionKeys = slices.Clone(d.partitionKeys)
	return d
}

// errMissingSchema is Flink's message for a descriptor without a schema where one is needed.
func errMissingSchema() error {
	return apiError(classValidation, "Missing schema in TableDescriptor. A schema is typically required. "+
		"It can only be omitted at certain documented locations.")
}

// resolveDescriptor turns a descriptor into a catalog table. It writes the descriptor as the
// CREATE TABLE statement it stands for and binds that, so that a descriptor is checked exactly
// as DDL is; each expression is parsed on its own first, so that a syntax error's position
// counts within the expression, as Flink reports it.
func (te *TableEnvironment) resolveDescriptor(d TableDescriptor) (*catalog.Table, error) {
	if d.schema == nil {
		return nil, errMissingSchema()
	}
	var elems []string
	for _, c := range d.schema.columns {
		name := catalog.QuoteName(c.name)
		switch c.kind {
		case catalog.Computed:
			if _, err := sql.ParseExpr(c.expr); err != nil {
				return nil, apiErrorCausedBy(classValidation, fmt.Sprintf("Invalid expression for computed column '%s'.", c.name), invalidExpr(c.expr, err))
			}
			elems = append(elems, name+" AS "+c.expr+"\n")
		case catalog.Metadata:
			typ, err := typeText(c.typ)
			if err != nil {
				return nil, err
			}
			elem := name + " " + typ + " METADATA"
			if c.key != "" {
				elem += " FROM " + quoteString(c.key)
			}
			if c.virt {
				elem += " VIRTUAL"
			}
			elems = append(elems, elem)
		default:
			typ, err := typeText(c.typ)
			if err != nil {
				return nil, err
			}
			elems = append(elems, name+" "+typ)
		}
	}
	if pk := d.schema.primaryKey; pk != nil {
		for _, k := range pk.Columns {
			if !slices.ContainsFunc(d.schema.columns, func(c schemaColumn) bool { return c.name == k }) {
				return nil, apiError(classValidation, fmt.Sprintf("Invalid primary key '%s'. Column '%s' does not exist.", pk.Name, k))
			}
		}
		elems = append(elems, "CONSTRAINT "+catalog.QuoteName(pk.Name)+" PRIMARY KEY ("+quoteNames(pk.Columns)+") NOT ENFORCED")
	}
	for _, w := range d.schema.watermarks {
		if _, err := sql.ParseExpr(w.expr); err != nil {
			return nil, invalidExpr(w.expr, err)
		}
		elems = append(elems, "WATERMARK FOR "+catalog.QuoteName(w.column)+" AS "+w.expr+"\n")
	}
	var ddl strings.Builder
	ddl.WriteString("CREATE TABLE t (\n" + strings.Join(elems, ",\n") + ")\n")
	if d.comment != nil {
		ddl.WriteString("COMMENT " + quoteString(*d.comment) + "\n")
	}
	if len(d.partitionKeys) > 0 {
		ddl.WriteString("PARTITIONED BY (" + quoteNames(d.partitionKeys) + ")\n")
	}
	var opts []string
	for _, o := range d.options {
		opts = append(opts, quoteString(o.Key)+" = "+quoteString(o.Value))
	}
	ddl.WriteString("WITH (" + strings.Join(opts, ", ") + ")")
	stmt, err := sql.ParseStatement(ddl.String())
	if err != nil {
		return nil, err
	}
	_, table, err := plan.BindCreateTable(stmt.(*sql.CreateTable), te.catalog, newStatementText(ddl.String(), 0))
	return table, err
}

// typeText reads a Flink type string, as Flink's Schema does (VARCHAR alone is VARCHAR(1), not
// the DDL's STRING), and writes it back as DDL means the same type.
func typeText(s string) (string, error) {
	t, err := types.ParseType(s)
	if err != nil {
		return "", err
	}
	return t.String(), nil
}

// registerAnonymous registers an inline table under Flink's name for it, a new one each time:
// *anonymous_<connector>$<n>*.
func (te *TableEnvironment) registerAnonymous(t *catalog.Table) (catalog.ObjectIdentifier, error) {
	n := te.api.anonymous.Add(1)
	name := fmt.Sprintf("*anonymous$%d*", n)
	if c, ok := t.Option("connector"); ok {
		name = fmt.Sprintf("*anonymous_%s$%d*", c, n)
	}
	id := catalog.AnonymousIdentifier(name)
	return id, te.catalog.CreateTemporary(id, t, false)
}

// sinkDescriptor completes the schema of a descriptor a query is written to, as Flink's
// SchemaTranslator does for it: no schema takes the query's columns; a schema without physical
// columns gets the query's columns put first (those of its primary key NOT NULL); a schema with
// physical columns is kept as it is.
func sinkDescriptor(d TableDescriptor, query []plan.Field) TableDescriptor {
	if d.schema != nil && d.schema.hasPhysical() {
		return d
	}
	var declared Schema
	if d.schema != nil {
		declared = *d.schema
	}
	s := Schema{watermarks: declared.watermarks, primaryKey: declared.primaryKey}
	for _, f := range query {
		t := f.Type
		if declared.primaryKey != nil && slices.Contains(declared.primaryKey.Columns, f.Name) {
			t = t.AsNotNull()
		}
		s.columns = append(s.columns, schemaColumn{name: f.Name, kind: catalog.Physical, typ: t.String()})
	}
	s.columns = append(s.columns, declared.columns...)
	d.schema = &s
	return d
}
