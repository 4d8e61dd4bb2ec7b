package engine

import (
	"maps"
	"slices"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/blackhole"
	"github.com/flinkpad/flinkpad/catalog/connector/datagen"
	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/catalog/connector/filesystem"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka"
	"github.com/flinkpad/flinkpad/catalog/connector/print"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// factories are the connectors Flinkpad has, by their 'connector' option. None reaches the
// network by itself: Kafka tables reach the brokers connector.Env.Topics gives them, the
// session's in-memory broker unless the CLI chose real ones (topics.go).
var factories = map[string]connector.Factory{
	"blackhole":    blackhole.Factory(),
	"datagen":      datagen.Factory(),
	"faker":        faker.Factory(),
	"filesystem":   filesystem.Factory(),
	"kafka":        kafka.Factory(),
	"print":        print.Factory(),
	"upsert-kafka": kafka.UpsertFactory(),
}

// factory finds a table's connector, with Flink's messages for a missing or unknown one.
func factory(t *connector.Table) (connector.Factory, error) {
	id, ok := t.Table.Option("connector")
	if !ok {
		// Recorded by the case error_no_connector_option.
		return nil, connector.NewError(connector.ErrInvalidOptions, connector.ClassValidation,
			"Table options do not contain an option key 'connector' for discovering a connector.")
	}
	f, ok := factories[id]
	if !ok {
		return nil, connector.UnknownConnectorError(id, slices.Collect(maps.Keys(factories)))
	}
	return f, nil
}

// source resolves the connector of a scanned table and checks that batch mode can read it.
func (te *TableEnvironment) source(s *plan.Scan) (connector.Source, error) {
	t := &connector.Table{ID: s.ID, Table: s.Table}
	f, err := factory(t)
	if err != nil {
		return nil, err
	}
	sf, ok := f.(connector.SourceFactory)
	if !ok {
		// Recorded by the case error_print_as_source.
		return nil, connector.NewError(nil, connector.ClassValidation,
			"Connector '%s' can only be used as a sink. It cannot be used as a source.", f.Identifier())
	}
	env := te.env
	env.Streaming = te.config.Streaming()
	src, err := sf.CreateSource(t, &env)
	if err != nil {
		return nil, err
	}
	if !env.Streaming && !src.Bounded() {
		return nil, connector.NewError(nil, connector.ClassValidation,
			"Querying an unbounded table '%s' in batch mode is not allowed. The table source is unbounded.", s.ID)
	}
	return src, nil
}
