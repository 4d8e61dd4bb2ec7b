package report

import (
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/kafkatest"
)

// A Kafka table without scan.bounded.mode never ends, as in Flink; with one it does.
func TestUnboundedKafkaTables(t *testing.T) {
	kafkatest.RegisterFormat()
	script := `CREATE TABLE live (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'x:9092', 'format' = 'test-json');
CREATE TABLE bounded (id INT) WITH ('connector' = 'kafka', 'topic' = 't',
  'properties.bootstrap.servers' = 'x:9092', 'format' = 'test-json', 'scan.bounded.mode' = 'latest-offset');
CREATE TABLE up (id INT PRIMARY KEY NOT ENFORCED, v INT) WITH ('connector' = 'upsert-kafka', 'topic' = 'u',
  'properties.bootstrap.servers' = 'x:9092', 'key.format' = 'test-json', 'value.format' = 'test-json');`
	want := []string{"default_catalog.default_database.live", "default_catalog.default_database.up"}
	if got := UnboundedTables(script); !slices.Equal(got, want) {
		t.Errorf("UnboundedTables = %q, want %q", got, want)
	}
}
