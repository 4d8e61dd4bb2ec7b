package engine

import (
	"slices"
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// checkSinkUpsertKey fails an updating streaming INSERT into a table with a primary key when
// no upsert key of the query lies within that key, as Flink 2.3 does by default
// (table.exec.sink.require-on-conflict): rows with different upsert keys could then map to
// one primary key. Flinkpad has no ON CONFLICT clause yet, so the check always applies. An
// upsert-kafka sink consumes upserts whatever its input (Flink's UpsertKafkaDynamicSink answers
// ChangelogMode.upsert()), so an insert-only query into it, whose upsert key is none, fails too
// (case upsert_kafka_error_insert_without_on_conflict).
func checkSinkUpsertKey(sink *plan.Sink) error {
	pk := sink.Table.Schema.PrimaryKey
	if pk == nil {
		return nil
	}
	if id, _ := sink.Table.Option("connector"); id != "upsert-kafka" && opt.ChangelogMode(sink.Input).IsInsertOnly() {
		return nil
	}
	columns := sink.Table.Schema.PersistedColumns()
	var pkIndexes []int
	for _, name := range pk.Columns {
		pkIndexes = append(pkIndexes, slices.IndexFunc(columns, func(c catalog.Column) bool { return c.Name == name }))
	}
	keys := opt.UpsertKeys(sink.Input)
	for _, key := range keys {
		inside := true
		for _, i := range key {
			inside = inside && slices.Contains(pkIndexes, i)
		}
		if inside {
			return nil
		}
	}
	// Flink prints an insert-only query's upsert keys, which it does not derive, as none, and
	// an updating query's empty set as nothing (cases upsert_kafka_error_insert_without_on_conflict
	// and stream_sink_pk_join_no_key_error).
	upsertKey := ""
	if opt.ChangelogMode(sink.Input).IsInsertOnly() {
		upsertKey = "none"
	} else if len(keys) > 0 {
		var names []string
		for _, i := range keys[0] {
			names = append(names, columns[i].Name)
		}
		upsertKey = "[" + strings.Join(names, ", ") + "]"
	}
	return connector.NewError(nil, connector.ClassValidation,
		"The query has an upsert key that differs from the primary key of the sink table '%s'. Primary key: [%s], upsert key: %s. "+
			"This can lead to non-deterministic results when multiple records with different upsert keys map to the same primary key. "+
			"Please specify an ON CONFLICT clause to define how conflicts should be handled: "+
			"ON CONFLICT DO DEDUPLICATE (update to the latest record, state intensive, since we need to keep the entire history), or "+
			"ON CONFLICT DO ERROR (fail on conflict), or ON CONFLICT DO NOTHING (keep first record).",
		sink.ID.String(), strings.Join(pk.Columns, ", "), upsertKey)
}
