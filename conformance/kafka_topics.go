package conformance

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
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

// checkKafkaTopics fails a case that asks for topics with partitions: this runner has no Kafka
// broker to create them in yet, and running the case without them would give other partitions
// than Flink's, not a clear error. Once Flinkpad's in-memory broker is in the runner, create the
// topics in it here instead.
func checkKafkaTopics(script string) error {
	topics, err := kafkaTopics(script)
	if err != nil {
		return err
	}
	if len(topics) > 0 {
		return fmt.Errorf("%w: the case needs topics %v, and this runner has no Kafka broker to create them in", ErrKafkaTopics, topics)
	}
	return nil
}
