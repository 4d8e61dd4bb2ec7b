package web

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/kafkatest"
)

// The test binary is the sandbox's child too (TestMain), so the test format is there as well.
func init() { kafkatest.RegisterFormat() }

const ordersTable = `CREATE TABLE orders (id INT, name STRING) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'broker.example:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
`

// A request's topics preload the run's in-memory broker, and the answer returns every topic
// after the run: a client that sends them back reads what it wrote.
func TestRunCarriesTopics(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	status, a, body := runScript(t, srv.URL, map[string]any{
		"script": ordersTable + "INSERT INTO orders VALUES (1, 'apple');\nSELECT id, name FROM orders;",
		"topics": []map[string]any{{"name": "orders", "messages": []map[string]any{
			{"value": map[string]any{"id": 0, "name": "fig"}, "timestamp": 1700000000000, "key": "k0"},
		}}},
	})
	if status != 200 || a.Error != nil {
		t.Fatalf("%d %s", status, body)
	}
	res := a.Statements[2].Result
	if res == nil || res.Total != 2 || *res.Rows[0][1] != "fig" || *res.Rows[1][1] != "apple" {
		t.Fatalf("the SELECT read %s", body)
	}
	if len(a.Topics) != 1 || a.Topics[0].Total != 2 || len(a.Topics[0].Messages) != 2 {
		t.Fatalf("topics: %s", body)
	}
	m := a.Topics[0].Messages[0]
	if string(m.Key) != "k0" || string(m.Value) != `{"id":0,"name":"fig"}` || *m.Timestamp != 1700000000000 || *m.Offset != 0 {
		t.Errorf("message 0: %s", body)
	}
	if !strings.Contains(body, `"topics":[{"name":"orders","partitions":1,"messages":[{"partition":0,"offset":0,"key":"k0"`) {
		t.Errorf("wire shape: %s", body)
	}
}

func TestRunCapsTopics(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	msgs := make([]map[string]any, 20)
	for i := range msgs {
		msgs[i] = map[string]any{"value": strings.Repeat("x", 100)}
	}
	_, a, body := runScript(t, srv.URL, map[string]any{"script": "SHOW TABLES;",
		"limits": map[string]any{"maxRows": 5},
		"topics": []map[string]any{{"name": "big", "messages": msgs}}})
	if a == nil || len(a.Topics) != 1 || len(a.Topics[0].Messages) != 5 || a.Topics[0].Total != 20 || !a.Topics[0].Truncated {
		t.Fatalf("capped by maxRows: %s", body)
	}
	_, a, body = runScript(t, srv.URL, map[string]any{"script": "SHOW TABLES;",
		"limits": map[string]any{"maxOutputBytes": 1200},
		"topics": []map[string]any{{"name": "big", "messages": msgs}}})
	if a == nil || len(a.Topics[0].Messages) >= 10 || !a.Topics[0].Truncated || a.Truncated == nil {
		t.Fatalf("shrunk to fit maxOutputBytes: %s", body)
	}
}

func TestRunRefusesBadTopics(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	_, a, body := runScript(t, srv.URL, map[string]any{"script": "SHOW TABLES;",
		"topics": []map[string]any{{"name": "wide", "partitions": 100000}}})
	if a == nil || a.Error == nil || !strings.Contains(a.Error.Message, "partitions") || len(a.Statements) != 0 {
		t.Fatalf("answer: %s", body)
	}
}

// A Kafka topic without 'scan.bounded.mode' never ends: without a time limit the run is refused.
func TestRunRefusesAnEndlessTopicWithoutATimeLimit(t *testing.T) {
	srv := runServer(DefaultRunLimits())
	defer srv.Close()
	script := strings.Replace(ordersTable, "'scan.bounded.mode' = 'latest-offset', ", "", 1) + "SELECT * FROM orders;"
	status, _, body := runScript(t, srv.URL, map[string]any{"script": script})
	if status != 422 || !strings.Contains(body, "orders never ends") {
		t.Fatalf("%d %s", status, body)
	}
}
