package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// sourceChangelog is what a table's source produces, for the binder: every kind for a source
// that is a connector.ChangelogProducer in AllMode (a filesystem table in a CDC format),
// inserts otherwise. A table whose source cannot be made answers inserts: the error comes
// where the scan runs. An error it returns fails the planning.
func (te *TableEnvironment) sourceChangelog(id catalog.ObjectIdentifier, t *catalog.Table) (plan.ChangelogMode, error) {
	ct := &connector.Table{ID: id, Table: t}
	f, err := factory(ct)
	if err != nil {
		return plan.InsertOnly, nil
	}
	sf, ok := f.(connector.SourceFactory)
	if !ok {
		return plan.InsertOnly, nil
	}
	env := te.env
	env.Streaming = te.config.Streaming()
	src, err := sf.CreateSource(ct, &env)
	if err != nil {
		return plan.InsertOnly, nil
	}
	m := sourceMode(src)
	if m != plan.Retract || !strings.EqualFold(te.config.Get(keyCDCEventsDuplicate), "true") {
		return m, nil
	}
	if t.Schema.PrimaryKey == nil {
		// Case format_debezium_cdc_duplicate_no_key_error.
		return m, flinkerr.Newf(flinkerr.ErrValidation, flinkerr.ClassTable, "Configuration '%s' is enabled which requires "+
			"the changelog sources to define a PRIMARY KEY. However, table '%s' doesn't have a primary key.", keyCDCEventsDuplicate, id)
	}
	// Flink then normalizes the source's changelog by the key (a ChangelogNormalize after a
	// DropUpdateBefore, case format_debezium_cdc_duplicate_option), which Flinkpad lacks:
	// reading the rows as they come would keep duplicated events.
	return m, flinkerr.NotSupported("'table.exec.source.cdc-events-duplicate' = 'true' over a CDC source with a primary key")
}

// keyCDCEventsDuplicate is Flink's option saying a CDC source may deliver an event twice.
const keyCDCEventsDuplicate = "table.exec.source.cdc-events-duplicate"

// sourceMode maps a source's connector.ChangelogMode to the planner's.
func sourceMode(src connector.Source) plan.ChangelogMode {
	p, ok := src.(connector.ChangelogProducer)
	if !ok {
		return plan.InsertOnly
	}
	switch m := p.ChangelogMode(); m {
	case connector.InsertOnlyMode:
		return plan.InsertOnly
	case connector.AllMode:
		return plan.Retract
	case connector.UpsertMode:
		// Flink plans a ChangelogNormalize above an upsert source; that is the upsert
		// sources' own wiring.
		return plan.Upsert
	default:
		panic("engine: a source changelog mode it does not know")
	}
}
