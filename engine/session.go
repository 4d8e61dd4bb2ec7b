package engine

import "github.com/flinkpad/flinkpad/engine/plan"

// binder is a binder over the environment's catalog, in the session's time zone: the one
// CURRENT_TIMESTAMP, TIMESTAMP_LTZ formatting and FROM_UNIXTIME use; it counts its work on the
// statement's Meter.
func (te *TableEnvironment) binder() *plan.Binder {
	return plan.NewBinder(te.catalog).WithSession(plan.Session{Zone: te.location(), Streaming: te.config.Streaming(),
		DynamicTableOptions: te.config.Get("table.dynamic-table-options.enabled")}).WithWork(te.work)
}
