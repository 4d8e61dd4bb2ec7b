package main

import (
	"strings"
	"testing"

	"github.com/twmb/franz-go/pkg/kfake"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/kafkatest"
)

func init() { kafkatest.RegisterFormat() }

// newKafka starts franz-go's in-process broker, which speaks Kafka's protocol, and returns its
// address for 'properties.bootstrap.servers'.
func newKafka(t *testing.T) string {
	t.Helper()
	c, err := kfake.NewCluster(kfake.NumBrokers(1), kfake.AllowAutoTopicCreation(), kfake.DefaultNumPartitions(1))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return strings.Join(c.ListenAddrs(), ",")
}

// TestKafkaWriteThenReadBounded writes a topic from one statement and reads it back, bounded
// by the latest offsets, through a real Kafka client.
func TestKafkaWriteThenReadBounded(t *testing.T) {
	servers := newKafka(t)
	out := runFile(t, noTimeCost+`SET 'sql-client.execution.result-mode' = 'tableau';
CREATE TABLE orders (id INT, name STRING) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = '`+servers+`',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
INSERT INTO orders VALUES (1, 'apple'), (2, 'pear');
SELECT * FROM orders;`)
	for _, want := range []string{"| +I |           1 |                          apple |", "| +I |           2 |                           pear |", "Received a total of 2 rows"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestUpsertKafkaRoundTrip writes an aggregate into an upsert-kafka topic and reads the
// changelog back through ChangelogNormalize.
func TestUpsertKafkaRoundTrip(t *testing.T) {
	servers := newKafka(t)
	out := runFile(t, noTimeCost+`SET 'sql-client.execution.result-mode' = 'tableau';
CREATE TABLE src (id INT, name STRING, amount INT) WITH (
  'connector' = 'kafka', 'topic' = 'src', 'properties.bootstrap.servers' = '`+servers+`',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
CREATE TABLE totals (name STRING, total INT, PRIMARY KEY (name) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka', 'topic' = 'totals', 'properties.bootstrap.servers' = '`+servers+`',
  'scan.bounded.mode' = 'latest-offset', 'key.format' = 'test-json', 'value.format' = 'test-json');
INSERT INTO src VALUES (1, 'a', 1), (2, 'b', 2), (3, 'a', 3);
INSERT INTO totals SELECT name, SUM(amount) FROM src GROUP BY name;
SELECT * FROM totals;`)
	for _, want := range []string{"| +I |                              a |           1 |", "| -U |                              a |           1 |",
		"| +U |                              a |           4 |", "| +I |                              b |           2 |", "Received a total of 4 rows"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestKafkaReadMissingTopicBounded reads a topic no one wrote, bounded: no rows, as Flink's
// source finds no partitions.
func TestKafkaReadMissingTopicBounded(t *testing.T) {
	servers := newKafka(t)
	out := runFile(t, noTimeCost+`SET 'sql-client.execution.result-mode' = 'tableau';
CREATE TABLE nothing (id INT) WITH (
  'connector' = 'kafka', 'topic' = 'nothing', 'properties.bootstrap.servers' = '`+servers+`',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
SELECT * FROM nothing;`)
	if !strings.Contains(out, "Empty set") && !strings.Contains(out, "Received a total of 0 row") {
		t.Errorf("output:\n%s", out)
	}
}
