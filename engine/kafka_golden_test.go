package engine

import "github.com/flinkpad/flinkpad/catalog/connector/kafka/kafkatest"

// The golden files' upsert-kafka tables use the Kafka tests' format: this branch's format
// registry has no json.
func init() { kafkatest.RegisterFormat() }
