package engine

import (
	"slices"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/opt"
	"github.com/flinkpad/flinkpad/engine/sql"
	"github.com/flinkpad/flinkpad/engine/types"
)

// KeySQLDialect is Flink's table.sql-dialect; Flinkpad has only the default dialect.
const KeySQLDialect = "table.sql-dialect"

// set runs SET: with a key it checks the value as the gateway does when it sets it, then sets
// it; without, it lists the session's options as the gateway prints them.
func (te *TableEnvironment) set(s *sql.SetStmt) (*TableResult, error) {
	if s.Key == nil {
		return te.listOptions(), nil
	}
	// The gateway trims both, as Config.Set does.
	key, value := strings.TrimSpace(s.Key.Value), strings.TrimSpace(s.Value.Value)
	if err := checkOptionAtSet(key, value); err != nil {
		return nil, err
	}
	te.config.Set(key, value)
	return resultOK(), nil
}

// reset runs RESET: one key back to its default, or every key without one.
func (te *TableEnvironment) reset(s *sql.ResetStmt) (*TableResult, error) {
	if s.Key == nil {
		te.config.Reset("")
	} else {
		te.config.Reset(s.Key.Value)
	}
	return resultOK(), nil
}

// listOptions is SET without a key: every option the session has, by default or set, sorted
// by key, in the gateway's two columns "key" and "value".
func (te *TableEnvironment) listOptions() *TableResult {
	var rows [][]any
	for _, k := range te.config.Keys() {
		rows = append(rows, []any{k, te.config.Get(k)})
	}
	return rowsResult([]Column{{"key", types.String}, {"value", types.String}}, rows)
}

// checkOptionAtSet refuses the values the gateway refuses when it sets them: it builds a table
// environment with the new option, which parses the runtime mode, the SQL dialect and the
// default parallelism (recorded by the cases stmt_set_*_error). Other options are checked
// where they are read, as Flink reads them.
func checkOptionAtSet(key, value string) error {
	switch key {
	case KeyRuntimeMode:
		switch strings.ToUpper(value) {
		case "STREAMING", "BATCH":
			return nil
		case "AUTOMATIC":
			return connector.NewError(nil, classTable,
				"Unsupported mode 'AUTOMATIC' for 'execution.runtime-mode'. Only an explicit BATCH or STREAMING mode is supported in Table API.")
		}
		return connector.NewError(nil, "java.lang.IllegalArgumentException",
			"Could not parse value for enum class org.apache.flink.api.common.RuntimeExecutionMode. Expected one of: [[STREAMING, BATCH, AUTOMATIC]]")
	case KeySQLDialect:
		switch strings.ToUpper(value) {
		case "DEFAULT":
			return nil
		case "HIVE":
			return unsupportedError("the Hive SQL dialect")
		}
		return connector.NewError(nil, "java.lang.IllegalArgumentException",
			"No enum constant org.apache.flink.table.api.SqlDialect.%s", strings.ToUpper(value))
	case KeyParallelism:
		if _, err := strconv.ParseInt(value, 10, 32); err != nil {
			return numberFormatError(value)
		}
	case KeyDisabledPasses:
		return checkDisabledPasses(value)
	}
	return nil
}

// checkDisabledPasses refuses the passes that cannot be switched off: the executor needs them
// to run a plan with Flink's semantics (opt.Optional says why for each), and without them a
// query could run and give wrong rows.
func checkDisabledPasses(value string) error {
	for _, name := range strings.Split(value, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		optional, known := opt.Optional[name]
		if !known {
			var names []string
			for n, o := range opt.Optional {
				if o {
					names = append(names, n)
				}
			}
			slices.Sort(names)
			return connector.NewError(nil, "java.lang.IllegalArgumentException",
				"There is no optimizer pass '%s' that can be switched off; these can: %s.", name, strings.Join(names, ", "))
		}
		if !optional {
			return unsupportedError("switching off the optimizer pass '" + name + "'")
		}
	}
	return nil
}
