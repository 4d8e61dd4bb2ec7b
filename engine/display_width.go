package engine

import (
	"strconv"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

// displayWidthError is how Flink fails a query whose table.display.max-column-width it cannot
// use: Configuration.get's Integer.parseInt, or PrintStyle's check that the width is positive.
func displayWidthError(class, msg string) error { return flinkerr.New(nil, class, msg) }

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
		return 0, displayWidthError(flinkerr.ClassNumberFormat, `For input string: "`+v+`"`)
	}
	if n <= 0 {
		return 0, displayWidthError(flinkerr.ClassIllegalArgument, "maxColumnWidth should be greater than 0")
	}
	return int(n), nil
}
