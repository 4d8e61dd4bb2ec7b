package filesystem

import (
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/format"
	_ "github.com/flinkpad/flinkpad/catalog/format/all" // every format, by its identifier
	"github.com/flinkpad/flinkpad/engine/types"
)

// Option keys, Flink's FileSystemConnectorOptions and FactoryUtil.FORMAT.
const (
	optPath                 = "path"
	optFormat               = "format"
	optPartitionDefaultName = "partition.default-name"

	defaultPartitionName = "__DEFAULT_PARTITION__"
)

// flinkOptional is FileSystemTableFactory's optionalOptions plus the keys FactoryUtil adds
// (property-version, scan.watermark.*), exactly the "Supported options" list Flink 2.3 prints
// (recorded by the case fs_unknown_option_error). Only path, format and
// partition.default-name change what Flinkpad does; the rest (rolling policy, partition commit,
// compaction, monitoring, parallelism) are accepted and ignored: a bounded job writes one file
// per partition and commits it at the end of input whatever they say.
var flinkOptional = append([]string{
	"auto-compaction",
	"compaction.file-size",
	optPartitionDefaultName,
	"partition.time-extractor.class",
	"partition.time-extractor.kind",
	"partition.time-extractor.timestamp-formatter",
	"partition.time-extractor.timestamp-pattern",
	"sink.parallelism",
	"sink.partition-commit.delay",
	"sink.partition-commit.policy.class",
	"sink.partition-commit.policy.class.parameters",
	"sink.partition-commit.policy.kind",
	"sink.partition-commit.success-file.name",
	"sink.partition-commit.trigger",
	"sink.partition-commit.watermark-time-zone",
	"sink.rolling-policy.check-interval",
	"sink.rolling-policy.file-size",
	"sink.rolling-policy.inactivity-interval",
	"sink.rolling-policy.rollover-interval",
	"sink.shuffle-by-partition.enable",
	"source.monitor-interval",
	"source.path.regex-pattern",
	"source.report-statistics",
}, connector.FactoryHelperOptions...)

// Factory returns the 'filesystem' connector.
func Factory() interface {
	connector.SourceFactory
	connector.SinkFactory
} {
	return &factory{}
}

type factory struct {
	// commitMu serializes commits, so that two INSERTs into one table in a statement set pick
	// distinct part-file numbers.
	commitMu sync.Mutex
}

var (
	_ connector.SourceFactory = (*factory)(nil)
	_ connector.SinkFactory   = (*factory)(nil)
)

func (*factory) Identifier() string { return "filesystem" }

// flinkSpec is the spec Flink validates against.
func flinkSpec() connector.Spec {
	return connector.Spec{Identifier: "filesystem", Required: []string{optPath, optFormat}, Optional: flinkOptional}
}

// Spec lists the options of a filesystem table. Flink skips every key that starts with the
// format's identifier and a dot ("csv.", "json.") when it looks for unsupported keys
// (FileSystemTableFactory.validate calls validateExcept(format + ".")), and the format factory
// does not reject unknown keys of its own either: 'csv.bogus' is accepted. connector.Spec has no
// way to say "skip a prefix", so Spec adds the table's own format-prefixed keys to Optional; the
// factory's own validation (in CreateSource and CreateSink) leaves them out instead, so that its
// "Supported options" list is exactly Flink's.
func (*factory) Spec(t *connector.Table) connector.Spec {
	s := flinkSpec()
	if t == nil || t.Table == nil {
		return s
	}
	opts := t.Table.OptionMap()
	if prefix := formatPrefix(opts); prefix != "" {
		s.Optional = slices.Clone(s.Optional)
		for _, k := range slices.Sorted(maps.Keys(opts)) {
			if strings.HasPrefix(k, prefix) {
				s.Optional = append(s.Optional, k)
			}
		}
	}
	return s
}

func formatPrefix(opts map[string]string) string {
	if f, ok := opts[optFormat]; ok {
		return f + "."
	}
	return ""
}

// table is a validated filesystem table.
type table struct {
	// path is the local path the 'path' option names; pathErr, when set, says why the option
	// names no file system Flinkpad has, for the read or write that opens it.
	path        string
	pathErr     *connector.Error
	defaultName string
	partKeys    []string
	// format reads and writes the data columns: the physical columns but the partition keys.
	format    format.Format
	dataNames []string
	dataTypes []types.Type
}

// resolve validates a table in Flink's order: required and unsupported options (skipping the
// format's own keys), then the format: its identifier, its option values, the column types.
func resolve(t *connector.Table) (*table, error) {
	if t == nil || t.Table == nil {
		return nil, newError(classValidation, "filesystem: no table")
	}
	opts := t.Table.OptionMap()
	checked := maps.Clone(opts)
	if prefix := formatPrefix(opts); prefix != "" {
		maps.DeleteFunc(checked, func(k, _ string) bool { return strings.HasPrefix(k, prefix) })
	}
	if err := flinkSpec().Validate(checked); err != nil {
		return nil, err
	}
	tb := &table{defaultName: defaultPartitionName, partKeys: t.Table.PartitionKeys}
	tb.path, tb.pathErr = localPath(opts[optPath])
	if v, ok := opts[optPartitionDefaultName]; ok {
		tb.defaultName = v
	}
	for _, c := range t.Table.Schema.PhysicalColumns() {
		if !slices.Contains(tb.partKeys, c.Name) {
			tb.dataNames = append(tb.dataNames, c.Name)
			tb.dataTypes = append(tb.dataTypes, c.Type)
		}
	}
	var err error
	if tb.format, err = newFormat(opts[optFormat], opts, tb.dataNames, tb.dataTypes); err != nil {
		return nil, err
	}
	return tb, nil
}

// newFormat finds the format named by the 'format' option. Flink's message for an unknown one
// is the same for reads and writes (cases fs_unknown_format_write_error and fs_unknown_format_read_error).
func newFormat(name string, opts map[string]string, names []string, ts []types.Type) (format.Format, error) {
	f, ok := format.Lookup(name)
	if !ok {
		return nil, newError(classValidation, "Could not find any format factory for identifier '%s' in the classpath.", name)
	}
	own := map[string]string{}
	for k, v := range opts {
		if rest, ok := strings.CutPrefix(k, name+"."); ok {
			own[rest] = v
		}
	}
	cols := make([]format.Column, len(names))
	for i := range names {
		cols[i] = format.Column{Name: names[i], Type: ts[i]}
	}
	return f.Create(own, cols)
}
