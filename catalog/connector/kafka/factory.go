package kafka

import "github.com/flinkpad/flinkpad/catalog/connector"

// Factory returns the 'kafka' connector.
func Factory() interface {
	connector.SourceFactory
	connector.SinkFactory
} {
	return &factory{}
}

// UpsertFactory returns the 'upsert-kafka' connector.
func UpsertFactory() interface {
	connector.SourceFactory
	connector.SinkFactory
} {
	return &factory{upsert: true}
}

type factory struct{ upsert bool }

var (
	_ connector.SourceFactory = (*factory)(nil)
	_ connector.SinkFactory   = (*factory)(nil)
)

func (f *factory) Identifier() string {
	if f.upsert {
		return "upsert-kafka"
	}
	return "kafka"
}

// Spec lists the options of a table, the formats' own included.
func (f *factory) Spec(t *connector.Table) connector.Spec {
	var opts map[string]string
	if t != nil && t.Table != nil {
		opts = t.Table.OptionMap()
	}
	return spec(f.upsert, opts)
}

// CreateSource validates the table for reading.
func (f *factory) CreateSource(t *connector.Table, env *connector.Env) (connector.Source, error) {
	return newSource(t, env, f.upsert)
}

// CreateSink validates the table for writing.
func (f *factory) CreateSink(t *connector.Table, env *connector.Env) (connector.Sink, error) {
	return newSink(t, env, f.upsert)
}
