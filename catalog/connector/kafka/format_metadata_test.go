package kafka_test

import (
	"errors"
	"strings"
	"testing"

	_ "github.com/flinkpad/flinkpad/catalog/format/all"
	"github.com/flinkpad/flinkpad/engine"
)

// A value format's metadata (debezium-json's source.timestamp), which Flink's Kafka source
// offers under "value.", is read in the format's type (case kafka_debezium_value_metadata); a
// column declared in another type is refused as not supported, never read as something else; a
// key that neither Kafka nor the format has keeps Flink's invalid-key message.
func TestValueFormatMetadata(t *testing.T) {
	table := func(typ, key string) string {
		return `CREATE TABLE t (id INT, m ` + typ + ` METADATA FROM '` + key + `' VIRTUAL) WITH (
  'connector' = 'kafka', 'topic' = 't', 'properties.bootstrap.servers' = 'x:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'value.format' = 'debezium-json');
SELECT * FROM t;`
	}
	if _, err := runScript(t, newSession(t, "streaming"), table("TIMESTAMP_LTZ(3)", "value.source.timestamp")); err != nil {
		t.Errorf("value.source.timestamp: %v", err)
	}
	_, err := runScript(t, newSession(t, "streaming"), table("STRING", "value.source.timestamp"))
	if !errors.Is(err, engine.ErrNotSupported) || !strings.Contains(err.Error(), "value.source.timestamp") {
		t.Errorf("value.source.timestamp as STRING: got %v, want a NotSupported refusal naming it", err)
	}
	_, err = runScript(t, newSession(t, "streaming"), table("STRING", "value.nothing"))
	if err == nil || !strings.Contains(err.Error(), "Invalid metadata key 'value.nothing'") {
		t.Errorf("value.nothing: got %v, want Flink's invalid-key message", err)
	}
}
