package filesystem

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Java exception classes of the errors Flink raises where this connector does; the formats'
// own are in catalog/format/builtin.
const (
	classValidation   = flinkerr.ClassValidation
	classTable        = flinkerr.ClassTable
	classIllegalState = flinkerr.ClassIllegalState
	classNumberFormat = flinkerr.ClassNumberFormat
	classIO           = flinkerr.ClassIO
)

// ErrFormat marks errors reading or writing a file in a format: bad input, unsupported types.
// It is the formats' own sentinel.
var ErrFormat = format.ErrFormat

func newError(class, format string, args ...any) *connector.Error {
	return connector.NewError(nil, class, format, args...)
}
