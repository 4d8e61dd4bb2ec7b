package report

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/sql"
)

// DDLOnly keeps the statements of a script that shape the catalog (CREATE, DROP, USE, SET) and
// drops every other one, so that the page can learn the script's tables for autocomplete without
// running a job. CREATE TABLE ... AS SELECT runs a job and is left out.
func DDLOnly(script string) string {
	var b strings.Builder
	for _, s := range sql.ParseStatements(script) {
		if !shapesCatalog(s.Stmt) {
			continue
		}
		b.WriteString(s.Stmt.String())
		b.WriteString(";\n")
	}
	return b.String()
}

// shapesCatalog reports whether a statement changes what the catalog holds or how names
// resolve, without running a job: the statements DDLOnly keeps and the never-ending-source
// pre-check replays.
func shapesCatalog(s sql.Stmt) bool {
	switch st := s.(type) {
	case *sql.CreateTable:
		return st.AsQuery == nil
	case *sql.CreateView, *sql.CreateDatabase, *sql.UseStmt, *sql.DropStmt, *sql.SetStmt, *sql.ResetStmt,
		*sql.AlterTable, *sql.AlterView, *sql.CreateCatalog, *sql.AlterCatalog, *sql.DropCatalog, *sql.AlterDatabase,
		*sql.LoadModule, *sql.UnloadModule, *sql.UseModules:
		return true
	}
	return false
}
