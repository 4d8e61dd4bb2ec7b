package engine

import "github.com/flinkpad/flinkpad/engine/plan"

// binder is a binder over the environment's catalog, in the session's time zone: the one
// CURRENT_TIMESTAMP, TIMESTAMP_LTZ formatting and FROM_UNIXTIME use; it counts its work on the
// statement's Meter.
func (te *TableEnvironment) binder() *plan.Binder {
	return plan.NewBinder(te.catalog).WithSession(plan.Session{Zone: te.location(), Streaming: te.config.Streaming(),
		DynamicTableOptions: te.config.Get("table.dynamic-table-options.enabled"), SourceChangelog: te.sourceChangelog}).WithWork(te.work).WithScript(te.scriptIdentity())
}

// session is the state the SQL client (its gateway session) keeps between statements, beyond
// the configuration: an open BEGIN STATEMENT SET and the INSERTs queued in it. RunScript reads
// and updates it, so that a caller running one statement at a time (the REPL, the gateway's
// script tests) sees a statement set stay open across calls.
type session struct {
	statementSet *clientStatementSet // nil outside BEGIN STATEMENT SET ... END
}

// scriptIdentity is the script being run, for the binder: nil outside one (a nil *scriptRun
// in an interface would not be nil).
func (te *TableEnvironment) scriptIdentity() any {
	if te.script == nil {
		return nil
	}
	return te.script
}
