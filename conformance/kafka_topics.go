package conformance

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
)

// KafkaTopic is a topic a case needs created before it runs, with the line
// "-- conformance: kafka-topic NAME PARTITIONS": Flink's runner creates it on its test broker, so
// that the case can show which partition each message lands in. Topics no such line names are
// created on first use with one partition.
type KafkaTopic struct {
	Name       string
	Partitions int
}

// ErrKafkaTopics is returned for a case whose kafka-topic lines this runner cannot honour.
var ErrKafkaTopics = errors.New("conformance: kafka-topic directive")

const kafkaTopicDirective = "-- conformance: kafka-topic "

// kafkaTopics reads a script's kafka-topic lines.
func kafkaTopics(script string) ([]KafkaTopic, error) {
	var out []KafkaTopic
	for i, line := range strings.Split(script, "\n") {
		rest, ok := strings.CutPrefix(line, kafkaTopicDirective)
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) != 2 {
			return nil, fmt.Errorf("%w: line %d: want NAME PARTITIONS, got %q", ErrKafkaTopics, i+1, rest)
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%w: line %d: partitions %q is not a positive number", ErrKafkaTopics, i+1, f[1])
		}
		out = append(out, KafkaTopic{Name: f[0], Partitions: n})
	}
	return out, nil
}

// createKafkaTopics creates a case's kafka-topic lines in the session's in-memory broker, as
// Flink's runner creates them on its test broker.
func createKafkaTopics(script string, m *broker.Memory) error {
	topics, err := kafkaTopics(script)
	if err != nil {
		return err
	}
	if len(topics) > 0 && m == nil {
		return fmt.Errorf("%w: the case needs topics %v, and the session has no in-memory broker", ErrKafkaTopics, topics)
	}
	for _, t := range topics {
		m.CreateTopic(t.Name, t.Partitions)
	}
	return nil
}
