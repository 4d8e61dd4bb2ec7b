package builtin

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog/format"
	"github.com/flinkpad/flinkpad/engine/types"
)

func cdcFormatOf(t *testing.T, id string, opts map[string]string, cols ...format.Column) format.Format {
	t.Helper()
	fac, ok := format.Lookup(id)
	if !ok {
		t.Fatalf("no format %s", id)
	}
	f, err := fac.Create(opts, cols)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func decodeAll(t *testing.T, f format.Format, ts []types.Type, msg string) string {
	t.Helper()
	var out []string
	err := f.Decode([]byte(msg), func(k types.RowKind, r []any) error {
		out = append(out, types.FormatRow(k, ts, r))
		return nil
	})
	if err != nil {
		return flinkError(t, err)
	}
	return strings.Join(out, " ")
}

var idName = []format.Column{{Name: "id", Type: types.Int}, {Name: "name", Type: types.String}}

// TestDebeziumOps is the case format_debezium_read_ops, message by message.
func TestDebeziumOps(t *testing.T) {
	f := cdcFormatOf(t, "debezium-json", nil, idName...)
	ts := []types.Type{types.Int, types.String}
	for _, c := range []struct{ msg, want string }{
		{`{"before":null,"after":{"id":1,"name":"a"},"op":"c"}`, "+I[1, a]"},
		{`{"before":null,"after":{"id":2,"name":"b"},"op":"r"}`, "+I[2, b]"},
		{`{"before":{"id":1,"name":"a"},"after":{"id":1,"name":"x"},"op":"u"}`, "-U[1, a] +U[1, x]"},
		{`{"before":{"id":2,"name":"b"},"after":null,"op":"d"}`, "-D[2, b]"},
		{``, ""},
		{`{"before":null,"after":{"id":2},"op":"x"}`,
			`java.io.IOException: Unknown "op" value "x". The Debezium JSON message is '{"before":null,"after":{"id":2},"op":"x"}'`},
		{`{"before":null,"after":{"id":1}}`, `java.io.IOException: Corrupt Debezium JSON message '{"before":null,"after":{"id":1}}'.`},
	} {
		if got := decodeAll(t, f, ts, c.msg); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.msg, got, c.want)
		}
	}
}

// TestCDCEncode is the cases format_debezium_write_changelog, format_canal_write,
// format_maxwell_write and format_ogg_write: an update-before is written as a delete.
func TestCDCEncode(t *testing.T) {
	row := []any{int32(1), "a"}
	for _, c := range []struct{ id, insert, delete string }{
		{"debezium-json", `{"before":null,"after":{"id":1,"name":"a"},"op":"c"}`, `{"before":{"id":1,"name":"a"},"after":null,"op":"d"}`},
		{"canal-json", `{"data":[{"id":1,"name":"a"}],"type":"INSERT"}`, `{"data":[{"id":1,"name":"a"}],"type":"DELETE"}`},
		{"maxwell-json", `{"data":{"id":1,"name":"a"},"type":"insert"}`, `{"data":{"id":1,"name":"a"},"type":"delete"}`},
		{"ogg-json", `{"before":null,"after":{"id":1,"name":"a"},"op_type":"I"}`, `{"before":{"id":1,"name":"a"},"after":null,"op_type":"D"}`},
	} {
		f := cdcFormatOf(t, c.id, nil, idName...)
		for _, k := range []types.RowKind{types.Insert, types.UpdateAfter, types.UpdateBefore, types.Delete} {
			want := c.insert
			if k == types.UpdateBefore || k == types.Delete {
				want = c.delete
			}
			b, err := f.Encode(nil, k, row)
			if err != nil || string(b) != want {
				t.Errorf("%s %s: got %s (%v), want %s", c.id, k.ShortString(), b, err, want)
			}
		}
	}
}

// TestCDCMetadata reads debezium-json's and canal-json's metadata from a message.
func TestCDCMetadata(t *testing.T) {
	f := cdcFormatOf(t, "debezium-json", nil, idName...)
	mr := f.(format.MetadataReader)
	var keys []string
	for _, m := range mr.ReadableMetadata() {
		keys = append(keys, m.Key)
	}
	if got := strings.Join(keys, ","); got != "schema,ingestion-timestamp,source.timestamp,source.database,source.schema,source.table,source.properties" {
		t.Errorf("debezium keys: %s", got)
	}
	mf, err := mr.WithMetadata([]string{"source.table", "ingestion-timestamp", "source.timestamp", "source.database"})
	if err != nil {
		t.Fatal(err)
	}
	ts := []types.Type{types.Int, types.String, types.String, types.TimestampLTZ(3), types.TimestampLTZ(3), types.String}
	msg := `{"before":null,"after":{"id":1,"name":"a"},"op":"c","ts_ms":1589362330904,"source":{"ts_ms":1589362330000,"db":"inventory","table":"products"}}`
	if got, want := decodeAll(t, mf, ts, msg), "+I[1, a, products, 2020-05-13T09:32:10.904Z, 2020-05-13T09:32:10Z, inventory]"; got != want {
		t.Errorf("debezium:\n got %s\nwant %s", got, want)
	}
	if _, err := mr.WithMetadata([]string{"value.source.table"}); err == nil {
		t.Error("an unknown key is accepted")
	}
	cf, err := cdcFormatOf(t, "canal-json", nil, idName...).(format.MetadataReader).WithMetadata([]string{"database", "pk-names", "event-timestamp"})
	if err != nil {
		t.Fatal(err)
	}
	ts = []types.Type{types.Int, types.String, types.String, types.ArrayOf(types.String), types.TimestampLTZ(3)}
	msg = `{"data":[{"id":1,"name":"a"}],"type":"INSERT","database":"db","table":"t","pkNames":["id"],"es":1589362330000}`
	if got, want := decodeAll(t, cf, ts, msg), "+I[1, a, db, [id], 2020-05-13T09:32:10Z]"; got != want {
		t.Errorf("canal:\n got %s\nwant %s", got, want)
	}
}

// FuzzCDCDecode checks that no message makes a changelog format panic.
func FuzzCDCDecode(f *testing.F) {
	for _, s := range []string{`{"before":null,"after":{"id":1},"op":"c"}`, `{"data":[{"id":1}],"old":[{}],"type":"UPDATE"}`,
		`{"data":{"id":1},"old":null,"type":"update"}`, `{"op_type":"U","before":{"id":[1]},"after":{}}`, `[`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, id := range []string{"debezium-json", "canal-json", "maxwell-json", "ogg-json"} {
			fm := cdcFormatOf(t, id, nil, idName...)
			_ = fm.Decode([]byte(s), func(types.RowKind, []any) error { return nil })
		}
	})
}

// FuzzRawDecode checks that no record makes raw panic, whatever the column type.
func FuzzRawDecode(f *testing.F) {
	for _, s := range []string{"", "\x00", "\x00\x01\x02\x03", "abc\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, typ := range []types.Type{types.String, types.Bytes, types.Boolean, types.TinyInt, types.SmallInt, types.Int,
			types.BigInt, types.Float, types.Double} {
			for _, opts := range []map[string]string{nil, {"charset": "UTF-16LE", "line-delimiter": "\n"}} {
				fm := cdcFormatOf(t, "raw", opts, format.Column{Name: "x", Type: typ})
				_ = fm.Decode([]byte(s), func(types.RowKind, []any) error { return nil })
			}
		}
	})
}
