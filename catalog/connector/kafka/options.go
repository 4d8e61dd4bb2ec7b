package kafka

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Option keys, Flink's KafkaConnectorOptions.
const (
	optBootstrapServers       = "properties.bootstrap.servers"
	optGroupID                = "properties.group.id"
	optAutoOffsetReset        = "properties.auto.offset.reset"
	optFormat                 = "format"
	optKeyFormat              = "key.format"
	optKeyFields              = "key.fields"
	optKeyFieldsPrefix        = "key.fields-prefix"
	optValueFormat            = "value.format"
	optValueFieldsInclude     = "value.fields-include"
	optTopic                  = "topic"
	optTopicPattern           = "topic-pattern"
	optStartupMode            = "scan.startup.mode"
	optStartupSpecificOffsets = "scan.startup.specific-offsets"
	optStartupTimestamp       = "scan.startup.timestamp-millis"
	optPartitionDiscovery     = "scan.topic-partition-discovery.interval"
	optBoundedMode            = "scan.bounded.mode"
	optBoundedSpecificOffsets = "scan.bounded.specific-offsets"
	optBoundedTimestamp       = "scan.bounded.timestamp-millis"
	optSinkPartitioner        = "sink.partitioner"
	optSinkParallelism        = "sink.parallelism"
	optDeliveryGuarantee      = "sink.delivery-guarantee"
	optTransactionalIDPrefix  = "sink.transactional-id-prefix"
	optSinkSemantic           = "sink.semantic"
	optBufferFlushMaxRows     = "sink.buffer-flush.max-rows"
	optBufferFlushInterval    = "sink.buffer-flush.interval"

	propertiesPrefix = "properties."
)

// kafkaOptional is KafkaDynamicTableFactory.optionalOptions.
var kafkaOptional = []string{
	optFormat, optKeyFormat, optKeyFields, optKeyFieldsPrefix, optValueFormat, optValueFieldsInclude,
	optTopic, optTopicPattern, optGroupID, optStartupMode, optStartupSpecificOffsets, optPartitionDiscovery,
	optStartupTimestamp, optSinkPartitioner, optSinkParallelism, optDeliveryGuarantee, optTransactionalIDPrefix,
	optSinkSemantic, optBoundedMode, optBoundedSpecificOffsets, optBoundedTimestamp,
}

// upsertOptional is UpsertKafkaDynamicTableFactory.optionalOptions; its required options are
// the servers, the topic and both formats.
var upsertOptional = []string{
	optKeyFieldsPrefix, optValueFieldsInclude, optSinkParallelism, optBufferFlushInterval, optBufferFlushMaxRows,
	optBoundedMode, optBoundedSpecificOffsets, optBoundedTimestamp, optDeliveryGuarantee, optTransactionalIDPrefix,
}

// Enum values, in the order of Flink's enums, which its parse error lists.
var (
	startupModes   = []string{"earliest-offset", "latest-offset", "group-offsets", "timestamp", "specific-offsets"}
	boundedModes   = []string{"unbounded", "latest-offset", "group-offsets", "timestamp", "specific-offsets"}
	fieldsIncludes = []string{"ALL", "EXCEPT_KEY"}
	guarantees     = []string{"exactly-once", "at-least-once", "none"}
)

const enumPrefix = "org.apache.flink.streaming.connectors.kafka.table.KafkaConnectorOptions$"

// table is a validated kafka or upsert-kafka table.
type table struct {
	id       catalog.ObjectIdentifier
	upsert   bool
	servers  string
	props    map[string]string // the properties.* options, without the prefix
	topics   []string
	pattern  *regexp.Regexp
	physical []catalog.Column
	stored   []catalog.Column // physical and metadata columns, in schema order: a scan's columns
	keyFmt   format.Format    // nil without a key format
	valueFmt format.Format
	// valueMeta are the value format's metadata keys the table reads ("source.timestamp" for
	// a column FROM 'value.source.timestamp'), in the order the format appends them to a row.
	valueMeta []string
	keyIdx    []int // physical column of each key format field
	valueIdx  []int // physical column of each value format field

	startup        string
	startupTS      int64
	startupOffsets map[int32]int64
	bounded        string
	boundedTS      int64
	boundedOffsets map[int32]int64

	partitioner   string // "default", "fixed" or "round-robin"
	flushMaxRows  int
	flushInterval int64 // milliseconds
}

// spec is the options the factory accepts for a table: its own, Flink's helper options, and
// those of the formats the table names with their prefixes. properties.* keys are skipped
// (validateExcept("properties.")).
func spec(upsert bool, opts map[string]string) connector.Spec {
	s := connector.Spec{Identifier: "kafka", Required: []string{optBootstrapServers}}
	s.Optional = append(slices.Clone(kafkaOptional), connector.FactoryHelperOptions...)
	formatKeys := []string{optFormat, optKeyFormat, optValueFormat}
	if upsert {
		s.Identifier = "upsert-kafka"
		s.Required = []string{optBootstrapServers, optTopic, optKeyFormat, optValueFormat}
		s.Optional = append(slices.Clone(upsertOptional), connector.FactoryHelperOptions...)
		formatKeys = []string{optKeyFormat, optValueFormat}
	}
	for _, k := range formatKeys {
		id, ok := opts[k]
		if !ok {
			continue
		}
		f, ok := format.Lookup(id)
		if !ok {
			continue
		}
		prefix := strings.TrimSuffix(k, optFormat) + id + "."
		for _, o := range f.Options() {
			s.Optional = append(s.Optional, prefix+o)
		}
	}
	return s
}

// resolve validates a table in the order of Flink's factories: the formats, the options no
// one consumes, then the topic, startup, bounded and key options.
func resolve(t *connector.Table, upsert, sink bool) (*table, error) {
	if t == nil || t.Table == nil {
		return nil, runError(classTable, "kafka: no table")
	}
	opts := t.Table.OptionMap()
	tb := &table{id: t.ID, upsert: upsert, props: map[string]string{}, partitioner: "default"}
	for _, c := range t.Table.Schema.Columns {
		switch c.Kind {
		case catalog.Physical:
			tb.physical = append(tb.physical, c)
			tb.stored = append(tb.stored, c)
		case catalog.Metadata:
			tb.stored = append(tb.stored, c)
		case catalog.Computed:
		default:
			return nil, runError(classTable, "kafka: column '%s' of an unknown kind", c.Name)
		}
	}
	kind := "scan"
	if sink {
		kind = "sink"
	}
	// The formats are discovered first: an unknown one fails before any option check.
	keyID, hasKey := opts[optKeyFormat]
	valueKey := optValueFormat
	valueID, hasValue := opts[optValueFormat]
	if f, ok := opts[optFormat]; ok && !upsert {
		valueKey, valueID, hasValue = optFormat, f, true
	}
	var keyFactory, valueFactory format.Factory
	if hasKey {
		f, err := lookupFormat(keyID)
		if err != nil {
			return nil, err
		}
		keyFactory = f
	} else if upsert {
		return nil, missingRequired(opts, upsert)
	}
	if !hasValue {
		if upsert {
			return nil, missingRequired(opts, upsert)
		}
		return nil, optionError(classValidation, "Could not find required %s format '%s'.", kind, optValueFormat)
	}
	valueFactory, err := lookupFormat(valueID)
	if err != nil {
		return nil, err
	}
	checked := maps.Clone(opts)
	maps.DeleteFunc(checked, func(k, _ string) bool { return strings.HasPrefix(k, propertiesPrefix) && k != optBootstrapServers })
	if err := spec(upsert, opts).Validate(checked); err != nil {
		return nil, err
	}
	tb.servers = opts[optBootstrapServers]
	for k, v := range opts {
		if strings.HasPrefix(k, propertiesPrefix) {
			tb.props[strings.TrimPrefix(k, propertiesPrefix)] = v
		}
	}
	if err := tb.topicOptions(opts, sink); err != nil {
		return nil, err
	}
	pk := t.Table.Schema.PrimaryKey
	if upsert {
		if pk == nil || len(pk.Columns) == 0 {
			return nil, optionError(classValidation, "'upsert-kafka' tables require to define a PRIMARY KEY constraint. "+
				"The PRIMARY KEY specifies which columns should be read from or write to the Kafka message key. "+
				"The PRIMARY KEY also defines records in the 'upsert-kafka' table should update or delete on which keys.")
		}
	} else if pk != nil && len(pk.Columns) > 0 {
		// Every format Flinkpad has for Kafka values decodes inserts only, which cannot keep a key.
		if vf, err := valueFactory.Create(formatOptions(opts, valueKey, valueID), nil); err == nil && vf.InsertOnly() {
			return nil, optionError(classValidation, "The Kafka table '%s' with '%s' format doesn't support defining PRIMARY KEY constraint"+
				" on the table, because it can't guarantee the semantic of primary key.", t.ID, valueID)
		}
	}
	if !sink || upsert {
		if err := tb.scanOptions(opts); err != nil {
			return nil, err
		}
	}
	if sink {
		if err := tb.sinkOptions(opts); err != nil {
			return nil, err
		}
	}
	keyFields := splitList(opts[optKeyFields])
	_, hasKeyFields := opts[optKeyFields]
	if upsert {
		keyFields, hasKeyFields = pk.Columns, true
	}
	if err := tb.projections(opts, hasKey, keyFields, hasKeyFields); err != nil {
		return nil, err
	}
	prefix := opts[optKeyFieldsPrefix]
	if keyFactory != nil {
		cols := make([]format.Column, len(tb.keyIdx))
		for i, p := range tb.keyIdx {
			cols[i] = format.Column{Name: strings.TrimPrefix(tb.physical[p].Name, prefix), Type: tb.physical[p].Type}
		}
		if tb.keyFmt, err = keyFactory.Create(formatOptions(opts, optKeyFormat, keyID), cols); err != nil {
			return nil, err
		}
		if !tb.keyFmt.InsertOnly() {
			if upsert {
				return nil, optionError(classValidation, "'upsert-kafka' connector doesn't support '%s' as key format, "+
					"because '%s' is not in insert-only mode.", keyID, keyID)
			}
			return nil, optionError(classValidation, "A key format should only deal with INSERT-only records. "+
				"But %s has a changelog mode of [INSERT, UPDATE_BEFORE, UPDATE_AFTER, DELETE].", keyID)
		}
	}
	cols := make([]format.Column, len(tb.valueIdx))
	for i, p := range tb.valueIdx {
		cols[i] = format.Column{Name: tb.physical[p].Name, Type: tb.physical[p].Type}
	}
	if tb.valueFmt, err = valueFactory.Create(formatOptions(opts, valueKey, valueID), cols); err != nil {
		return nil, err
	}
	if upsert && !tb.valueFmt.InsertOnly() {
		return nil, optionError(classValidation, "'upsert-kafka' connector doesn't support '%s' as value format, "+
			"because '%s' is not in insert-only mode.", valueID, valueID)
	}
	if !sink {
		if err := tb.readValueMetadata(); err != nil {
			return nil, err
		}
	}
	return tb, nil
}

func missingRequired(opts map[string]string, upsert bool) error {
	return spec(upsert, opts).Validate(opts)
}

func lookupFormat(id string) (format.Factory, error) {
	f, ok := format.Lookup(id)
	if !ok {
		return nil, optionError(classValidation, "Could not find any format factory for identifier '%s' in the classpath.", id)
	}
	return f, nil
}

// formatOptions are the options of the format that key names ("format", "key.format" or
// "value.format"), without their prefix: 'json.x' for format, 'key.json.x' for key.format.
func formatOptions(opts map[string]string, key, id string) map[string]string {
	prefix := strings.TrimSuffix(key, optFormat) + id + "."
	out := map[string]string{}
	for k, v := range opts {
		if strings.HasPrefix(k, prefix) {
			out[strings.TrimPrefix(k, prefix)] = v
		}
	}
	return out
}

// splitList splits a List<String> option, whose items Flink separates with ';'.
func splitList(v string) []string {
	if v == "" {
		return nil
	}
	return strings.Split(v, ";")
}

func (tb *table) topicOptions(opts map[string]string, sink bool) error {
	topic, hasTopic := opts[optTopic]
	pattern, hasPattern := opts[optTopicPattern]
	if tb.upsert {
		tb.topics = splitList(topic)
		if len(tb.topics) > 1 {
			return optionError(classValidation, "The 'upsert-kafka' connector doesn't support topic list now. "+
				"Please use single topic as the value of the parameter 'topic'.")
		}
		return nil
	}
	if hasTopic && hasPattern {
		return optionError(classValidation, "Option 'topic' and 'topic-pattern' shouldn't be set together.")
	}
	if !hasTopic && !hasPattern {
		return optionError(classValidation, "Either 'topic' or 'topic-pattern' must be set.")
	}
	if hasTopic {
		tb.topics = splitList(topic)
		if sink && len(tb.topics) != 1 {
			return optionError(classValidation, "Flink Kafka sink currently only supports single topic, but got topic: %s.", strings.Join(tb.topics, ";"))
		}
		return nil
	}
	if sink {
		return optionError(classValidation, "Flink Kafka sink currently only supports single topic, but got topic-pattern: %s.", pattern)
	}
	// Java's Pattern.matches: the whole topic name matches.
	re, err := regexp.Compile("^(?:" + pattern + ")$")
	if err != nil {
		// Go's RE2 lacks some of Java's regex features (lookaround, backreferences).
		return flinkerr.NotSupported(fmt.Sprintf("the topic-pattern %q (%v)", pattern, err))
	}
	tb.pattern = re
	return nil
}

// enumOption reads an enum option the way Flink's configuration does: case-insensitively, with
// its IllegalArgumentException otherwise.
func enumOption(opts map[string]string, key, def, class string, values []string) (string, error) {
	v, ok := opts[key]
	if !ok {
		return def, nil
	}
	for _, e := range values {
		if strings.EqualFold(e, v) {
			return e, nil
		}
	}
	return "", optionError(classIllegalArgument, "Could not parse value for enum class %s. Expected one of: [[%s]]", class, strings.Join(values, ", "))
}

func longOption(opts map[string]string, key string) (int64, error) {
	v := strings.TrimSpace(opts[key])
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, optionError(classNumberFormat, "For input string: \"%s\"", v)
	}
	return n, nil
}

func (tb *table) scanOptions(opts map[string]string) error {
	var err error
	tb.startup = "earliest-offset" // upsert-kafka always reads from the earliest offset
	if !tb.upsert {
		if tb.startup, err = enumOption(opts, optStartupMode, "group-offsets", enumPrefix+"ScanStartupMode", startupModes); err != nil {
			return err
		}
		switch tb.startup {
		case "timestamp":
			if _, ok := opts[optStartupTimestamp]; !ok {
				return optionError(classValidation, "'%s' is required in '%s' startup mode but missing.", optStartupTimestamp, "timestamp")
			}
			if tb.startupTS, err = longOption(opts, optStartupTimestamp); err != nil {
				return err
			}
		case "specific-offsets":
			if tb.startupOffsets, err = tb.specificOffsets(opts, optStartupSpecificOffsets, "startup"); err != nil {
				return err
			}
		}
	}
	if tb.bounded, err = enumOption(opts, optBoundedMode, "unbounded", enumPrefix+"ScanBoundedMode", boundedModes); err != nil {
		return err
	}
	switch tb.bounded {
	case "timestamp":
		if _, ok := opts[optBoundedTimestamp]; !ok {
			return optionError(classValidation, "'%s' is required in '%s' bounded mode but missing.", optBoundedTimestamp, "timestamp")
		}
		if tb.boundedTS, err = longOption(opts, optBoundedTimestamp); err != nil {
			return err
		}
	case "specific-offsets":
		if tb.boundedOffsets, err = tb.specificOffsets(opts, optBoundedSpecificOffsets, "bounded"); err != nil {
			return err
		}
	}
	return nil
}

// specificOffsets parses 'partition:0,offset:42;partition:1,offset:300', Flink's
// parseSpecificOffsets, after its checks that the option is there and names one topic.
func (tb *table) specificOffsets(opts map[string]string, key, mode string) (map[int32]int64, error) {
	v, ok := opts[key]
	if !ok {
		return nil, optionError(classValidation, "'%s' is required in '%s' %s mode but missing.", key, "specific-offsets", mode)
	}
	if len(tb.topics) != 1 {
		return nil, optionError(classValidation, "Currently Kafka source only supports specific offset for single topic.")
	}
	bad := optionError(classValidation, "Invalid properties '%s' should follow the format "+
		"'partition:0,offset:42;partition:1,offset:300', but is '%s'.", key, v)
	out := map[int32]int64{}
	// Java's String.split drops trailing empty strings.
	pairs := strings.Split(v, ";")
	for len(pairs) > 0 && pairs[len(pairs)-1] == "" {
		pairs = pairs[:len(pairs)-1]
	}
	if len(pairs) == 0 {
		return nil, bad
	}
	for _, pair := range pairs {
		kv := strings.Split(pair, ",")
		if !strings.Contains(pair, ",") || len(kv) != 2 || !strings.HasPrefix(kv[0], "partition:") || !strings.HasPrefix(kv[1], "offset:") {
			return nil, bad
		}
		p, err1 := strconv.ParseInt(kv[0][len("partition:"):], 10, 32)
		o, err2 := strconv.ParseInt(kv[1][len("offset:"):], 10, 64)
		if err1 != nil || err2 != nil {
			return nil, bad
		}
		out[int32(p)] = o
	}
	return out, nil
}

func (tb *table) sinkOptions(opts map[string]string) error {
	if v, ok := opts[optSinkSemantic]; ok {
		if !slices.Contains(guarantees, strings.ReplaceAll(strings.ToLower(v), "_", "-")) {
			return optionError(classIllegalArgument, "No enum constant org.apache.flink.connector.base.DeliveryGuarantee.%s",
				strings.ReplaceAll(strings.ToUpper(v), "-", "_"))
		}
	}
	g, err := enumOption(opts, optDeliveryGuarantee, "at-least-once", "org.apache.flink.connector.base.DeliveryGuarantee", guarantees)
	if err != nil {
		return err
	}
	if !tb.upsert {
		if p, ok := opts[optSinkPartitioner]; ok {
			_, hasKeyFields := opts[optKeyFields]
			switch {
			case p == "round-robin" && hasKeyFields:
				return optionError(classValidation, "Currently 'round-robin' partitioner only works when option 'key.fields' is not specified.")
			case p == "":
				return optionError(classValidation, "Option '%s' should be a non-empty string.", optSinkPartitioner)
			case p == "default" || p == "fixed" || p == "round-robin":
				tb.partitioner = p
			default:
				// Flink loads any other value as a partitioner class; Flinkpad has none to load.
				return optionError(classClassNotFound, "%s", p)
			}
		}
	}
	if g == "exactly-once" {
		if _, ok := opts[optTransactionalIDPrefix]; !ok {
			return optionError(classValidation, "%s must be specified when using DeliveryGuarantee.EXACTLY_ONCE.", optTransactionalIDPrefix)
		}
	}
	if tb.upsert {
		if v, ok := opts[optBufferFlushMaxRows]; ok {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 32)
			if err != nil {
				return optionError(classNumberFormat, "For input string: \"%s\"", strings.TrimSpace(v))
			}
			tb.flushMaxRows = int(n)
		}
		if v, ok := opts[optBufferFlushInterval]; ok {
			ms, err := parseDuration(v)
			if err != nil {
				return err
			}
			tb.flushInterval = ms
		}
		if (tb.flushMaxRows > 0) != (tb.flushInterval > 0) {
			return optionError(classValidation, "'%s' and '%s' must be set to be greater than zero together to enable sink buffer flushing.",
				optBufferFlushMaxRows, optBufferFlushInterval)
		}
	}
	return nil
}

// parseDuration reads a Duration option as Flink's TimeUtils.parseDuration: a number and an
// optional unit (ms, s, min, h, d and their long forms); no unit is milliseconds.
func parseDuration(v string) (int64, error) {
	s := strings.TrimSpace(v)
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, optionError(classNumberFormat, "text does not start with a number")
	}
	n, err := strconv.ParseInt(s[:i], 10, 64)
	if err != nil {
		return 0, optionError(classNumberFormat, "The value '%s' cannot be re represented as 64bit number (numeric overflow).", s[:i])
	}
	unit := strings.ToLower(strings.TrimSpace(s[i:]))
	mult := map[string]int64{
		"": 1, "ms": 1, "milli": 1, "millis": 1, "millisecond": 1, "milliseconds": 1,
		"s": 1000, "sec": 1000, "secs": 1000, "second": 1000, "seconds": 1000,
		"m": 60000, "min": 60000, "mins": 60000, "minute": 60000, "minutes": 60000,
		"h": 3600000, "hour": 3600000, "hours": 3600000,
		"d": 86400000, "day": 86400000, "days": 86400000,
	}
	if u, ok := mult[unit]; ok {
		return n * u, nil
	}
	if unit == "ns" || unit == "us" || strings.HasPrefix(unit, "nano") || strings.HasPrefix(unit, "micro") || unit == "µs" {
		return 0, nil
	}
	return 0, optionError(classIllegalArgument, "Time interval unit label '%s' does not match any of the recognized units: "+
		"DAYS: (d | day | days), HOURS: (h | hour | hours), MINUTES: (m | min | minute | minutes), "+
		"SECONDS: (s | sec | secs | second | seconds), MILLISECONDS: (ms | milli | millis | millisecond | milliseconds), "+
		"MICROSECONDS: (µs | micro | micros | microsecond | microseconds), NANOSECONDS: (ns | nano | nanos | nanosecond | nanoseconds)", unit)
}

// projections are Flink's createKeyFormatProjection and createValueFormatProjection.
func (tb *table) projections(opts map[string]string, hasKeyFormat bool, keyFields []string, hasKeyFields bool) error {
	names := make([]string, len(tb.physical))
	for i, c := range tb.physical {
		names[i] = c.Name
	}
	if !hasKeyFormat && hasKeyFields {
		return optionError(classValidation, "The option '%s' can only be declared if a key format is defined using '%s'.", optKeyFields, optKeyFormat)
	}
	if hasKeyFormat && len(keyFields) == 0 {
		return optionError(classValidation, "A key format '%s' requires the declaration of one or more of key fields using '%s'.", optKeyFormat, optKeyFields)
	}
	prefix := opts[optKeyFieldsPrefix]
	for _, f := range keyFields {
		pos := slices.Index(names, f)
		if pos < 0 {
			return optionError(classValidation, "Could not find the field '%s' in the table schema for usage in the key format. "+
				"A key field must be a regular, physical column. The following columns can be selected in the '%s' option:\n[%s]",
				f, optKeyFields, strings.Join(names, ", "))
		}
		if !strings.HasPrefix(f, prefix) {
			return optionError(classValidation, "All fields in '%s' must be prefixed with '%s' when option '%s' "+
				"is set but field '%s' is not prefixed.", optKeyFields, prefix, optKeyFieldsPrefix, f)
		}
		tb.keyIdx = append(tb.keyIdx, pos)
	}
	strategy, err := enumOption(opts, optValueFieldsInclude, "ALL", enumPrefix+"ValueFieldsStrategy", fieldsIncludes)
	if err != nil {
		return err
	}
	for i := range tb.physical {
		if strategy == "EXCEPT_KEY" && slices.Contains(tb.keyIdx, i) {
			continue
		}
		tb.valueIdx = append(tb.valueIdx, i)
	}
	if strategy == "ALL" && prefix != "" {
		return optionError(classValidation, "A key prefix is not allowed when option '%s' is set to '%s'. "+
			"Set it to '%s' instead to avoid field overlaps.", optValueFieldsInclude, "ALL", "EXCEPT_KEY")
	}
	return nil
}
