package engine

import (
	"strconv"

	"github.com/flinkpad/flinkpad/engine/types"
)

// displayWidthError is how Flink fails a query whose table.display.max-column-width it cannot
// use: Configuration.get's Integer.parseInt, or PrintStyle's check that the width is positive.
type displayWidthError struct{ class, msg string }

func (e *displayWidthError) Error() string      { return e.msg }
func (e *displayWidthError) FlinkClass() string { return e.class }

// displayMaxColumnWidth is table.display.max-column-width as Flink reads it to print a query,
// once the query is planned and before it runs (TableEnvironmentImpl.executeQueryOperation);
// a query does not run with a width Flink rejects.
func (te *TableEnvironment) displayMaxColumnWidth() (int, error) {
	v := te.config.Get(KeyMaxColumnWidth)
	if v == "" {
		return types.DefaultMaxColumnWidth, nil
	}
	n, err := strconv.ParseInt(v, 10, 32)
	if err != nil {
		return 0, &displayWidthError{"java.lang.NumberFormatException", `For input string: "` + v + `"`}
	}
	if n <= 0 {
		return 0, &displayWidthError{"java.lang.IllegalArgumentException", "maxColumnWidth should be greater than 0"}
	}
	return int(n), nil
}
