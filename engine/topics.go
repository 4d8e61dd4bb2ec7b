package engine

import "github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"

// initTopics gives the session an in-memory Kafka broker for its lifetime, unless its Settings
// chose brokers (the CLI's real ones): INSERT into a topic, then SELECT from it, and the rows
// are there. The page and the server never set Topics, so they never dial out.
func (te *TableEnvironment) initTopics() {
	if te.env.Topics == nil {
		te.env.Topics = broker.NewMemory()
	}
}

// Topics returns the session's in-memory broker, for a view of its topics (list them, read
// their messages, append one); nil when the session reaches real brokers.
func (te *TableEnvironment) Topics() *broker.Memory {
	m, _ := te.env.Topics.(*broker.Memory)
	return m
}
