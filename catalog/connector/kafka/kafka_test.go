package kafka_test

import (
	"context"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

// newSession is a streaming session with its own in-memory broker.
func newSession(t *testing.T, mode string) *engine.TableEnvironment {
	t.Helper()
	te := engine.NewTableEnvironment(engine.Settings{Env: connector.Env{Parallelism: 1}})
	te.Config().Set(engine.KeyRuntimeMode, mode)
	return te
}

// runScript runs a script and returns the rows of its last query, formatted as Flink's
// Row.toString, or the first error.
func runScript(t *testing.T, te *engine.TableEnvironment, script string) ([]string, error) {
	t.Helper()
	ctx := context.Background()
	var rows []string
	var failed error
	err := te.RunScript(ctx, script, func(o engine.Outcome) {
		if o.Err != nil || o.Result == nil {
			return
		}
		if _, isInsert := o.Stmt.(interface{ InsertTarget() }); isInsert {
			return
		}
		rows = rows[:0]
		for row, err := range o.Result.Collect() {
			if err != nil {
				failed = err
				return
			}
			rows = append(rows, types.FormatRow(row.Kind, o.Result.ColumnTypes(), row.Values))
		}
	})
	if err == nil {
		err = failed
	}
	return rows, err
}

const topicTable = `CREATE TABLE orders (
  id INT,
  name STRING,
  price DOUBLE
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'test-json'
);
`

func TestInsertThenSelect(t *testing.T) {
	for _, mode := range []string{"streaming", "batch"} {
		t.Run(mode, func(t *testing.T) {
			te := newSession(t, mode)
			rows, err := runScript(t, te, topicTable+`
INSERT INTO orders VALUES (1, 'apple', 1.5), (2, 'pear', 2.25);
SELECT id, name, price FROM orders;`)
			if err != nil {
				t.Fatal(err)
			}
			want := "+I[1, apple, 1.5]\n+I[2, pear, 2.25]"
			if got := strings.Join(rows, "\n"); got != want {
				t.Fatalf("got\n%s\nwant\n%s", got, want)
			}
			msgs, err := te.Topics().Messages("orders")
			if err != nil || len(msgs) != 2 || msgs[1].Offset != 1 || msgs[0].Key != nil {
				t.Fatalf("messages %+v, %v", msgs, err)
			}
		})
	}
}

const upsertTables = `CREATE TABLE src (
  id INT,
  name STRING,
  amount INT
) WITH (
  'connector' = 'kafka',
  'topic' = 'src',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.startup.mode' = 'earliest-offset',
  'scan.bounded.mode' = 'latest-offset',
  'format' = 'test-json'
);
CREATE TABLE totals (
  name STRING,
  total INT,
  PRIMARY KEY (name) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'totals',
  'properties.bootstrap.servers' = 'localhost:9092',
  'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'test-json',
  'value.format' = 'test-json'
);
`

func TestUpsertRoundTrip(t *testing.T) {
	te := newSession(t, "streaming")
	rows, err := runScript(t, te, upsertTables+`
INSERT INTO src VALUES (1, 'a', 1), (2, 'b', 2), (3, 'a', 3);
INSERT INTO totals SELECT name, SUM(amount) FROM src GROUP BY name;
SELECT * FROM totals;`)
	if err != nil {
		t.Fatal(err)
	}
	msgs, _ := te.Topics().Messages("totals")
	var got []string
	for _, m := range msgs {
		got = append(got, string(m.Key)+"="+string(m.Value))
	}
	t.Logf("messages: %v", got)
	want := "+I[a, 1]\n+I[b, 2]\n-U[a, 1]\n+U[a, 4]"
	if g := strings.Join(rows, "\n"); g != want {
		t.Fatalf("got\n%s\nwant\n%s", g, want)
	}
}

func TestExplainUpsertScan(t *testing.T) {
	te := newSession(t, "streaming")
	rows, err := runScript(t, te, upsertTables+`EXPLAIN SELECT name, total FROM totals WHERE total > 1;`)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(rows, "\n")
	t.Log(got)
	for _, want := range []string{
		"ChangelogNormalize(key=[name])\n   +- Exchange(distribution=[hash[name]])\n      +- TableSourceScan(table=[[default_catalog, default_database, totals]], fields=[name, total])",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("EXPLAIN lacks\n%s\nin\n%s", want, got)
		}
	}
}
