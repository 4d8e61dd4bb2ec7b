package plan

import "github.com/flinkpad/flinkpad/engine/sql"

// refuseSelectClauses refuses the clauses of a SELECT that the binder does not read: query
// hints (/*+ BROADCAST(t) */, STATE_TTL, LOOKUP, ... right after SELECT), which steer Flink's
// join strategies and state, and the WINDOW clause, whose named windows OVER w would use.
// Table hints on a FROM item are read elsewhere.
func refuseSelectClauses(s *sql.Select) error {
	if len(s.Hints) > 0 {
		return notSupported(s.Hints[0], "query hints")
	}
	if len(s.Windows) > 0 {
		return notSupported(s.Windows[0].Name, "the WINDOW clause (named windows)")
	}
	return nil
}
