package engine

import (
	"context"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// StatementSet collects INSERTs to run as one job, as Flink's StatementSet does: adding one
// checks it, Execute submits them all together, so a computation they share can run once.
type StatementSet struct {
	te      *TableEnvironment
	inserts []*sql.InsertStmt
}

// CreateStatementSet returns an empty statement set.
func (te *TableEnvironment) CreateStatementSet() *StatementSet { return &StatementSet{te: te} }

// AddInsertSQL adds an INSERT statement, checking it against the catalog as Flink does when it
// parses it.
func (s *StatementSet) AddInsertSQL(text string) error {
	stmt, err := sql.ParseStatement(text)
	if err != nil {
		return err
	}
	ins, ok := stmt.(*sql.InsertStmt)
	if !ok {
		return apiError(classTable, "Only insert statement is supported now.")
	}
	if err := s.te.validateInsert(ins); err != nil {
		return err
	}
	s.inserts = append(s.inserts, ins)
	return nil
}

// AddInsert adds the INSERT of a table into a target, a table path or a TableDescriptor, as
// Table.ExecuteInsert takes them.
func (s *StatementSet) AddInsert(target any, t *Table, overwrite bool) error {
	if t.err != nil {
		return t.err
	}
	if t.te != s.te {
		return apiError(classValidation, "Only tables that belong to this TableEnvironment can be added to its statement set.")
	}
	ins, err := t.insertStmt(target, overwrite)
	if err != nil {
		return err
	}
	if err := s.te.validateInsert(ins); err != nil {
		return err
	}
	s.inserts = append(s.inserts, ins)
	return nil
}

// Explain returns the plan of the statement set's job, as Flink's explain does.
func (s *StatementSet) Explain() (string, error) { return s.te.explain(s.inserts, nil) }

// Execute submits the INSERTs as one job under ctx and empties the set, as Flink's execute
// does; it returns at once (unless table.dml-sync is true) with the job's result.
func (s *StatementSet) Execute(ctx context.Context) (*TableResult, error) {
	inserts := s.inserts
	s.inserts = nil
	if len(inserts) == 0 {
		return nil, apiError("java.lang.IllegalStateException", "No operators defined in streaming topology. Cannot execute.")
	}
	return s.te.guard(ctx, func() (*TableResult, error) { return s.te.submitInserts(ctx, inserts) })
}

// validateInsert binds an INSERT, under a Meter of its own, to check it against the catalog.
func (te *TableEnvironment) validateInsert(ins *sql.InsertStmt) error {
	_, err := metered(te, context.Background(), func() (*plan.Sink, error) { return te.binder().BindInsert(ins) })
	return err
}
