package phys

import (
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// sinkKind is the changelog a sink consumes: its connector's (sinkKinds), except that a
// filesystem or kafka table in a changelog format (debezium-json...) takes every kind, as
// Flink's FileSystemTableSink and KafkaDynamicSink take their format's changelog mode (cases
// format_debezium_write_changelog and kafka_debezium_sink_changelog).
func sinkKind(s *plan.Sink) opt.SinkKind {
	id, _ := s.Table.Option("connector")
	switch id {
	case "filesystem":
		if f, _ := s.Table.Option("format"); format.IsChangelog(f) {
			return opt.SinkRetract
		}
	case "kafka":
		f, ok := s.Table.Option("value.format")
		if !ok {
			f, _ = s.Table.Option("format")
		}
		if format.IsChangelog(f) {
			return opt.SinkRetract
		}
	}
	return sinkKinds[id]
}
