package flinkerr

// The Java exception classes Flink raises, fully qualified as its SQL client prints them before
// the message ("class: message" of the deepest cause).
const (
	// The Table API's and the planner's.
	ClassValidation       = "org.apache.flink.table.api.ValidationException"
	ClassTable            = "org.apache.flink.table.api.TableException"
	ClassTableRuntime     = "org.apache.flink.table.api.TableRuntimeException"
	ClassCatalogNotExist  = "org.apache.flink.table.api.CatalogNotExistException"
	ClassCodeGen          = "org.apache.flink.table.planner.codegen.CodeGenException"
	ClassEnforcer         = "org.apache.flink.table.runtime.operators.sink.constraint.EnforcerException"
	ClassParse            = "org.apache.flink.sql.parser.impl.ParseException"
	ClassSqlValidate      = "org.apache.flink.sql.parser.error.SqlValidateException"
	ClassValidator        = "org.apache.calcite.sql.validate.SqlValidatorException"
	ClassCalcite          = "org.apache.calcite.runtime.CalciteException"
	ClassSqlExecution     = "org.apache.flink.table.gateway.service.utils.SqlExecutionException"
	ClassJobCancellation  = "org.apache.flink.runtime.client.JobCancellationException"
	ClassJob              = "org.apache.flink.runtime.JobException"
	ClassJSONParse        = "org.apache.flink.formats.json.JsonParseException"
	ClassUnsupportedFSURI = "org.apache.flink.core.fs.UnsupportedFileSystemSchemeException"

	// The catalogs'.
	ClassCatalog              = "org.apache.flink.table.catalog.exceptions.CatalogException"
	ClassTableAlreadyExist    = "org.apache.flink.table.catalog.exceptions.TableAlreadyExistException"
	ClassDatabaseAlreadyExist = "org.apache.flink.table.catalog.exceptions.DatabaseAlreadyExistException"
	ClassDatabaseNotExist     = "org.apache.flink.table.catalog.exceptions.DatabaseNotExistException"
	ClassDatabaseNotEmpty     = "org.apache.flink.table.catalog.exceptions.DatabaseNotEmptyException"

	// Java's own, which Flink's functions, casts and options let through.
	ClassArithmetic           = "java.lang.ArithmeticException"
	ClassNumberFormat         = "java.lang.NumberFormatException"
	ClassIllegalArgument      = "java.lang.IllegalArgumentException"
	ClassIllegalState         = "java.lang.IllegalStateException"
	ClassUnsupportedOperation = "java.lang.UnsupportedOperationException"
	ClassClassCast            = "java.lang.ClassCastException"
	ClassNegativeArraySize    = "java.lang.NegativeArraySizeException"
	ClassRuntime              = "java.lang.RuntimeException"
	ClassAssertion            = "java.lang.AssertionError"
	ClassDateTime             = "java.time.DateTimeException"
	ClassDateTimeParse        = "java.time.format.DateTimeParseException"
	ClassIO                   = "java.io.IOException"
	ClassFileNotFound         = "java.io.FileNotFoundException"
)

// Flinkpad's own classes, for failures that are the playground's and not Flink's: Flink runs the
// construct, or has no such limit. They start with "flinkpad." so that no one takes them for
// Flink's.
const (
	ClassNotSupported        = "flinkpad.NotSupported"
	ClassInternal            = "flinkpad.InternalError"
	ClassLimitExceeded       = "flinkpad.LimitExceeded"
	ClassMemoryLimitExceeded = "flinkpad.MemoryLimitExceeded"
	ClassValueTooLarge       = "flinkpad.ValueTooLarge"
	ClassSetNotAllowed       = "flinkpad.SetNotAllowed"
)
