package catalog

import (
	"errors"

	"github.com/flinkpad/flinkpad/engine/flinkerr"
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
	classValidation         = flinkerr.ClassValidation
	classCatalog            = flinkerr.ClassCatalog
	classTableAlreadyExists = flinkerr.ClassTableAlreadyExist
	classDatabaseExists     = flinkerr.ClassDatabaseAlreadyExist
	classDatabaseNotExist   = flinkerr.ClassDatabaseNotExist
	classDatabaseNotEmpty   = flinkerr.ClassDatabaseNotEmpty
	classCatalogNotExist    = flinkerr.ClassCatalogNotExist
)

// Error is a catalog error with Flink's message and exception class: the shared error type.
type Error = flinkerr.Error

func newError(kind error, class, format string, args ...any) *Error {
	return flinkerr.Newf(kind, class, format, args...)
}
