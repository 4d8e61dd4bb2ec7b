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
		switch st := s.Stmt.(type) {
		case *sql.CreateTable:
			if st.AsQuery != nil {
				continue
			}
		case *sql.CreateView, *sql.CreateDatabase, *sql.UseStmt, *sql.DropStmt, *sql.SetStmt, *sql.ResetStmt:
		default:
			continue
		}
		b.WriteString(s.Stmt.String())
		b.WriteString(";\n")
	}
	return b.String()
}
