package plan

import (
	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// Only the Kafka connectors read and write metadata columns (name TYPE METADATA [FROM 'key']):
// they take a scan's stored columns, metadata included, and check the keys themselves. For
// the other connectors, binding one as a stored column would read a field that is not there,
// or a wrong one, so a table that declares one is refused when it is read or written.
// datagen, which Flink also cannot read metadata from, fails with Flink's message.

// readsMetadata reports whether the table's connector reads and writes metadata columns.
func readsMetadata(t *catalog.Table) bool {
	c, _ := t.Option("connector")
	return c == "kafka" || c == "upsert-kafka"
}

// metadataSourceError is the error for reading table t, at the reference at.
func metadataSourceError(t *catalog.Table, at sql.Node) error {
	if !hasMetadataColumn(t) || readsMetadata(t) {
		return nil
	}
	if connector, _ := t.Option("connector"); connector == "datagen" {
		return validationError(at, "Table 'DataGenTableSource' declares metadata columns, but the underlying "+
			"DynamicTableSource doesn't implement the SupportsReadingMetadata interface. Therefore, metadata "+
			"cannot be read from the given source.")
	}
	return notSupported(at, "reading metadata columns")
}

// metadataSinkError is the error for writing table t, at the target at; VIRTUAL metadata
// columns are not written.
func metadataSinkError(t *catalog.Table, at sql.Node) error {
	if readsMetadata(t) {
		return nil
	}
	for _, c := range t.Schema.Columns {
		if c.Kind == catalog.Metadata && !c.Virtual {
			return notSupported(at, "writing metadata columns")
		}
	}
	return nil
}

// metadataCasts reads the metadata columns of a Kafka table's scan whose declared type is not
// their key's with the key's type (kafka.ReadType), and returns the Project that casts them to
// the declared types, as Flink's DynamicSourceUtils casts them above the scan; nil when no
// column needs it. The connector checks that each cast is possible when it makes the source.
func (b *Binder) metadataCasts(scan *Scan) *Project {
	t := scan.Table
	if !readsMetadata(t) {
		return nil
	}
	var p *Project
	i := 0
	for _, c := range t.Schema.Columns {
		if c.Kind == catalog.Computed {
			continue
		}
		if c.Kind == catalog.Metadata {
			key := c.Key
			if key == "" {
				key = c.Name
			}
			if rt, ok := kafka.ReadType(c.Type, key); ok && !rt.Equal(c.Type) && types.SupportsExplicitCast(rt, c.Type) {
				if p == nil {
					p = &Project{Input: scan}
				}
				scan.Output[i].Type = rt
			}
		}
		i++
	}
	if p == nil {
		return nil
	}
	for i, f := range scan.Output {
		declared := t.Schema.Columns[storedIndex(t, i)].Type
		var e Expr = &InputRef{Index: i, T: f.Type}
		if !f.Type.Equal(declared) {
			e = &Cast{X: e, T: declared, Session: b.sessionOf()}
		}
		p.Exprs = append(p.Exprs, e)
		p.Output = append(p.Output, Field{Name: f.Name, Type: declared})
	}
	return p
}

// storedIndex is the schema position of the i-th stored (non-computed) column.
func storedIndex(t *catalog.Table, i int) int {
	for j, c := range t.Schema.Columns {
		if c.Kind == catalog.Computed {
			continue
		}
		if i == 0 {
			return j
		}
		i--
	}
	return -1
}

func hasMetadataColumn(t *catalog.Table) bool {
	for _, c := range t.Schema.Columns {
		if c.Kind == catalog.Metadata {
			return true
		}
	}
	return false
}
