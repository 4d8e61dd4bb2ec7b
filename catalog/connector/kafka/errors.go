package kafka

import (
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// Java exception classes of the errors Flink's Kafka connector raises, as the SQL client prints
// the root cause.
const (
	classValidation      = flinkerr.ClassValidation
	classIllegalArgument = flinkerr.ClassIllegalArgument
	classNumberFormat    = flinkerr.ClassNumberFormat
	classTable           = flinkerr.ClassTable
	classClassNotFound   = "java.lang.ClassNotFoundException"
	classNoOffset        = "org.apache.kafka.clients.consumer.NoOffsetForPartitionException"
	classIllegalState    = flinkerr.ClassIllegalState
	classRuntime         = "java.lang.RuntimeException"
)

// optionError is an error in a table's options: it matches connector.ErrInvalidOptions.
func optionError(class, format string, args ...any) *connector.Error {
	return connector.NewError(connector.ErrInvalidOptions, class, format, args...)
}

// runError is a failure of a running read or write.
func runError(class, format string, args ...any) *connector.Error {
	return connector.NewError(nil, class, format, args...)
}
