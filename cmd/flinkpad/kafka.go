package main

import "github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"

// kafkaBrokers are the CLI's Kafka brokers: natively, each table's
// 'properties.bootstrap.servers' names a real cluster, which the CLI reaches with franz-go, as
// Flink's SQL client does. (The page and the server keep each session's topics in memory and
// never dial out.) The returned function closes the connections.
func kafkaBrokers() (*broker.Dialer, func()) {
	d := &broker.Dialer{}
	return d, d.Close
}
