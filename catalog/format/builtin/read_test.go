package builtin

import (
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/engine/types"
)

// TestReadLenience is the cases fs_csv_read_*, fs_json_read_*, fs_csv_ignore_parse_errors,
// fs_csv_too_many_fields_error and fs_json_ignore_parse_errors, each test named after its case:
// a file's content read as a type, with what Flink 2.3 returned or the error it failed with.
func TestReadLenience(t *testing.T) {
	tsT, ltz := types.Timestamp(3), types.TimestampLTZ(3)
	cases := []struct {
		name, format string
		opts         []string
		names        string
		types        []types.Type
		data         string
		want         string // rows joined by " ", or the error as "class: message"
	}{
		{"fs_csv_read_int_leading_space", "csv", nil, "x", []types.Type{types.Int}, " 5\n", "+I[5]"},
		{"fs_csv_read_int_trailing_space", "csv", nil, "x", []types.Type{types.Int}, "5 \n", "+I[5]"},
		{"fs_csv_read_boolean_case", "csv", nil, "x", []types.Type{types.Boolean}, "TRUE\nFalse\n", "+I[true] +I[false]"},
		{"fs_csv_read_boolean_yes", "csv", nil, "x", []types.Type{types.Boolean}, "yes\n", "+I[false]"},
		{"fs_csv_read_boolean_empty", "csv", nil, "x", []types.Type{types.Boolean}, "\n", "+I[false]"},
		{"fs_csv_read_date_short", "csv", nil, "x", []types.Type{types.Date}, "2024-1-5\n", "+I[2024-01-05]"},
		{"fs_csv_read_timestamp_iso_error", "csv", nil, "x", []types.Type{tsT}, "2024-01-05T10:20:30\n",
			"java.time.format.DateTimeParseException: Text '2024-01-05T10:20:30' could not be parsed at index 10"},
		{"fs_csv_read_timestamp_no_seconds_error", "csv", nil, "x", []types.Type{tsT}, "2024-01-05 10:20\n",
			"java.time.format.DateTimeParseException: Text '2024-01-05 10:20' could not be parsed at index 16"},
		{"fs_csv_read_timestamp_truncates_fraction", "csv", nil, "x", []types.Type{tsT}, "2024-01-05 10:20:30.123456\n", "+I[2024-01-05T10:20:30.123]"},
		{"fs_csv_read_double_special", "csv", nil, "x y z", []types.Type{types.Double, types.Double, types.Float}, "1e3,NaN,-Infinity\n", "+I[1000.0, NaN, -Infinity]"},
		{"fs_csv_read_decimal_rounds", "csv", nil, "x", []types.Type{types.Decimal(5, 2)}, "123.456\n", "+I[123.46]"},
		{"fs_csv_read_decimal_overflow_null", "csv", nil, "x", []types.Type{types.Decimal(5, 2)}, "12345.6\n", "+I[null]"},
		{"fs_csv_read_bytes_base64", "csv", nil, "x", []types.Type{types.Bytes}, "AQL/\n", "+I[[1, 2, -1]]"},
		{"fs_csv_read_too_few_fields_error", "csv", nil, "i s", []types.Type{types.Int, types.String}, "2\n",
			"java.lang.RuntimeException: Row length mismatch. 2 fields expected but was 1."},
		{"fs_csv_read_empty_line_error", "csv", nil, "i s", []types.Type{types.Int, types.String}, "1,a\n\n2,b\n",
			"java.lang.RuntimeException: Row length mismatch. 2 fields expected but was 1."},
		{"fs_csv_read_unclosed_quote_error", "csv", nil, "s", []types.Type{types.String}, "\"abc\n",
			"org.apache.flink.shaded.jackson2.com.fasterxml.jackson.core.JsonParseException: Missing closing quote for value\n at [Source: UNKNOWN; line: 2, column: 1]"},
		{"fs_csv_read_time_no_seconds", "csv", nil, "x", []types.Type{{Kind: types.KindTime}}, "10:20\n", "+I[10:20]"},
		{"fs_csv_read_ltz_without_z_error", "csv", nil, "x", []types.Type{ltz}, "2024-01-05 10:20:30\n",
			"java.time.format.DateTimeParseException: Text '2024-01-05 10:20:30' could not be parsed at index 19"},
		{"fs_csv_read_decimal_empty_error", "csv", nil, "x s", []types.Type{types.Decimal(5, 2), types.String}, ",a\n",
			"java.lang.RuntimeException: Fail to deserialize at field: x."},
		{"fs_csv_read_date_empty_error", "csv", nil, "x s", []types.Type{types.Date, types.String}, ",a\n",
			"java.lang.RuntimeException: Fail to deserialize at field: x."},
		{"fs_csv_read_double_empty_error", "csv", nil, "x s", []types.Type{types.Double, types.String}, ",a\n", "java.lang.NumberFormatException: empty String"},
		{"fs_csv_ignore_parse_errors", "csv", []string{"csv.ignore-parse-errors", "true"}, "i s", []types.Type{types.Int, types.String},
			"1,x\nabc,y\n2,z\n", "+I[1, x] +I[null, y] +I[2, z]"},
		{"fs_csv_ignore_parse_errors without the option", "csv", nil, "i s", []types.Type{types.Int, types.String}, "1,x\nabc,y\n",
			`java.lang.NumberFormatException: For input string: "abc"`},
		{"fs_csv_too_many_fields_error", "csv", nil, "i s", []types.Type{types.Int, types.String}, "1,a,b\n",
			"org.apache.flink.shaded.jackson2.com.fasterxml.jackson.dataformat.csv.CsvReadException: Too many entries: expected at most 2 (value #2 (1 chars) \"b\")\n at [Source: UNKNOWN; line: 1, column: 5]"},
		{"fs_json_read_timestamp_iso_error", "json", nil, "t", []types.Type{tsT}, `{"t":"2024-01-05T10:20:30"}`,
			"org.apache.flink.formats.json.JsonParseException: Fail to deserialize at field: t."},
		{"fs_json_read_timestamp_sql", "json", nil, "t u v", []types.Type{tsT, tsT, types.Timestamp(6)},
			`{"t":"2024-01-05 10:20:30.5","u":"2024-01-05 10:20:30","v":"2024-01-05 10:20:30.123456789"}`,
			"+I[2024-01-05T10:20:30.500, 2024-01-05T10:20:30, 2024-01-05T10:20:30.123456789]"},
		{"fs_json_read_decimal_forms", "json", nil, "m n o", []types.Type{types.Decimal(10, 2), types.Decimal(10, 2), types.Decimal(10, 2)},
			`{"m":"1.5","n":1e2,"o":1.005}`, "+I[1.50, 100.00, 1.01]"},
		{"fs_json_read_boolean_forms", "json", nil, "a b c", []types.Type{types.Boolean, types.Boolean, types.Boolean}, `{"a":"true","b":1,"c":"yes"}`,
			"+I[true, false, false]"},
		{"fs_json_read_bytes_base64", "json", nil, "x", []types.Type{types.Bytes}, `{"x":"AQL/"}`, "+I[[1, 2, -1]]"},
		{"fs_json_read_blank_line", "json", nil, "i", []types.Type{types.Int}, "{\"i\":1}\n\n{\"i\":2}\n", "+I[1] +I[2]"},
		{"fs_json_read_scalar_line_error", "json", nil, "i", []types.Type{types.Int}, "5\n",
			"org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonMappingException: No content to map due to end-of-input\n at [Source: UNKNOWN; line: 1, column: 1]"},
		{"fs_json_read_date_time_ltz", "json", nil, "d t l", []types.Type{types.Date, {Kind: types.KindTime}, ltz},
			`{"d":"2024-01-05","t":"10:20:30","l":"2024-01-05 10:20:30Z"}`, "+I[2024-01-05, 10:20:30, 2024-01-05T10:20:30Z]"},
		{"fs_json_read_string_from_object", "json", nil, "s a", []types.Type{types.String, types.String}, `{"s":{"k":1},"a":[1,2]}`, `+I[{"k":1}, [1,2]]`},
		{"fs_json_read_lenience", "json", nil, "i s", []types.Type{types.Int, types.String},
			"{\"i\":1,\"s\":\"a\",\"extra\":5}\n{\"s\":\"b\"}\n{\"i\":\"3\",\"s\":4}\n{\"i\":4.7,\"s\":true}\n{\"i\":null,\"s\":null}\n",
			"+I[1, a] +I[null, b] +I[3, 4] +I[4, true] +I[null, null]"},
		{"fs_json_read_lenience with fail-on-missing-field", "json", []string{"json.fail-on-missing-field", "true"}, "i s", []types.Type{types.Int, types.String},
			"{\"i\":1,\"s\":\"a\"}\n{\"s\":\"b\"}\n", "org.apache.flink.formats.json.JsonParseException: Some field is missing in the JSON data."},
		{"fs_json_ignore_parse_errors", "json", []string{"json.ignore-parse-errors", "true"}, "i", []types.Type{types.Int},
			"{\"i\":1}\n{\"i\":\"x\"}\nnot json\n", "+I[1] +I[null]"},
		{"fs_json_ignore_parse_errors without the option", "json", nil, "i", []types.Type{types.Int}, "{\"i\":1}\n{\"i\":\"x\"}\n",
			"org.apache.flink.formats.json.JsonParseException: Fail to deserialize at field: i."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := mustFormat(t, c.format, c.opts...).decoder(strings.Fields(c.names), c.types)
			if err != nil {
				t.Fatal(err)
			}
			var rows []string
			err = d.decode([]byte(c.data), func(r []any) error {
				rows = append(rows, types.FormatRow(types.Insert, c.types, r))
				return nil
			})
			got := strings.Join(rows, " ")
			if err != nil {
				got = flinkError(t, err)
			}
			if got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}

// FuzzDecode checks that no input makes a decoder panic.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"1,a\n", "\"x", `{"i":[1,{"a":"\u00e9"}],"s":null}`, "1;2,3;;4", "{\"i\":1e999}"} {
		f.Add(s)
	}
	ts := []types.Type{types.Int, types.ArrayOf(types.Int), types.RowOf([]string{"a", "b"}, []types.Type{types.Int, types.Date}),
		types.MapOf(types.String, types.Decimal(5, 2)), types.Timestamp(9), types.Bytes}
	names := []string{"i", "a", "r", "m", "t", "b"}
	f.Fuzz(func(t *testing.T, s string) {
		for _, name := range []string{"csv", "json"} {
			fts, fnames := ts, names
			if name == "csv" {
				fts = []types.Type{ts[0], ts[1], ts[2], ts[4], ts[5]}
				fnames = []string{"i", "a", "r", "t", "b"}
			}
			d, err := mustFormat(t, name).decoder(fnames, fts)
			if err != nil {
				t.Fatal(err)
			}
			d.decode([]byte(s), func([]any) error { return nil })
		}
	})
}
