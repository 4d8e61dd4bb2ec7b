package report

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/kafkatest"
	"github.com/flinkpad/flinkpad/engine/report/wire"
)

func init() { kafkatest.RegisterFormat() }

const ordersTable = `CREATE TABLE orders (id INT, name STRING) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
`

func TestRunListsTheTopicsItWrote(t *testing.T) {
	r := Run(context.Background(), ordersTable+`INSERT INTO orders VALUES (1, 'apple'), (2, 'pear');
SELECT id, name FROM orders;`, Options{})
	if r.Error != nil {
		t.Fatal(r.Error.Message)
	}
	if got := r.Statements[2].Result; got == nil || got.Total != 2 {
		t.Fatalf("the script's own SELECT read %+v", got)
	}
	if len(r.Topics) != 1 {
		t.Fatalf("topics = %+v", r.Topics)
	}
	tp := r.Topics[0]
	if tp.Name != "orders" || tp.Partitions != 1 || tp.Total != 2 || tp.Truncated || len(tp.Messages) != 2 {
		t.Fatalf("topic = %+v", tp)
	}
	m := tp.Messages[1]
	if *m.Partition != 0 || *m.Offset != 1 || m.Key != nil || string(m.Value) != `{"id":2,"name":"pear"}` || m.Timestamp == nil {
		b, _ := json.Marshal(m)
		t.Errorf("message = %s", b)
	}
}

// A run's topics, fed to the next run, are there again: the page keeps topics this way.
func TestPreloadedTopicsAreReadBack(t *testing.T) {
	first := Run(context.Background(), ordersTable+`INSERT INTO orders VALUES (1, 'apple');`, Options{})
	if first.Error != nil {
		t.Fatal(first.Error.Message)
	}
	topics := first.Topics
	ts := int64(1700000000000)
	topics[0].Messages = append(topics[0].Messages, wire.Message{Value: wire.Bytes(`{"id":7,"name":"fig"}`), Timestamp: &ts,
		Headers: []wire.Header{{Key: "h", Value: wire.Bytes("v")}}})
	second := Run(context.Background(), ordersTable+`SELECT id, name FROM orders;`, Options{Topics: topics})
	if second.Error != nil {
		t.Fatal(second.Error.Message)
	}
	res := second.Statements[1].Result
	if res == nil || res.Total != 2 || *res.Rows[1][0] != "7" || *res.Rows[1][1] != "fig" {
		t.Fatalf("rows = %+v", res)
	}
	m := second.Topics[0].Messages[1]
	if *m.Offset != 1 || *m.Timestamp != ts || len(m.Headers) != 1 || string(m.Headers[0].Value) != "v" {
		b, _ := json.Marshal(m)
		t.Errorf("message read back = %s", b)
	}
}

func TestPreloadKeepsPartitionsAndEmptyTopics(t *testing.T) {
	p := int32(2)
	r := Run(context.Background(), "SHOW TABLES;", Options{Topics: []Topic{
		{Name: "empty", Partitions: 3},
		{Name: "keyed", Messages: []Message{{Partition: &p, Key: wire.Bytes("k"), Value: wire.Bytes{0xff, 0}}}},
	}})
	if r.Error != nil {
		t.Fatal(r.Error.Message)
	}
	if len(r.Topics) != 2 || r.Topics[0].Name != "empty" || r.Topics[0].Partitions != 3 || len(r.Topics[0].Messages) != 0 {
		t.Fatalf("topics = %+v", r.Topics)
	}
	k := r.Topics[1]
	if k.Partitions != 3 || *k.Messages[0].Partition != 2 || *k.Messages[0].Offset != 0 {
		t.Fatalf("keyed = %+v", k)
	}
	b, _ := json.Marshal(k.Messages[0])
	if !strings.Contains(string(b), `"key":"k","value":{"base64":"/wA="}`) {
		t.Errorf("binary value = %s", b)
	}
}

func TestPreloadRefusesBadTopics(t *testing.T) {
	for _, topics := range [][]Topic{{{Name: ""}}, {{Name: "wide", Partitions: MaxTopicPartitions + 1}}} {
		r := Run(context.Background(), "SHOW TABLES;", Options{Topics: topics})
		if r.Error == nil || len(r.Statements) != 0 || r.Topics != nil {
			t.Errorf("%+v: ran %+v", topics, r)
		}
	}
	m := broker.NewMemory()
	if err := loadTopics(context.Background(), m, []Topic{{Name: ""}}); !errors.Is(err, ErrBadTopic) {
		t.Errorf("err = %v", err)
	}
}

func TestTopicsAreCapped(t *testing.T) {
	msgs := make([]Message, 10)
	for i := range msgs {
		msgs[i] = Message{Value: wire.Bytes("0123456789")}
	}
	r := Run(context.Background(), "SHOW TABLES;", Options{Topics: []Topic{{Name: "many", Messages: msgs}},
		MaxTopicMessages: 4})
	if tp := r.Topics[0]; tp.Total != 10 || len(tp.Messages) != 4 || !tp.Truncated {
		t.Errorf("by messages: total %d, kept %d, truncated %v", tp.Total, len(tp.Messages), tp.Truncated)
	}
	r = Run(context.Background(), "SHOW TABLES;", Options{Topics: []Topic{{Name: "many", Messages: msgs}},
		MaxTopicBytes: 35})
	if tp := r.Topics[0]; tp.Total != 10 || len(tp.Messages) != 3 || !tp.Truncated {
		t.Errorf("by bytes: total %d, kept %d, truncated %v", tp.Total, len(tp.Messages), tp.Truncated)
	}
}

func TestBytesJSON(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []byte
		null bool
	}{
		{`null`, nil, true}, {`""`, []byte{}, false}, {`"héllo"`, []byte("héllo"), false},
		{`{"base64":"/wA="}`, []byte{0xff, 0}, false}, {`{"id": 1, "n": "x"}`, []byte(`{"id":1,"n":"x"}`), false},
		{`42`, []byte("42"), false},
	} {
		var m Message
		if err := json.Unmarshal([]byte(`{"value":`+c.in+`}`), &m); err != nil {
			t.Fatalf("%s: %v", c.in, err)
		}
		if (m.Value == nil) != c.null || string(m.Value) != string(c.want) {
			t.Errorf("%s read as %q", c.in, m.Value)
		}
	}
	var m Message
	if err := json.Unmarshal([]byte(`{"value":{"base64":"!!"}}`), &m); !errors.Is(err, wire.ErrBadBytes) {
		t.Errorf("bad base64: %v", err)
	}
}

func TestUnboundedTablesNamesAnEndlessTopic(t *testing.T) {
	script := `CREATE TABLE endless (id INT) WITH ('connector' = 'kafka', 'topic' = 'e',
  'properties.bootstrap.servers' = 'localhost:9092', 'format' = 'test-json');
` + ordersTable
	if got := UnboundedTables(script); len(got) != 1 || got[0] != "default_catalog.default_database.endless" {
		t.Errorf("unbounded = %v", got)
	}
}
