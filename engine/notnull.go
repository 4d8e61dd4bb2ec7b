package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/engine/exec"
	"github.com/flinkpad/flinkpad/engine/plan"
)

// KeyNotNullEnforcer is Flink's table.exec.sink.not-null-enforcer: ERROR (the default) fails on
// a NULL in a NOT NULL column, DROP skips the row.
const KeyNotNullEnforcer = "table.exec.sink.not-null-enforcer"

// enforcerError is Flink's sink constraint failure.
type enforcerError struct{ column string }

func (e *enforcerError) Error() string {
	return "Column '" + e.column + "' is NOT NULL, however, a null value is being written into it. " +
		"You can set job configuration '" + KeyNotNullEnforcer + "'='DROP' to suppress this exception and drop such records silently."
}

func (e *enforcerError) FlinkClass() string {
	return "org.apache.flink.table.runtime.operators.sink.constraint.EnforcerException"
}

// enforceNotNull applies Flink's sink NOT NULL check, which its collect sink applies to query
// results too: an expression typed NOT NULL can still produce NULL at run time (a DECIMAL
// overflow), and Flink then fails the job or drops the row (recorded by the case
// decimal_overflow_not_null).
func (te *TableEnvironment) enforceNotNull(fields []plan.Field, rows []exec.Row) ([]exec.Row, error) {
	drop := strings.EqualFold(te.config.Get(KeyNotNullEnforcer), "DROP")
	kept := rows[:0]
	for _, r := range rows {
		ok := true
		for c, f := range fields {
			if r.Values[c] == nil && !f.Type.Nullable() {
				if !drop {
					return nil, &enforcerError{column: f.Name}
				}
				ok = false
				break
			}
		}
		if ok {
			kept = append(kept, r)
		}
	}
	return kept, nil
}
