package faker_test

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/catalog/connector"
	"github.com/flinkpad/flinkpad/catalog/connector/faker"
	"github.com/flinkpad/flinkpad/catalog/connector/faker/datafaker"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
	"github.com/flinkpad/flinkpad/engine/types"
)

func init() { faker.SetEvaluator(datafaker.New()) }

type col struct {
	name string
	t    types.Type
}

func table(cols []col, opts ...string) *connector.Table {
	t := &catalog.Table{}
	for _, c := range cols {
		t.Schema.Columns = append(t.Schema.Columns, catalog.Column{Name: c.name, Type: c.t})
	}
	t.Options = append(t.Options, catalog.Option{Key: "connector", Value: "faker"})
	for i := 0; i+1 < len(opts); i += 2 {
		t.Options = append(t.Options, catalog.Option{Key: opts[i], Value: opts[i+1]})
	}
	return &connector.Table{ID: catalog.ObjectIdentifier{Catalog: "default_catalog", Database: "default_database", Object: "f"}, Table: t}
}

var str = types.VarChar(types.MaxLength)

// read reads every row of the given columns, as strings.
func read(t *testing.T, tab *connector.Table, seed int64) [][]string {
	t.Helper()
	src, err := faker.Factory().CreateSource(tab, &connector.Env{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	n := len(tab.Table.Schema.PhysicalColumns())
	cols := make([]int, n)
	for i := range cols {
		cols[i] = i
	}
	r, err := src.Open(context.Background(), cols)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var rows [][]string
	for {
		b, err := r.Next(context.Background())
		if errors.Is(err, io.EOF) {
			return rows
		}
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < b.Len(); i++ {
			row := make([]string, n)
			for j := 0; j < n; j++ {
				a := b.Record.Column(j)
				if a.IsNull(i) {
					row[j] = "NULL"
				} else {
					row[j] = a.ValueStr(i)
				}
			}
			rows = append(rows, row)
		}
		b.Record.Release()
	}
}

func TestOptionErrors(t *testing.T) {
	cases := []struct {
		name string
		tab  *connector.Table
		want string
	}{
		{"no expression", table([]col{{"a", types.Int}, {"b", str}}, "fields.a.expression", "#{number.randomDigit}"),
			"org.apache.flink.table.api.ValidationException: Every column needs a corresponding expression. No expression found for b."},
		{"map without value", table([]col{{"m", types.MapOf(str, types.Int)}}, "fields.m.key.expression", "#{Name.firstName}"),
			"Every column needs a corresponding expression. No expression found for m."},
		{"row field", table([]col{{"r", types.RowOf([]string{"x", "y"}, []types.Type{str, str})}}, "fields.r.x.expression", "a"),
			"No expression found for r."},
		{"type", table([]col{{"b", types.VarBinary(4)}}, "fields.b.expression", "x"),
			"Only [DOUBLE, FLOAT, DECIMAL, TINYINT, SMALLINT, INTEGER, BIGINT, CHAR, VARCHAR, BOOLEAN, ARRAY, MAP, ROW, MULTISET, DATE, " +
				"TIME_WITHOUT_TIME_ZONE, TIMESTAMP_WITHOUT_TIME_ZONE, TIMESTAMP_WITH_LOCAL_TIME_ZONE, TIMESTAMP_WITH_TIME_ZONE] columns " +
				"are supported by Faker TableSource. b is VARBINARY."},
		{"null rate", table([]col{{"a", types.Int}}, "fields.a.expression", "1", "fields.a.null-rate", "-0.8"),
			"Null rate needs to be in [0,1]. Null rate of a is -0.8"},
		{"null rate above one", table([]col{{"a", types.Int}}, "fields.a.expression", "1", "fields.a.null-rate", "1.01"),
			"Null rate needs to be in [0,1]. Null rate of a is 1.01"},
		{"null rate text", table([]col{{"a", types.Int}}, "fields.a.expression", "1", "fields.a.null-rate", "x"),
			`java.lang.NumberFormatException: For input string: "x"`},
		{"length of scalar", table([]col{{"a", types.Int}}, "fields.a.expression", "1", "fields.a.length", "2"),
			"Collection length may not be set for  a with type INTEGER"},
		{"length zero", table([]col{{"a", types.ArrayOf(types.Int)}}, "fields.a.expression", "1", "fields.a.length", "0"),
			"Collection length needs to be positive. Collection length of a is 0"},
		{"length too long", table([]col{{"a", types.ArrayOf(types.Int)}}, "fields.a.expression", "1", "fields.a.length", "2000000"),
			"flinkpad.LimitExceeded: Collection length of a is 2000000; Flinkpad generates collections of at most 1000000 elements"},
		{"rows per second", table([]col{{"a", types.Int}}, "fields.a.expression", "1", "rows-per-second", "abc"),
			`For input string: "abc"`},
		{"unsupported provider", table([]col{{"a", str}}, "fields.a.expression", "#{superhero.name}"),
			`Invalid expression for column "a": Flinkpad does not support it yet.` + "\nCaused by: unsupported Datafaker expression: " +
				`unsupported Datafaker provider "superhero" in #{superhero.name} at position 1`},
		{"evaluation fails", table([]col{{"a", types.BigInt}}, "fields.a.expression", "#{number.randomNumber '0'}"),
			"java.lang.IllegalArgumentException: Number of digits must be positive"},
	}
	for _, c := range cases {
		_, err := faker.Factory().CreateSource(c.tab, nil)
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		got := err.Error()
		if cl, _, ok := flinkerr.ClassOf(err); ok {
			got = cl.FlinkClass() + ": " + got
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%s:\n%s\nwant:\n%s", c.name, got, c.want)
		}
	}
}

func TestUnknownOptionsIgnored(t *testing.T) {
	// flink-faker validates no option it does not read, so Flink ignores these.
	tab := table([]col{{"a", types.Int}}, "fields.a.expression", "1", "sleep-per-row", "100", "bogus", "x",
		"number-of-rows", "2")
	if rows := read(t, tab, 1); len(rows) != 2 || rows[0][0] != "1" {
		t.Errorf("rows = %v", rows)
	}
}

func TestNumberOfRows(t *testing.T) {
	tab := table([]col{{"a", types.Int}}, "fields.a.expression", "#{number.numberBetween '1','10'}", "number-of-rows", "2500")
	src, err := faker.Factory().CreateSource(tab, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !src.Bounded() {
		t.Error("number-of-rows must bound the table")
	}
	if rows := read(t, tab, 0); len(rows) != 2500 {
		t.Errorf("%d rows, want 2500", len(rows))
	}
	unbounded, err := faker.Factory().CreateSource(table([]col{{"a", types.Int}}, "fields.a.expression", "1"), nil)
	if err != nil || unbounded.Bounded() {
		t.Errorf("without number-of-rows: bounded %v, %v", unbounded.Bounded(), err)
	}
	zero, err := faker.Factory().CreateSource(table([]col{{"a", types.Int}}, "fields.a.expression", "1", "number-of-rows", "0"), nil)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := zero.Open(context.Background(), []int{0})
	if _, err := r.Next(context.Background()); err == nil || !strings.Contains(err.Error(), "'from' must be <= 'to'") {
		t.Errorf("number-of-rows 0: %v", err)
	}
}

func TestNullRateAndLength(t *testing.T) {
	tab := table([]col{{"a", str}, {"arr", types.ArrayOf(types.Int)}, {"n", types.Int}},
		"fields.a.expression", "x", "fields.a.null-rate", "0.5",
		"fields.arr.expression", "#{number.numberBetween '0','10'}", "fields.arr.length", "4",
		"fields.n.expression", "1", "fields.n.null-rate", "1",
		"number-of-rows", "1000")
	nulls := 0
	for _, r := range read(t, tab, 3) {
		if r[0] == "NULL" {
			nulls++
		}
		if strings.Count(r[1], ",")+1 != 4 {
			t.Fatalf("array %s has not 4 elements", r[1])
		}
		if r[2] != "NULL" {
			t.Fatalf("null-rate 1 gave %s", r[2])
		}
	}
	if nulls < 400 || nulls > 600 {
		t.Errorf("null-rate 0.5 gave %d nulls in 1000", nulls)
	}
}

func TestSeedReproducible(t *testing.T) {
	tab := table([]col{{"name", str}, {"age", types.Int}, {"ts", types.Timestamp(3)}},
		"fields.name.expression", "#{Name.fullName}", "fields.age.expression", "#{number.numberBetween '0','100'}",
		"fields.ts.expression", "#{date.birthday}", "fields.name.null-rate", "0.2", "number-of-rows", "20")
	a, b := read(t, tab, 99), read(t, tab, 99)
	for i := range a {
		if strings.Join(a[i], "|") != strings.Join(b[i], "|") {
			t.Fatalf("row %d: %v then %v", i, a[i], b[i])
		}
	}
	c := read(t, tab, 100)
	if strings.Join(a[0], "|") == strings.Join(c[0], "|") && strings.Join(a[1], "|") == strings.Join(c[1], "|") {
		t.Error("seeds 99 and 100 gave the same rows")
	}
}

func TestTypedValues(t *testing.T) {
	tab := table([]col{{"d", types.Decimal(6, 2)}, {"ts", types.Timestamp(3)}, {"b", types.Boolean},
		{"m", types.MapOf(str, types.Int)}},
		"fields.d.expression", "#{number.randomDouble '2','1','100'}",
		"fields.ts.expression", "#{date.past '5','SECONDS'}",
		"fields.b.expression", "#{bool.bool}",
		"fields.m.key.expression", "#{Ancient.god}", "fields.m.value.expression", "#{number.numberBetween '1','5'}",
		"fields.m.length", "3", "number-of-rows", "50")
	for _, r := range read(t, tab, 5) {
		if r[0] == "NULL" || r[1] == "NULL" || (r[2] != "true" && r[2] != "false") || r[3] == "NULL" {
			t.Fatalf("row %v", r)
		}
	}
}

func TestLongCollectionsMakeSmallBatches(t *testing.T) {
	tab := table([]col{{"a", types.ArrayOf(types.Int)}}, "fields.a.expression", "#{number.randomDigit}",
		"fields.a.length", "100000", "number-of-rows", "3")
	rows := read(t, tab, 1)
	if len(rows) != 3 || strings.Count(rows[2][0], ",")+1 != 100000 {
		t.Errorf("%d rows", len(rows))
	}
}
