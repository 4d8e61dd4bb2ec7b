package plan

import (
	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// insertIntoView is the error of an INSERT whose target is a view. Flink validates the query
// first and finds at translation that a view is no sink: "Sink 'cat.db.v' does not exists"
// (recorded: expect_insert_into_view_error). Flinkpad gives that message only where it knows
// validation passes in Flink: no hints, partition or column list, and a query whose columns
// have the view's types exactly. Any other INSERT into a view is refused, since Flink's
// validator may fail on it first with a message Flinkpad does not know.
func (b *Binder) insertIntoView(s *sql.InsertStmt, id catalog.ObjectIdentifier, view *catalog.View) error {
	refused := notSupported(s.Table, "INSERT into a view")
	if s.Overwrite || len(s.Hints) > 0 || len(s.Partition) > 0 || len(s.Columns) > 0 {
		return refused
	}
	query, err := b.BindQuery(s.Query)
	if err != nil {
		return err
	}
	fields, columns := query.Fields(), view.Schema.Columns
	if len(fields) != len(columns) {
		return refused
	}
	for i, f := range fields {
		if f.Type.String() != columns[i].Type.String() {
			return refused
		}
	}
	return &Error{Pos: s.Table.Pos(), kind: ErrValidation, class: "org.apache.flink.table.api.TableException",
		msg: "Sink '" + id.String() + "' does not exists"}
}
