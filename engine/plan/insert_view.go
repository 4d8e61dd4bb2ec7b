package plan

import (
	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// insertIntoView is the error of an INSERT whose target is a view. Flink validates the query
// and the column list, and finds at translation that a view is no sink: "Sink 'cat.db.v' does
// not exists", whatever the columns' number and types, with OVERWRITE in either mode, with a
// static PARTITION on a column of the view, and with an OPTIONS hint; an unknown hint fails
// first (recorded: the expect_insert_into_view and expect_insert_overwrite_view cases). What
// Flink's order of checks is not recorded for is refused: a PARTITION on a column the view
// lacks, OPTIONS while dynamic table options are off, and a query error together with an
// unknown target column.
func (b *Binder) insertIntoView(s *sql.InsertStmt, id catalog.ObjectIdentifier, view *catalog.View) error {
	refused := notSupported(s.Table, "INSERT into a view")
	for _, part := range s.Partition {
		if _, ok := view.Schema.Column(part.Column.Name); !ok {
			return refused
		}
	}
	if len(s.Hints) > 0 {
		items, err := parseHints(s.Hints)
		if err != nil {
			return err
		}
		if err := refuseHints(items, hintOptionsName, "on a view"); err != nil {
			return err
		}
		if len(firstOptions(items)) > 0 {
			if enabled, err := b.dynamicTableOptions(s.Hints[0]); err != nil || !enabled {
				return refused
			}
		}
	}
	var unknown *sql.Ident
	for _, col := range s.Columns {
		if _, ok := view.Schema.Column(col.Name); !ok {
			unknown = col
			break
		}
	}
	if _, err := b.BindQuery(s.Query); err != nil {
		if unknown != nil {
			return refused
		}
		return err
	}
	if unknown != nil {
		return validatorError(unknown, "Unknown target column '%s'", unknown.Name)
	}
	return &Error{Pos: s.Table.Pos().ErrorPosition(), Kind: ErrValidation, Class: "org.apache.flink.table.api.TableException",
		Msg: "Sink '" + id.String() + "' does not exists"}
}
