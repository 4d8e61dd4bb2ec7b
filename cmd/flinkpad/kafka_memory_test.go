package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// With -kafka memory a script's topics live in the session's in-memory broker, as on the page:
// a tutorial naming localhost:9092 runs with no cluster there.
func TestKafkaMemoryKeepsTopicsForTheSession(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.sql")
	script := noTimeCost + `SET 'sql-client.execution.result-mode' = 'tableau';
CREATE TABLE orders (id INT, item STRING) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'json');
INSERT INTO orders VALUES (1, 'tea'), (2, 'cake');
SELECT * FROM orders;`
	if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if code := run(context.Background(), []string{"-kafka", "memory", "-f", path}, nil, &out, &out); code != 0 {
		t.Fatalf("exit status %d:\n%s", code, out.String())
	}
	for _, want := range []string{"tea", "cake", "Received a total of 2 rows"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestKafkaModeMustBeKnown(t *testing.T) {
	var out bytes.Buffer
	if code := run(context.Background(), []string{"-kafka", "cloud", "-f", "x.sql"}, nil, &out, &out); code != 2 ||
		!strings.Contains(out.String(), "want brokers or memory") {
		t.Errorf("exit status %d, output:\n%s", code, out.String())
	}
}
