package connector

import "github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"

// Topics finds the Kafka broker of a table from its 'properties.bootstrap.servers': the
// session's in-memory broker in the page and the server, a real cluster natively in the CLI.
type Topics interface {
	Broker(bootstrapServers string, properties map[string]string) (broker.Broker, error)
}
