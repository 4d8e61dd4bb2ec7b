package connector

import (
	"errors"
	"testing"
)

// The expected texts are Flink 2.3's, recorded by the conformance cases
// datagen_unknown_option_error, error_filesystem_missing_path and error_unknown_connector.
func TestValidate(t *testing.T) {
	datagen := Spec{
		Identifier: "datagen",
		Optional: []string{"rows-per-second", "number-of-rows", "scan.parallelism",
			"fields.id.kind", "fields.id.min", "fields.id.max", "fields.id.null-rate"},
	}
	err := datagen.Validate(map[string]string{"connector": "datagen", "number-of-row": "5"})
	want := "Unsupported options found for 'datagen'.\n\nUnsupported options:\n\nnumber-of-row\n\nSupported options:\n\n" +
		"connector\nfields.id.kind\nfields.id.max\nfields.id.min\nfields.id.null-rate\nnumber-of-rows\nrows-per-second\nscan.parallelism"
	checkOptionsError(t, err, want)
	if err := datagen.Validate(map[string]string{"connector": "datagen", "number-of-rows": "5"}); err != nil {
		t.Errorf("valid options rejected: %v", err)
	}

	fs := Spec{Identifier: "filesystem", Required: []string{"path"}, Optional: []string{"format"}}
	err = fs.Validate(map[string]string{"connector": "filesystem", "format": "csv", "bogus": "x"})
	checkOptionsError(t, err, "One or more required options are missing.\n\nMissing required options are:\n\npath")

	err = UnknownConnectorError("kafak", []string{"print", "blackhole", "datagen", "filesystem"})
	checkOptionsError(t, err, "Could not find any factory for identifier 'kafak' that implements "+
		"'org.apache.flink.table.factories.DynamicTableFactory' in the classpath.\n\nAvailable factory identifiers are:\n\n"+
		"blackhole\ndatagen\nfilesystem\nprint")
}

func checkOptionsError(t *testing.T, err error, want string) {
	t.Helper()
	var oe *Error
	if !errors.As(err, &oe) || !errors.Is(err, ErrInvalidOptions) || oe.FlinkClass() != ClassValidation {
		t.Fatalf("got %v (%T), want a connector.Error", err, err)
	}
	if err.Error() != want {
		t.Errorf("message:\n%s\nwant:\n%s", err.Error(), want)
	}
}
