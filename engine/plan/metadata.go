package plan

import (
	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
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

func hasMetadataColumn(t *catalog.Table) bool {
	for _, c := range t.Schema.Columns {
		if c.Kind == catalog.Metadata {
			return true
		}
	}
	return false
}
