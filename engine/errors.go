package engine

import (
	"errors"
	"fmt"
	"strings"

	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// ErrNotSupported matches every error for a statement Flink accepts and Flinkpad cannot run yet.
var ErrNotSupported = plan.ErrNotSupported

// classParse is the class of Flink's syntax errors, as the SQL client shows the root cause.
const classParse = "org.apache.flink.sql.parser.impl.ParseException"

// flinkClassed is implemented by errors that know the Java class Flink raises for them.
type flinkClassed interface {
	FlinkClass() string
}

// FlinkMessage renders an error as Flink's SQL client prints the reason of a failed statement:
// "class: message" of the deepest cause.
func FlinkMessage(err error) string {
	var parse *sql.Error
	if errors.As(err, &parse) {
		if parse.Class != "" {
			return parse.Class + ": " + parse.Msg
		}
		msg := strings.TrimPrefix(parse.Msg, "SQL parse failed. ")
		return classParse + ": " + msg + parse.ExpectedText()
	}
	var classed flinkClassed
	if errors.As(err, &classed) {
		return classed.FlinkClass() + ": " + fmt.Sprint(classed)
	}
	return "org.apache.flink.table.api.TableException: " + err.Error()
}
