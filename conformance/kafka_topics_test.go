package conformance

import (
	"errors"
	"slices"
	"testing"
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
	if err := checkKafkaTopics("-- conformance: kafka-topic orders 3\n"); !errors.Is(err, ErrKafkaTopics) {
		t.Errorf("checkKafkaTopics: got %v, want ErrKafkaTopics", err)
	}
	if err := checkKafkaTopics("SELECT 1;"); err != nil {
		t.Errorf("checkKafkaTopics without the directive: %v", err)
	}
}
