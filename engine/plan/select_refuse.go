package plan

import "github.com/flinkpad/flinkpad/engine/sql"

// refuseSelectClauses refuses the clauses of a grouped SELECT that the binder does not read: the
// WINDOW clause, whose named windows only a select list without GROUP BY reads (over_named.go). Query hints are read, and refused where they
// steer what Flinkpad does not have, by queryHints (hint_table.go).
func refuseSelectClauses(s *sql.Select) error {
	if len(s.Windows) > 0 {
		return notSupported(s.Windows[0].Name, "the WINDOW clause (named windows) in a query with GROUP BY or aggregates")
	}
	return nil
}
