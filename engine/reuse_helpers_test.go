package engine

import (
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

func isScan(n plan.Node) bool {
	_, ok := n.(*plan.Scan)
	return ok
}

// parseOne parses an EXECUTE STATEMENT SET into its INSERTs.
func parseOne(text string) ([]*sql.InsertStmt, error) {
	stmt, err := sql.ParseStatement(text)
	if err != nil {
		return nil, err
	}
	return stmt.(*sql.StatementSet).Inserts, nil
}
