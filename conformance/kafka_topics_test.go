package conformance

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
)

func TestKafkaTopics(t *testing.T) {
	got, err := kafkaTopics("-- title\n-- conformance: kafka-topic orders 3\n-- conformance: kafka-topic b.c 1\nSELECT 1;")
	if err != nil {
		t.Fatal(err)
	}
	if want := []KafkaTopic{{"orders", 3}, {"b.c", 1}}; !slices.Equal(got, want) {
		t.Errorf("kafkaTopics = %v, want %v", got, want)
	}
	for _, bad := range []string{"-- conformance: kafka-topic orders", "-- conformance: kafka-topic orders 0",
		"-- conformance: kafka-topic orders x", "-- conformance: kafka-topic a 1 2"} {
		if _, err := kafkaTopics(bad); !errors.Is(err, ErrKafkaTopics) {
			t.Errorf("kafkaTopics(%q): got %v, want ErrKafkaTopics", bad, err)
		}
	}
	m := broker.NewMemory()
	if err := createKafkaTopics("-- conformance: kafka-topic orders 3\n", m); err != nil {
		t.Fatal(err)
	}
	if n, err := m.Partitions(context.Background(), "orders"); err != nil || n != 3 {
		t.Errorf("orders has %d partitions (%v), want 3", n, err)
	}
	if err := createKafkaTopics("-- conformance: kafka-topic orders 3\n", nil); !errors.Is(err, ErrKafkaTopics) {
		t.Errorf("createKafkaTopics without a broker: got %v, want ErrKafkaTopics", err)
	}
}
