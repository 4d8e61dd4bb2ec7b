package builtin

import (
	"errors"
	"testing"
)

func flinkError(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return "<nil>"
	}
	var fe interface{ FlinkClass() string }
	if !errors.As(err, &fe) {
		t.Fatalf("error without FlinkClass: %v (%T)", err, err)
	}
	return fe.FlinkClass() + ": " + err.Error()
}
