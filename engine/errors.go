package engine

import (
	"errors"
	"strings"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/sql"
)

// ErrNotSupported matches every error for a statement Flink accepts and Flinkpad cannot run yet.
var ErrNotSupported = plan.ErrNotSupported

// classParse is the class of Flink's syntax errors, as the SQL client shows the root cause.
const classParse = flinkerr.ClassParse

// FlinkMessage renders an error as Flink's SQL client prints the reason of a failed statement:
// "class: message" of the deepest cause. The class is that of the first error in the chain that
// names one (flinkerr.ClassOf): an error without a class is a bare message a caller wrapped.
func FlinkMessage(err error) string {
	var parse *sql.Error
	if errors.As(err, &parse) {
		if parse.Class != "" {
			return parse.Class + ": " + parse.Msg
		}
		msg := strings.TrimPrefix(parse.Msg, "SQL parse failed. ")
		return classParse + ": " + msg + parse.ExpectedText()
	}
	if classed, class, ok := flinkerr.ClassOf(err); ok {
		return class + ": " + classed.Error()
	}
	return "org.apache.flink.table.api.TableException: " + err.Error()
}
