package engine

import (
	"strings"

	"github.com/flinkpad/flinkpad/catalog"
)

// shadowedDrop is Flink's refusal to drop a permanent table (object "TABLE") or view
// ("VIEW") that a temporary one of the same kind and name shadows, with the name quoted as
// Flink's message has it.
func shadowedDrop(m *catalog.Manager, id catalog.ObjectIdentifier, object string) error {
	tmp, ok := m.LookupTemporary(id)
	kind := strings.ToLower(object)
	if !ok || strings.ToLower(tmp.Kind()) != kind {
		return nil
	}
	return catalogError("Temporary " + kind + " with identifier '" + id.Quoted() +
		"' exists. Drop it first before removing the permanent " + kind + ".")
}

// temporaryOfKind tells whether DROP TEMPORARY TABLE (object "TABLE") or DROP TEMPORARY VIEW
// may go on: a temporary object of the other kind counts as missing, as in Flink, which is an
// error without IF EXISTS and a no-op with it.
func temporaryOfKind(m *catalog.Manager, id catalog.ObjectIdentifier, object string, ifExists bool) (bool, error) {
	tmp, ok := m.LookupTemporary(id)
	if !ok || strings.EqualFold(tmp.Kind(), object) {
		return true, nil
	}
	if ifExists {
		return false, nil
	}
	return false, catalogError("Temporary table or view with identifier '" + id.String() + "' does not exist.")
}

// okUnless is the result of a statement that did nothing: OK, or its error.
func okUnless(err error) (*TableResult, error) {
	if err != nil {
		return nil, err
	}
	return resultOK(), nil
}
