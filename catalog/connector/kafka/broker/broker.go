// Package broker holds the Kafka brokers the kafka and upsert-kafka connectors read and write:
// an in-memory broker that a session keeps for its lifetime (the page and the server use only
// it), and natively a client of a real broker (kgo.go, never built for the browser).
package broker

import (
	"context"
	"errors"
	"time"
)

// ErrUnknownTopic is returned for a topic the broker does not have.
var ErrUnknownTopic = errors.New("unknown topic")

// ErrUnreachable is returned when no broker of a real cluster answers.
var ErrUnreachable = errors.New("kafka cluster not reachable")

// Header is one Kafka record header.
type Header struct {
	Key   string
	Value []byte
}

// Timestamp types, as Kafka's TimestampType names them in the 'timestamp-type' metadata.
const (
	NoTimestampType = "NoTimestampType"
	CreateTime      = "CreateTime"
	LogAppendTime   = "LogAppendTime"
)

// Message is one record stored in a topic partition.
type Message struct {
	Topic     string
	Partition int32
	Offset    int64
	// Key and Value are nil for a null key or value (a tombstone has a null value).
	Key, Value    []byte
	Timestamp     int64 // epoch milliseconds
	TimestampType string
	Headers       []Header
	// LeaderEpoch is -1 when the broker reports none.
	LeaderEpoch int32
}

// Record is a message to produce.
type Record struct {
	// Partition is the partition to write to, or -1 to let the broker's default partitioner
	// choose: the hash of the key, or round robin without a key, as Kafka's producer does.
	Partition  int32
	Key, Value []byte
	// Timestamp is the record's create time in epoch milliseconds; HasTimestamp false lets the
	// broker use the current time.
	Timestamp    int64
	HasTimestamp bool
	Headers      []Header
}

// Broker is a Kafka cluster as the connectors see it.
type Broker interface {
	// Topics lists the topics, sorted.
	Topics(ctx context.Context) ([]string, error)
	// Partitions is the number of partitions of a topic; ErrUnknownTopic when it does not exist.
	Partitions(ctx context.Context, topic string) (int, error)
	// Produce appends records to a topic, creating it with one partition if it does not exist
	// (Kafka's auto.create.topics.enable with num.partitions=1, Kafka's defaults).
	Produce(ctx context.Context, topic string, records []Record) error
	// Offsets are the start (earliest) and end (next to write) offsets of each partition.
	Offsets(ctx context.Context, topic string) (start, end []int64, err error)
	// OffsetsForTime is, for each partition, the first offset whose timestamp is at or after ts
	// (epoch milliseconds), or the end offset when there is none.
	OffsetsForTime(ctx context.Context, topic string, ts int64) ([]int64, error)
	// Committed is a consumer group's committed offset of each partition, -1 where it has none.
	Committed(ctx context.Context, group, topic string) ([]int64, error)
	// Consume starts reading the given partitions from the given offsets.
	Consume(ctx context.Context, topic string, from map[int32]int64) (Consumer, error)
}

// Consumer reads messages from the partitions a Consume call assigned.
type Consumer interface {
	// Poll returns the messages that are there, each partition's in offset order, waiting up
	// to wait for some when none is; it returns no messages and no error when none came.
	Poll(ctx context.Context, wait time.Duration) ([]Message, error)
	Close()
}

// Resolver finds the broker that a table's 'properties.bootstrap.servers' names. The session's
// in-memory broker ignores the servers and holds every topic itself.
type Resolver interface {
	Broker(bootstrapServers string, properties map[string]string) (Broker, error)
}
