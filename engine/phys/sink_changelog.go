package phys

import (
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// sinkKind is the changelog a sink consumes: its connector's (sinkKinds), except that a
// filesystem table in a changelog format (debezium-json...) takes every kind, as Flink's
// FileSystemTableSink takes its format's changelog mode (case format_debezium_write_changelog).
func sinkKind(s *plan.Sink) opt.SinkKind {
	id, _ := s.Table.Option("connector")
	if id == "filesystem" {
		if f, _ := s.Table.Option("format"); format.IsChangelog(f) {
			return opt.SinkRetract
		}
	}
	return sinkKinds[id]
}
