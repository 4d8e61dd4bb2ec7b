package report

import (
	"slices"
	"testing"
)

// A faker table without number-of-rows never ends, as flink-faker's source does not; with it,
// it does.
func TestUnboundedFakerTables(t *testing.T) {
	script := `CREATE TABLE live (name STRING) WITH ('connector' = 'faker', 'fields.name.expression' = '#{Name.firstName}');
CREATE TABLE bounded (name STRING) WITH ('connector' = 'faker', 'fields.name.expression' = '#{Name.firstName}',
  'number-of-rows' = '3');`
	want := []string{"default_catalog.default_database.live"}
	if got := UnboundedTables(script); !slices.Equal(got, want) {
		t.Errorf("UnboundedTables = %q, want %q", got, want)
	}
}
