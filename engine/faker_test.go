//go:build !flinkpad_page

package engine

import (
	"context"
	"strconv"
	"strings"
	"testing"
)

// The tutorials' faker table: orders with a status from options, an amount and an event time a
// few seconds in the past, with a watermark that lets no row of the 30 seconds be late.
const fakerOrders = `CREATE TABLE orders (
  order_id INT,
  customer STRING,
  status STRING,
  amount DECIMAL(8, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '30' SECOND
) WITH (
  'connector' = 'faker',
  'number-of-rows' = '200',
  'fields.order_id.expression' = '#{number.numberBetween ''1'',''1000''}',
  'fields.customer.expression' = '#{Name.fullName}',
  'fields.status.expression' = '#{Options.option ''RECEIVED'',''SHIPPED'',''CANCELLED''}',
  'fields.amount.expression' = '#{number.randomDouble ''2'',''1'',''500''}',
  'fields.order_time.expression' = '#{date.past ''30'',''SECONDS''}'
)`

func sumCounts(t *testing.T, rows []string, field int) int {
	t.Helper()
	total := 0
	for _, r := range rows {
		parts := strings.Split(strings.TrimSuffix(r[strings.IndexByte(r, '[')+1:], "]"), ", ")
		n, err := strconv.Atoi(parts[field])
		if err != nil {
			t.Fatalf("row %s: %v", r, err)
		}
		total += n
	}
	return total
}

func TestFakerTumbleWindowStreaming(t *testing.T) {
	te, _ := newTestEnv(t, "streaming")
	mustExec(t, te, fakerOrders)
	r, err := te.ExecuteSQL(context.Background(), `SELECT window_start, window_end, COUNT(*) AS c, SUM(amount) AS total
FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '10' SECOND))
GROUP BY window_start, window_end`)
	if err != nil {
		t.Fatal(err)
	}
	rows := collected(t, r)
	if len(rows) < 3 || len(rows) > 5 {
		t.Errorf("%d windows of 10 seconds over 30 seconds of orders: %v", len(rows), rows)
	}
	if n := sumCounts(t, rows, 2); n != 200 {
		t.Errorf("windows count %d orders, want 200", n)
	}
}

func TestFakerBatchAggregate(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	mustExec(t, te, "SET 'flinkpad.datagen.seed' = '7'", fakerOrders)
	q := "SELECT status, COUNT(*) AS c FROM orders GROUP BY status"
	run := func() []string {
		r, err := te.ExecuteSQL(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		return collected(t, r)
	}
	rows := run()
	if len(rows) != 3 || sumCounts(t, rows, 1) != 200 {
		t.Errorf("rows %v", rows)
	}
	for _, r := range rows {
		if !strings.Contains(r, "RECEIVED") && !strings.Contains(r, "SHIPPED") && !strings.Contains(r, "CANCELLED") {
			t.Errorf("status not among the options: %s", r)
		}
	}
	// The seed makes the run repeat.
	r, err := te.ExecuteSQL(context.Background(), "SELECT customer, order_id FROM orders")
	if err != nil {
		t.Fatal(err)
	}
	first := collected(t, r)
	r, err = te.ExecuteSQL(context.Background(), "SELECT customer, order_id FROM orders")
	if err != nil {
		t.Fatal(err)
	}
	if second := collected(t, r); strings.Join(first, "\n") != strings.Join(second, "\n") {
		t.Errorf("a seeded run did not repeat:\n%v\n%v", first[:3], second[:3])
	}
}

func TestFakerUnboundedInBatchIsRefused(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	mustExec(t, te, "CREATE TABLE f (a INT) WITH ('connector' = 'faker', 'fields.a.expression' = '#{number.randomDigit}')")
	_, err := te.ExecuteSQL(context.Background(), "SELECT * FROM f")
	if err == nil || !strings.Contains(err.Error(), "Querying an unbounded table") {
		t.Errorf("got %v", err)
	}
}

func TestFakerUnsupportedExpression(t *testing.T) {
	te, _ := newTestEnv(t, "batch")
	mustExec(t, te, "CREATE TABLE f (a STRING) WITH ('connector' = 'faker', 'number-of-rows' = '1', "+
		"'fields.a.expression' = 'hero: #{superhero.name}')")
	_, err := te.ExecuteSQL(context.Background(), "SELECT * FROM f")
	if err == nil || !strings.Contains(err.Error(), `unsupported Datafaker provider "superhero"`) ||
		!strings.Contains(err.Error(), "at position 7") {
		t.Errorf("got %v", err)
	}
}
