package catalog

import (
	"errors"
	"fmt"
)

// Sentinel kinds of catalog errors.
var (
	ErrNotFound      = errors.New("catalog object not found")
	ErrAlreadyExists = errors.New("catalog object already exists")
	ErrInUse         = errors.New("catalog object in use")
	ErrNotEmpty      = errors.New("database not empty")
	ErrInvalid       = errors.New("invalid catalog options")
)

// Java classes Flink raises for catalog errors, as the SQL client prints them.
const (
	classValidation         = "org.apache.flink.table.api.ValidationException"
	classCatalog            = "org.apache.flink.table.catalog.exceptions.CatalogException"
	classTableAlreadyExists = "org.apache.flink.table.catalog.exceptions.TableAlreadyExistException"
	classDatabaseExists     = "org.apache.flink.table.catalog.exceptions.DatabaseAlreadyExistException"
	classDatabaseNotExist   = "org.apache.flink.table.catalog.exceptions.DatabaseNotExistException"
	classDatabaseNotEmpty   = "org.apache.flink.table.catalog.exceptions.DatabaseNotEmptyException"
	classCatalogNotExist    = "org.apache.flink.table.api.CatalogNotExistException"
)

// Error is a catalog error with Flink's message and exception class.
type Error struct {
	kind  error
	class string
	msg   string
}

func newError(kind error, class, format string, args ...any) *Error {
	return &Error{kind: kind, class: class, msg: fmt.Sprintf(format, args...)}
}

func (e *Error) Error() string { return e.msg }

// Is makes errors.Is see the sentinel kind.
func (e *Error) Is(target error) bool { return target == e.kind }

// FlinkClass is the Java exception class Flink raises for this error.
func (e *Error) FlinkClass() string { return e.class }
