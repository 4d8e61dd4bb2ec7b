package filesystem

import "github.com/flinkpad/flinkpad/catalog/connector"

// ConsumesInsertsOnly reports whether the sink takes inserts only: it does with an insert-only
// format (csv, json), as Flink's FileSystemTableSink takes the format's changelog mode; a
// changelog format (debezium-json...) writes every kind in its envelope
// (case format_debezium_write_changelog). In streaming mode the planner rejects an updating
// query into an insert-only sink.
func (s *sink) ConsumesInsertsOnly() bool { return s.table.format.InsertOnly() }

// ChangelogMode is the format's: every kind for a changelog format, inserts otherwise.
func (s *source) ChangelogMode() connector.ChangelogMode {
	if s.table.format.InsertOnly() {
		return connector.InsertOnlyMode
	}
	return connector.AllMode
}

var _ connector.ChangelogProducer = (*source)(nil)
