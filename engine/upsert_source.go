package engine

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// upsertSource reports whether a scanned table's source produces an upsert changelog
// (connector.UpsertMode: upsert-kafka), which the optimizer normalizes with a
// ChangelogNormalize. A table whose source cannot be made counts as not: its error comes when
// the job's sources are checked.
func (te *TableEnvironment) upsertSource(s *plan.Scan) bool {
	t := &connector.Table{ID: s.ID, Table: s.Table}
	f, err := factory(t)
	if err != nil {
		return false
	}
	sf, ok := f.(connector.SourceFactory)
	if !ok {
		return false
	}
	env := te.env
	env.Streaming = te.config.Streaming()
	src, err := sf.CreateSource(t, &env)
	if err != nil {
		return false
	}
	p, ok := src.(connector.ChangelogProducer)
	return ok && p.ChangelogMode() == connector.UpsertMode
}
