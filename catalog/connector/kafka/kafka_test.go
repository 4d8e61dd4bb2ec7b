package kafka_test

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/broker"
	"github.com/flinkpad/flinkpad/catalog/connector/kafka/kafkatest"
	"github.com/flinkpad/flinkpad/engine"
	"github.com/flinkpad/flinkpad/engine/types"
)

func init() { kafkatest.RegisterFormat() }

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
	for _, want := range []string{
		"== Optimized Physical Plan ==\nChangelogNormalize(key=[name], condition=[>(total, 1)])\n+- Exchange(distribution=[hash[name]])\n   +- TableSourceScan(table=[[default_catalog, default_database, totals]], fields=[name, total])",
		"== Optimized Execution Plan ==\nChangelogNormalize(key=[name], condition=[(total > 1)])\n+- Exchange(distribution=[hash[name]])\n   +- TableSourceScan(table=[[default_catalog, default_database, totals]], fields=[name, total])",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("EXPLAIN lacks\n%s\nin\n%s", want, got)
		}
	}
}

func TestMetadataColumns(t *testing.T) {
	te := newSession(t, "streaming")
	rows, err := runScript(t, te, `CREATE TABLE m (
  id INT,
  ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  hs MAP<STRING, BYTES> METADATA FROM 'headers',
  p INT METADATA FROM 'partition' VIRTUAL,
  o BIGINT METADATA FROM 'offset' VIRTUAL,
  tp STRING METADATA FROM 'topic' VIRTUAL,
  tt STRING METADATA FROM 'timestamp-type' VIRTUAL,
  le INT METADATA FROM 'leader-epoch' VIRTUAL
) WITH (
  'connector' = 'kafka', 'topic' = 'm', 'properties.bootstrap.servers' = 'x:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
SET 'table.local-time-zone' = 'UTC';
INSERT INTO m VALUES (7, TO_TIMESTAMP_LTZ(1700000000000, 3), MAP['h', CAST('v' AS BYTES)]);
SELECT id, ts, CAST(hs['h'] AS STRING), p, o, tp, tt, le FROM m;`)
	if err != nil {
		t.Fatal(err)
	}
	want := "+I[7, 2023-11-14T22:13:20Z, v, 0, 0, m, CreateTime, 0]"
	if got := strings.Join(rows, "\n"); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestTombstoneDeletes(t *testing.T) {
	te := newSession(t, "streaming")
	m := te.Topics()
	ctx := context.Background()
	recs := []broker.Record{
		{Partition: -1, Key: []byte(`{"name":"a"}`), Value: []byte(`{"name":"a","total":1}`)},
		{Partition: -1, Key: []byte(`{"name":"b"}`), Value: []byte(`{"name":"b","total":2}`)},
		{Partition: -1, Key: []byte(`{"name":"a"}`), Value: nil},
		{Partition: -1, Key: []byte(`{"name":"c"}`), Value: nil},
	}
	if err := m.Produce(ctx, "totals", recs); err != nil {
		t.Fatal(err)
	}
	rows, err := runScript(t, te, upsertTables+`SELECT * FROM totals;`)
	if err != nil {
		t.Fatal(err)
	}
	want := "+I[a, 1]\n+I[b, 2]\n-D[a, 1]"
	if got := strings.Join(rows, "\n"); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestStartupAndBoundedOffsets(t *testing.T) {
	te := newSession(t, "batch")
	m := te.Topics()
	m.CreateTopic("p", 2)
	var recs []broker.Record
	for i := range 6 {
		recs = append(recs, broker.Record{Partition: int32(i % 2), Value: []byte(fmt.Sprintf(`{"id":%d}`, i)),
			Timestamp: int64(1000 * i), HasTimestamp: true})
	}
	if err := m.Produce(context.Background(), "p", recs); err != nil {
		t.Fatal(err)
	}
	table := func(extra string) string {
		return `CREATE TEMPORARY TABLE t (id INT, part INT METADATA FROM 'partition' VIRTUAL) WITH (
  'connector' = 'kafka', 'topic' = 'p', 'properties.bootstrap.servers' = 'x:9092', 'format' = 'test-json'` + extra + `);
`
	}
	for _, c := range []struct{ opts, want string }{
		{`, 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset'`, "0 1 2 3 4 5"},
		{`, 'scan.startup.mode' = 'specific-offsets', 'scan.startup.specific-offsets' = 'partition:0,offset:2;partition:1,offset:1', 'scan.bounded.mode' = 'latest-offset'`, "3 4 5"},
		{`, 'scan.startup.mode' = 'timestamp', 'scan.startup.timestamp-millis' = '3000', 'scan.bounded.mode' = 'latest-offset'`, "3 4 5"},
		{`, 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'timestamp', 'scan.bounded.timestamp-millis' = '2500'`, "0 1 2"},
		{`, 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'specific-offsets', 'scan.bounded.specific-offsets' = 'partition:1,offset:2'`, "1 3"},
		{`, 'scan.startup.mode' = 'group-offsets', 'properties.group.id' = 'g', 'properties.auto.offset.reset' = 'earliest', 'scan.bounded.mode' = 'latest-offset'`, "0 1 2 3 4 5"},
	} {
		rows, err := runScript(t, te, table(c.opts)+`SELECT id FROM t ORDER BY id;`)
		if err != nil {
			t.Errorf("%s: %v", c.opts, err)
			continue
		}
		var ids []string
		for _, r := range rows {
			ids = append(ids, strings.TrimSuffix(strings.TrimPrefix(r, "+I["), "]"))
		}
		if got := strings.Join(ids, " "); got != c.want {
			t.Errorf("%s: got %s, want %s", c.opts, got, c.want)
		}
		runScript(t, te, "DROP TEMPORARY TABLE t;")
	}
}

func TestOptionErrors(t *testing.T) {
	base := map[string]string{"connector": "kafka", "topic": "t", "properties.bootstrap.servers": "x:9092", "format": "test-json"}
	for _, c := range []struct {
		set  map[string]string
		drop []string
		want string
	}{
		{drop: []string{"topic"}, want: "Either 'topic' or 'topic-pattern' must be set."},
		{set: map[string]string{"topic-pattern": "t.*"}, want: "Option 'topic' and 'topic-pattern' shouldn't be set together."},
		{drop: []string{"properties.bootstrap.servers"}, want: "One or more required options are missing.\n\nMissing required options are:\n\nproperties.bootstrap.servers"},
		{set: map[string]string{"format": "nope"}, want: "Could not find any format factory for identifier 'nope' in the classpath."},
		{drop: []string{"format"}, want: "Could not find required scan format 'value.format'."},
		{set: map[string]string{"scan.startup.mode": "earliest"}, want: "Could not parse value for enum class org.apache.flink.streaming.connectors.kafka.table.KafkaConnectorOptions$ScanStartupMode. Expected one of: [[earliest-offset, latest-offset, group-offsets, timestamp, specific-offsets]]"},
		{set: map[string]string{"scan.startup.mode": "timestamp"}, want: "'scan.startup.timestamp-millis' is required in 'timestamp' startup mode but missing."},
		{set: map[string]string{"scan.bounded.mode": "specific-offsets", "scan.bounded.specific-offsets": "partition:0"}, want: "Invalid properties 'scan.bounded.specific-offsets' should follow the format 'partition:0,offset:42;partition:1,offset:300', but is 'partition:0'."},
		{set: map[string]string{"key.fields": "id"}, want: "The option 'key.fields' can only be declared if a key format is defined using 'key.format'."},
		{set: map[string]string{"key.format": "test-json"}, want: "A key format 'key.format' requires the declaration of one or more of key fields using 'key.fields'."},
		{set: map[string]string{"key.format": "test-json", "key.fields": "nope"}, want: "Could not find the field 'nope' in the table schema for usage in the key format. A key field must be a regular, physical column. The following columns can be selected in the 'key.fields' option:\n[id, name]"},
		{set: map[string]string{"key.format": "test-json", "key.fields": "id", "key.fields-prefix": "k_"}, want: "All fields in 'key.fields' must be prefixed with 'k_' when option 'key.fields-prefix' is set but field 'id' is not prefixed."},
		{set: map[string]string{"test-json.bogus": "1"}, want: "Unsupported options found for 'kafka'."},
	} {
		opts := maps.Clone(base)
		maps.Copy(opts, c.set)
		for _, k := range c.drop {
			delete(opts, k)
		}
		var with []string
		for _, k := range slices.Sorted(maps.Keys(opts)) {
			with = append(with, fmt.Sprintf("'%s' = '%s'", k, opts[k]))
		}
		te := newSession(t, "streaming")
		_, err := runScript(t, te, "CREATE TABLE t (id INT, name STRING) WITH ("+strings.Join(with, ", ")+");\nSELECT * FROM t;")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: got %v, want %q", opts, err, c.want)
		}
	}
}

func TestUpsertNeedsPrimaryKey(t *testing.T) {
	te := newSession(t, "streaming")
	_, err := runScript(t, te, `CREATE TABLE u (k INT, v INT) WITH ('connector' = 'upsert-kafka', 'topic' = 'u',
  'properties.bootstrap.servers' = 'x:9092', 'key.format' = 'test-json', 'value.format' = 'test-json');
SELECT * FROM u;`)
	if err == nil || !strings.Contains(err.Error(), "'upsert-kafka' tables require to define a PRIMARY KEY constraint.") {
		t.Fatalf("got %v", err)
	}
}

func TestBatchNeedsBoundedMode(t *testing.T) {
	te := newSession(t, "batch")
	_, err := runScript(t, te, `CREATE TABLE b (k INT) WITH ('connector' = 'kafka', 'topic' = 'b',
  'properties.bootstrap.servers' = 'x:9092', 'format' = 'test-json');
SELECT * FROM b;`)
	if err == nil || !strings.Contains(err.Error(), "Querying an unbounded table 'default_catalog.default_database.b' in batch mode is not allowed.") {
		t.Fatalf("got %v", err)
	}
}

func TestWatermarkOnTimestampMetadata(t *testing.T) {
	te := newSession(t, "streaming")
	m := te.Topics()
	var recs []broker.Record
	for i := range 5 {
		recs = append(recs, broker.Record{Partition: -1, Value: []byte(fmt.Sprintf(`{"id":%d}`, i)),
			Timestamp: 1700000000000 + int64(i)*4000, HasTimestamp: true})
	}
	if err := m.Produce(context.Background(), "w", recs); err != nil {
		t.Fatal(err)
	}
	script := `SET 'table.local-time-zone' = 'UTC';
CREATE TABLE w (id INT, ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp', WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH (
  'connector' = 'kafka', 'topic' = 'w', 'properties.bootstrap.servers' = 'x:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
`
	rows, err := runScript(t, te, script+`SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE w, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;`)
	if err != nil {
		t.Fatal(err)
	}
	want := "+I[2023-11-14T22:13:20, 3]\n+I[2023-11-14T22:13:30, 2]"
	if got := strings.Join(rows, "\n"); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	rows, err = runScript(t, te, `EXPLAIN SELECT id FROM w;`)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows, "\n"); !strings.Contains(got, "TableSourceScan(table=[[default_catalog, default_database, w, metadata=[timestamp]]], fields=[id, ts])") {
		t.Errorf("EXPLAIN:\n%s", got)
	}
}

func TestKeyFieldsExceptKey(t *testing.T) {
	te := newSession(t, "streaming")
	rows, err := runScript(t, te, `CREATE TABLE k (k_id INT, name STRING) WITH (
  'connector' = 'kafka', 'topic' = 'k', 'properties.bootstrap.servers' = 'x:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset',
  'key.format' = 'test-json', 'key.fields' = 'k_id', 'key.fields-prefix' = 'k_',
  'value.format' = 'test-json', 'value.fields-include' = 'EXCEPT_KEY', 'sink.partitioner' = 'fixed');
INSERT INTO k VALUES (1, 'one');
SELECT * FROM k;`)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows, "\n"); got != "+I[1, one]" {
		t.Fatalf("got %s", got)
	}
	msgs, _ := te.Topics().Messages("k")
	if len(msgs) != 1 || string(msgs[0].Key) != `{"id":1}` || string(msgs[0].Value) != `{"name":"one"}` {
		t.Fatalf("messages %q %q", msgs[0].Key, msgs[0].Value)
	}
}

func TestFilterInChangelogNormalize(t *testing.T) {
	te := newSession(t, "streaming")
	kv := func(name string, total int) broker.Record {
		r := broker.Record{Partition: -1, Key: []byte(fmt.Sprintf(`{"name":%q}`, name))}
		if total >= 0 {
			r.Value = []byte(fmt.Sprintf(`{"name":%q,"total":%d}`, name, total))
		}
		return r
	}
	recs := []broker.Record{kv("a", 1), kv("a", 5), kv("a", 7), kv("a", 0), kv("b", 3), kv("b", -1), kv("a", 9)}
	if err := te.Topics().Produce(context.Background(), "totals", recs); err != nil {
		t.Fatal(err)
	}
	rows, err := runScript(t, te, upsertTables+`SELECT * FROM totals WHERE total > 1;`)
	if err != nil {
		t.Fatal(err)
	}
	want := "+I[a, 5]\n-U[a, 5]\n+U[a, 7]\n-D[a, 7]\n+I[b, 3]\n-D[b, 3]\n+I[a, 9]"
	if got := strings.Join(rows, "\n"); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestTimestampMetadataCast(t *testing.T) {
	te := newSession(t, "streaming")
	var recs []broker.Record
	for i := range 5 {
		recs = append(recs, broker.Record{Partition: -1, Value: []byte(fmt.Sprintf(`{"id":%d}`, i)),
			Timestamp: 1700000000000 + int64(i)*4000, HasTimestamp: true})
	}
	if err := te.Topics().Produce(context.Background(), "w", recs); err != nil {
		t.Fatal(err)
	}
	script := `SET 'table.local-time-zone' = 'Asia/Shanghai';
CREATE TABLE w (id INT, ts TIMESTAMP(3) METADATA FROM 'timestamp', p BIGINT METADATA FROM 'partition' VIRTUAL,
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH (
  'connector' = 'kafka', 'topic' = 'w', 'properties.bootstrap.servers' = 'x:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
`
	rows, err := runScript(t, te, script+`SELECT id, ts, p FROM w WHERE id = 0;`)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows, "\n"); got != "+I[0, 2023-11-15T06:13:20, 0]" {
		t.Errorf("got %s", got)
	}
	rows, err = runScript(t, te, `SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE w, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;`)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows, "\n"); got != "+I[2023-11-15T06:13:20, 3]\n+I[2023-11-15T06:13:30, 2]" {
		t.Errorf("got %s", got)
	}
	_, err = runScript(t, te, `INSERT INTO w (id, ts) VALUES (9, TIMESTAMP '2024-01-01 00:00:00');`)
	if err == nil || !strings.Contains(err.Error(), "writing a metadata column declared as TIMESTAMP(3)") {
		t.Errorf("write: %v", err)
	}
	_, err = runScript(t, te, `CREATE TABLE bad (id INT, o ARRAY<INT> METADATA FROM 'offset') WITH ('connector' = 'kafka', 'topic' = 'w',
  'properties.bootstrap.servers' = 'x:9092', 'format' = 'test-json');
SELECT * FROM bad;`)
	if err == nil || !strings.Contains(err.Error(), "Invalid data type for metadata column 'o'") {
		t.Errorf("bad type: %v", err)
	}
}

func TestTopicPattern(t *testing.T) {
	te := newSession(t, "batch")
	ctx := context.Background()
	for _, topic := range []string{"logs-a", "logs-b", "other", "xlogs-c"} {
		rec := broker.Record{Partition: -1, Value: []byte(`{"name":"` + topic + `"}`)}
		if err := te.Topics().Produce(ctx, topic, []broker.Record{rec}); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := runScript(t, te, `CREATE TABLE l (name STRING, tp STRING METADATA FROM 'topic' VIRTUAL) WITH (
  'connector' = 'kafka', 'topic-pattern' = 'logs-.*', 'properties.bootstrap.servers' = 'x:9092',
  'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', 'format' = 'test-json');
SELECT name, tp FROM l ORDER BY name;`)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rows, "\n"); got != "+I[logs-a, logs-a]\n+I[logs-b, logs-b]" {
		t.Fatalf("got %s", got)
	}
}

func TestExplainChangelogModes(t *testing.T) {
	te := newSession(t, "streaming")
	rows, err := runScript(t, te, upsertTables+`EXPLAIN CHANGELOG_MODE SELECT * FROM totals;`)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(rows, "\n")
	want := "ChangelogNormalize(key=[name], changelogMode=[I,UA,D])\n+- Exchange(distribution=[hash[name]], changelogMode=[UA,D])\n   +- TableSourceScan(table=[[default_catalog, default_database, totals]], fields=[name, total], changelogMode=[UA,D])"
	if !strings.Contains(got, want) {
		t.Errorf("EXPLAIN CHANGELOG_MODE:\n%s\nwant\n%s", got, want)
	}
}

// A HAVING on the aggregate leaves the upsert key but can drop a +U: Flink's plan then keeps
// the -U, and upsert-kafka writes it as a tombstone.
func TestUpsertSinkUpdateBeforeAsTombstone(t *testing.T) {
	te := newSession(t, "streaming")
	_, err := runScript(t, te, upsertTables+`
INSERT INTO src VALUES (1, 'a', 1), (2, 'a', 1), (3, 'a', 5);
INSERT INTO totals SELECT name, SUM(amount) FROM src GROUP BY name HAVING SUM(amount) < 5;`)
	if err != nil {
		t.Fatal(err)
	}
	msgs, _ := te.Topics().Messages("totals")
	var got []string
	for _, m := range msgs {
		got = append(got, string(m.Key)+"="+string(m.Value))
	}
	want := `{"name":"a"}={"name":"a","total":1} {"name":"a"}= {"name":"a"}={"name":"a","total":2} {"name":"a"}=`
	if g := strings.Join(got, " "); g != want {
		t.Fatalf("messages\n%s\nwant\n%s", g, want)
	}
}
