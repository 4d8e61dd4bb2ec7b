package engine

import "strings"

// KeyNotNullEnforcer is Flink's table.exec.sink.not-null-enforcer: ERROR (the default) fails on
// a NULL in a NOT NULL column, DROP skips the row.
const KeyNotNullEnforcer = "table.exec.sink.not-null-enforcer"

// dropNulls reports whether sinks drop rows with a NULL in a NOT NULL column instead of failing.
func (te *TableEnvironment) dropNulls() bool {
	return strings.EqualFold(te.config.Get(KeyNotNullEnforcer), "DROP")
}
