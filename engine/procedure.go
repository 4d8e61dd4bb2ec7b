package engine

import (
	"slices"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// Flinkpad's catalogs are all Flink's GenericInMemoryCatalog, which has no procedures: CALL and
// SHOW PROCEDURES fail in it as in Flink (recorded by the cases stmt_call_procedure_* and
// stmt_show_procedures_*).
const inMemoryCatalogClass = "org.apache.flink.table.catalog.GenericInMemoryCatalog"

// callProcedure runs CALL: the procedure's catalog is asked for it, and refuses.
func (te *TableEnvironment) callProcedure(s *sql.CallProcedure) (*TableResult, error) {
	parts := plan.NameParts(s.Name)
	if len(parts) > 3 {
		return nil, unsupportedError("CALL of a procedure named by more than three parts")
	}
	if len(parts) == 3 && !slices.Contains(te.catalog.Catalogs(), parts[0]) {
		// Flink then looks for a function of that name, and fails naming its signature.
		return nil, unsupportedError("CALL of a procedure in a catalog that does not exist")
	}
	return nil, connector.NewError(nil, "java.lang.UnsupportedOperationException",
		"getProcedure is not implemented for class %s.", inMemoryCatalogClass)
}

// showProcedures runs SHOW PROCEDURES, which the in-memory catalog cannot list.
func (te *TableEnvironment) showProcedures(s *sql.ShowProcedures) (*TableResult, error) {
	if s.Database != nil {
		parts := plan.NameParts(s.Database)
		cat, db := te.catalog.CurrentCatalog(), parts[len(parts)-1]
		if len(parts) == 2 {
			cat = parts[0]
		}
		if _, ok := te.catalog.ObjectsIn(cat, db, false); len(parts) > 2 || !ok {
			return nil, unsupportedError("SHOW PROCEDURES of a database that does not exist")
		}
	}
	return nil, connector.NewError(nil, "java.lang.UnsupportedOperationException",
		"listProcedures is not implemented for class %s.", inMemoryCatalogClass)
}
