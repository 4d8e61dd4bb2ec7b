package exec

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/engine/plan"
	"github.com/flinkpad/flinkpad/engine/types"
)

// withinWatchdog runs a query under watchdog: the cases below held a core for minutes or took
// gigabytes before their sizes were checked.
func withinWatchdog(t *testing.T, query string) (rows []string, err error) {
	t.Helper()
	watchdog(t, func() { rows, err = runQuery(t, query) })
	return rows, err
}

// ROUND and TRUNCATE to a scale far from the value's digits answer without a power of ten of
// that many digits: the value itself when it is exact at that scale (Flink's sround returns
// its argument when the scale is not below the value's), zero far left of its first digit.
func TestRoundToAHugeScale(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"SELECT ROUND(1, 2147483647), TRUNCATE(1, 2147483647), ROUND(7, -2147483647), TRUNCATE(123, -2147483648)", "+I[1, 1, 0, 0]"},
		{"SELECT ROUND(1.25, 2147483647), ROUND(1.25, -2147483647), TRUNCATE(1.25, -2147483647)", "+I[1.25, 0, 0]"},
		{"SELECT ROUND(1.5E0, 2147483647), TRUNCATE(1.5E0, 2147483647), ROUND(1.5E0, -2147483647)", "+I[1.5, 1.5, 0.0]"},
		{"SELECT ROUND(x, 2147483647), TRUNCATE(x, -2147483647) FROM (VALUES (1), (5)) AS t(x)", "+I[1, 0]\n+I[5, 0]"},
		// The ordinary scales are unchanged.
		{"SELECT ROUND(155, -1), ROUND(-555, -3), TRUNCATE(1.2345, 2), ROUND(1.2345, 3), ROUND(0.5, 0)", "+I[160, -1000, 1.23, 1.235, 1]"},
	} {
		got, err := withinWatchdog(t, tt.query)
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		if strings.Join(got, "\n") != tt.want {
			t.Errorf("%s:\n got  %s\n want %s", tt.query, strings.Join(got, "\n"), tt.want)
		}
	}
}

// A function whose result an argument sizes fails before it builds a value over MaxValueBytes.
func TestFunctionsCheckTheSizeBeforeTheyAllocate(t *testing.T) {
	for _, query := range []string{
		"SELECT REPEAT('x', 9223372036854775807)",
		"SELECT REPEAT('xy', 2147483647)",
		"SELECT LPAD('x', 2147483647, 'y')",
		"SELECT RPAD('x', 2147483647, 'yz')",
		"SELECT REPLACE(REPEAT('a', 1000000), 'a', REPEAT('b', 100))",
		"SELECT REPLACE(REPEAT('a', 10000000), '', 'bc')",
		"SELECT CONCAT(REPEAT('a', 10000000), REPEAT('b', 10000000))",
		"SELECT REPEAT('a', 10000000) || REPEAT('b', 10000000)",
		"SELECT CONCAT_WS(REPEAT('-', 10000000), 'a', 'b', 'c')",
		"SELECT TO_BASE64(REPEAT('a', 16000000))",
		"SELECT HEX(REPEAT('a', 10000000))",
		"SELECT OVERLAY(REPEAT('a', 10000000) PLACING REPEAT('b', 10000000) FROM 2)",
		"SELECT REGEXP_REPLACE(REPEAT('a', 1000000), '', REPEAT('b', 100))",
		"SELECT REGEXP_REPLACE(REPEAT('a', 1000000), 'a', REPEAT('b', 17))",
		"SELECT CAST(x AS CHAR(2000000000)) FROM (VALUES ('a')) AS t(x)",
		"SELECT CAST(x AS BINARY(2000000000)) FROM (VALUES (CAST('a' AS BYTES))) AS t(x)",
	} {
		_, err := withinWatchdog(t, query)
		var fe interface{ FlinkClass() string }
		if !errors.Is(err, ErrValueTooLarge) || !errors.As(err, &fe) || fe.FlinkClass() != "flinkpad.ValueTooLarge" {
			t.Errorf("%s: got %v, want the value's size refused", query, err)
		}
	}
	// Under the bound, the same functions give their values.
	got, err := withinWatchdog(t, "SELECT CHAR_LENGTH(REPEAT('ab', 1000000)), CHAR_LENGTH(LPAD('x', 1000000, 'é')), LPAD('hi', 5, 'xy'), RPAD('hi', 5, 'xy'), LPAD('hello', 3, 'x'), RPAD('hello', 3, 'x'), REPLACE('abc', '', '-'), REGEXP_REPLACE('abc', '', '-'), REGEXP_REPLACE('aXbX', 'X', 'yz'), CAST('ab' AS CHAR(4)) || '|'")
	if want := "+I[2000000, 1000000, xyxhi, hixyx, hel, hel, -a-b-c-, -a-b-c-, ayzbyz, ab  |]"; err != nil || strings.Join(got, "") != want {
		t.Errorf("got %v, %v, want %s", got, err, want)
	}
}

// doubling is a Calc whose expression is levels nested applications of op to one shared
// operand twice: the DAG the optimizer makes of views that each double the one before, whose
// tree form has 2^levels leaves.
func doubling(in plan.Node, op plan.Op, t types.Type, levels int) *plan.Calc {
	var e plan.Expr = &plan.InputRef{Index: 0, T: t}
	for range levels {
		e = &plan.Call{Op: op, Args: []plan.Expr{e, e}, T: t}
	}
	return &plan.Calc{Input: in, Exprs: []plan.Expr{e}, Output: []plan.Field{{Name: "y", Type: t}}}
}

func runDAG(t *testing.T, n plan.Node) (rows []Row, err error) {
	t.Helper()
	watchdog(t, func() {
		ctx := context.Background()
		var op Operator
		if op, err = Build(ctx, n, &Env{Connector: &connector.Env{}}); err != nil {
			return
		}
		rows, err = Collect(ctx, op, n.Fields(), false)
	})
	return rows, err
}

// An expression DAG is built, checked and evaluated once per node, not once per path: 62
// doublings of x + x run in linear work (2^62 paths), and give x * 2^62 as BIGINT wraps it.
func TestSharedSubexpressionsEvaluateOnce(t *testing.T) {
	bigNN := types.BigInt.AsNotNull()
	in := &plan.Values{Output: []plan.Field{{Name: "x", Type: bigNN}}}
	for _, v := range []int64{1, 3, -5} {
		in.Rows = append(in.Rows, []plan.Expr{&plan.Literal{Value: v, T: bigNN}})
	}
	rows, err := runDAG(t, doubling(in, "+", bigNN, 62))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range []int64{1, 3, -5} {
		if got, want := rows[i].Values[0], v<<62; got != want {
			t.Errorf("row %d: %v, want %d", i, got, want)
		}
	}
}

// Thirty doublings of a string by CONCAT(s, s) stop at the value size check, soon.
func TestDoublingStringDAGStopsAtTheSizeCheck(t *testing.T) {
	str := types.String.AsNotNull()
	in := &plan.Values{Output: []plan.Field{{Name: "s", Type: str}},
		Rows: [][]plan.Expr{{&plan.Literal{Value: "ab", T: str}}}}
	for _, op := range []plan.Op{"CONCAT", "||"} {
		if _, err := runDAG(t, doubling(in, op, str, 30)); !errors.Is(err, ErrValueTooLarge) {
			t.Errorf("%s: got %v, want the value's size refused", op, err)
		}
		rows, err := runDAG(t, doubling(in, op, str, 10))
		if err != nil || len(rows) != 1 || rows[0].Values[0] != strings.Repeat("ab", 1<<10) {
			t.Errorf("%s: ten doublings gave %v, %v", op, len(rows), err)
		}
	}
}

// LISTAGG's list, batch and streaming, stops at MaxValueBytes, and its size follows retractions.
func TestListAggStopsAtTheValueSize(t *testing.T) {
	big := strings.Repeat("x", MaxValueBytes/4)
	batch := &listAggAcc{sep: ","}
	stream := &listAggRetractAcc{sep: ","}
	var batchErr, streamErr error
	for range 5 {
		if batchErr == nil {
			batchErr = batch.add(big)
		}
		if streamErr == nil {
			streamErr = stream.add(big)
		}
	}
	if !errors.Is(batchErr, ErrValueTooLarge) || !errors.Is(streamErr, ErrValueTooLarge) {
		t.Fatalf("got %v and %v, want the list's size refused", batchErr, streamErr)
	}
	if err := stream.retract(big); err != nil {
		t.Fatal(err)
	}
	if err := stream.add(big); err != nil {
		t.Errorf("after a retraction the list has room again: %v", err)
	}
	if got, _ := stream.result(); len(got.(string)) != int(stream.bytes) || stream.bytes != 3*int64(len(big))+2 {
		t.Errorf("the list holds %d bytes, counted %d", len(got.(string)), stream.bytes)
	}
}
