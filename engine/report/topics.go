package report

import (
	"context"
	"errors"
	"fmt"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/engine/report/wire"
)

// This file carries Kafka topics across runs. A run's broker is in memory and lives as long as
// the run; Options.Topics preloads it and the report lists every topic after the run, so that a
// page (or a client of /api/run) keeps the topics between runs as the Files tab keeps files:
// INSERT INTO a kafka table in one run, SELECT from it in the next, and the rows are there.

// The topics' caps when Options leave them unset: like a sink's rows, a topic keeps its first
// messages, and Total still counts them all.
const (
	DefaultMaxTopicMessages = 1000
	DefaultMaxTopicBytes    = 256 << 10
	// MaxTopicPartitions bounds a preloaded topic's partitions: each costs memory before any
	// message does, and a request is untrusted.
	MaxTopicPartitions = 64
)

// ErrBadTopic is a preloaded topic the broker cannot hold: no name, or too many partitions.
var ErrBadTopic = errors.New("bad topic")

type (
	Topic   = wire.Topic
	Message = wire.Message
	Header  = wire.Header
)

// loadTopics creates the topics in m, each with its partitions (at least 1, and as many as its
// messages name), and appends their messages in order.
func loadTopics(ctx context.Context, m *broker.Memory, topics []Topic) error {
	for i, t := range topics {
		if t.Name == "" {
			return fmt.Errorf("%w: topic %d has no name", ErrBadTopic, i+1)
		}
		parts := max(t.Partitions, 1)
		for _, msg := range t.Messages {
			if msg.Partition != nil {
				parts = max(parts, int(*msg.Partition)+1)
			}
		}
		if parts > MaxTopicPartitions {
			return fmt.Errorf("%w: topic %s has %d partitions, more than the %d a run holds", ErrBadTopic, t.Name, parts, MaxTopicPartitions)
		}
		m.CreateTopic(t.Name, parts)
		records := make([]broker.Record, len(t.Messages))
		for j, msg := range t.Messages {
			r := broker.Record{Partition: -1, Key: msg.Key, Value: msg.Value}
			if msg.Partition != nil && *msg.Partition >= 0 {
				r.Partition = *msg.Partition
			}
			if msg.Timestamp != nil {
				r.Timestamp, r.HasTimestamp = *msg.Timestamp, true
			}
			for _, h := range msg.Headers {
				r.Headers = append(r.Headers, broker.Header{Key: h.Key, Value: h.Value})
			}
			records[j] = r
		}
		if len(records) > 0 {
			if err := m.Produce(ctx, t.Name, records); err != nil {
				return fmt.Errorf("%w: topic %s: %w", ErrBadTopic, t.Name, err)
			}
		}
	}
	return nil
}

// listTopics is every topic of m, each with its first messages within maxMessages and
// maxBytes (keys, values and headers counted). The broker lists a topic partition by partition,
// so what a topic keeps is a first run of each partition's messages: preloaded again, they take
// the same offsets.
func listTopics(ctx context.Context, m *broker.Memory, maxMessages, maxBytes int) []Topic {
	out := []Topic{}
	if m == nil {
		return out
	}
	names, _ := m.Topics(ctx)
	for _, name := range names {
		parts, err := m.Partitions(ctx, name)
		if err != nil {
			continue
		}
		msgs, err := m.Messages(name)
		if err != nil {
			continue
		}
		t := Topic{Name: name, Partitions: parts, Messages: []Message{}, Total: len(msgs)}
		size := 0
		for _, msg := range msgs {
			n := len(msg.Key) + len(msg.Value)
			for _, h := range msg.Headers {
				n += len(h.Key) + len(h.Value)
			}
			if len(t.Messages) >= maxMessages || size+n > maxBytes {
				t.Truncated = true
				break
			}
			size += n
			t.Messages = append(t.Messages, wireMessage(msg))
		}
		out = append(out, t)
	}
	return out
}

func wireMessage(msg broker.Message) Message {
	p, o, ts := msg.Partition, msg.Offset, msg.Timestamp
	w := Message{Partition: &p, Offset: &o, Key: msg.Key, Value: msg.Value, Timestamp: &ts}
	for _, h := range msg.Headers {
		w.Headers = append(w.Headers, Header{Key: h.Key, Value: h.Value})
	}
	return w
}
