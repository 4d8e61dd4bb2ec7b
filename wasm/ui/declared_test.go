package ui

import (
	"reflect"
	"strings"
	"testing"
)

func TestDeclaredTables(t *testing.T) {
	script := "CREATE TABLE orders (id INT, `when` TIMESTAMP(3), amount DECIMAL(10, 2),\n" +
		"  WATERMARK FOR `when` AS `when` - INTERVAL '5' SECOND, PRIMARY KEY (id) NOT ENFORCED)\n" +
		"  WITH ('connector' = 'datagen', 'x' = 'CREATE TABLE fake (a INT)');\n" +
		"-- CREATE TABLE commented (a INT);\n" +
		"/* CREATE TABLE blocked (a INT) */\n" +
		"create temporary table if not exists cat.db.`my table` (`PRIMARY` STRING, b ROW<c INT, d INT>, m MAP<ROW<e INT>, INT>, z AS b > 1);\n" +
		"CREATE TABLE copy AS SELECT * FROM orders;\n" +
		"CREATE VIEW v AS SELECT 1 AS x;\n"
	got := declaredTables(script)
	want := map[string][]string{
		"orders":   {"id", "when", "amount"},
		"my table": {"PRIMARY", "b", "m", "z"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("declaredTables = %v, want %v", got, want)
	}
}

// A stranger's script cannot make the scan unbounded: an unclosed column list, an unclosed
// string, and more tables than the limit all end at the text's end or the limit.
func TestDeclaredTablesBounded(t *testing.T) {
	if got := declaredTables("CREATE TABLE t (a INT, b 'unclosed"); !reflect.DeepEqual(got, map[string][]string{"t": {"a", "b"}}) {
		t.Fatalf("unclosed: %v", got)
	}
	var b strings.Builder
	for i := range declaredMaxTables + 10 {
		b.WriteString("CREATE TABLE t")
		b.WriteString(itoaNative(i))
		b.WriteString(" (a INT);\n")
	}
	if got := declaredTables(b.String()); len(got) != declaredMaxTables {
		t.Fatalf("%d tables, want the limit %d", len(got), declaredMaxTables)
	}
	wide := "CREATE TABLE w (" + strings.Repeat("c INT, ", declaredMaxColumns+5) + "z INT)"
	if got := declaredTables(wide)["w"]; len(got) != declaredMaxColumns {
		t.Fatalf("%d columns, want the limit %d", len(got), declaredMaxColumns)
	}
}

func itoaNative(i int) string {
	if i == 0 {
		return "0"
	}
	var d []byte
	for ; i > 0; i /= 10 {
		d = append([]byte{byte('0' + i%10)}, d...)
	}
	return string(d)
}
