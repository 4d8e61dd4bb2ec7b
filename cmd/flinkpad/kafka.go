package main

import (
	"fmt"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
)

// kafkaBrokers are the CLI's Kafka brokers. By default ("brokers") each table's
// 'properties.bootstrap.servers' names a real cluster, which the CLI reaches with franz-go, as
// Flink's SQL client does. With "memory" the session keeps every topic in memory, as the page
// and the server always do (they never dial out): the lessons and tutorials then run without a
// cluster. The returned function closes the connections.
func kafkaBrokers(mode string) (broker.Resolver, func(), error) {
	switch mode {
	case "brokers":
		d := &broker.Dialer{}
		return d, d.Close, nil
	case "memory":
		return broker.NewMemory(), func() {}, nil
	default:
		return nil, nil, fmt.Errorf("-kafka %q: want brokers or memory", mode)
	}
}
