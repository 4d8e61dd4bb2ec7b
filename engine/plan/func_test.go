package plan

import (
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
)

// The expected types were recorded from Flink 2.3 by DESCRIBE in the conformance cases named.
func TestFunctionResultTypes(t *testing.T) {
	cat := catalog.NewManager()
	const from = " FROM (VALUES ('abc', CAST('x' AS STRING), 2.45, 2.5E0, 7, DATE '2024-01-31', TIMESTAMP '2024-01-31 23:30:00')) AS t(c, s, d, f, i, dt, ts)"
	for _, tt := range []struct{ exprs, want string }{
		// func_string_basic, func_string_edges: SUBSTRING keeps the length as a nullable VARCHAR,
		// UPPER keeps the type, most others give STRING.
		{"SUBSTRING(c, 1, 2) AS a, UPPER(c) AS b, TRIM(c) AS e, REVERSE(c) AS r, LPAD(c, 3, '*') AS p",
			"a VARCHAR(3), b CHAR(3) NOT NULL, e VARCHAR(3) NOT NULL, r STRING, p STRING NOT NULL"},
		{"CONCAT(c, s) AS a, c || c AS b, OVERLAY(c PLACING c FROM 1) AS o, MD5(c) AS m, POSITION('b' IN c) AS p",
			"a STRING NOT NULL, b CHAR(6) NOT NULL, o VARCHAR(6) NOT NULL, m CHAR(32) NOT NULL, p INT NOT NULL"},
		// func_math, func_math_rounding: ROUND narrows a DECIMAL's scale, FLOOR drops it.
		{"ROUND(d, 1) AS a, ROUND(d) AS b, ROUND(i, -1) AS c, FLOOR(d) AS e, SIGN(d) AS g, POWER(i, 2) AS p",
			"a DECIMAL(3, 1) NOT NULL, b DECIMAL(2, 0) NOT NULL, c INT NOT NULL, e DECIMAL(3, 0) NOT NULL, g DECIMAL(3, 2) NOT NULL, p DOUBLE NOT NULL"},
		// func_misc_greatest: the common type, NULL when any operand is.
		{"GREATEST(i, d) AS g, LEAST(c, s) AS l, COALESCE(s, c) AS co",
			"g DECIMAL(12, 2) NOT NULL, l STRING NOT NULL, co STRING NOT NULL"},
		// func_datetime_add_diff, func_datetime_units: hours added to a DATE make a TIMESTAMP(6).
		{"TIMESTAMPADD(HOUR, i, dt) AS a, TIMESTAMPADD(MONTH, i, dt) AS b, TIMESTAMPDIFF(DAY, dt, ts) AS c, EXTRACT(DOW FROM dt) AS e, FLOOR(ts TO DAY) AS f",
			"a TIMESTAMP(6) NOT NULL, b DATE NOT NULL, c INT NOT NULL, e BIGINT NOT NULL, f TIMESTAMP(0) NOT NULL"},
		// func_interval_literals, func_datetime_ltz: interval literals are INTERVAL SECOND(3) or
		// INTERVAL MONTH; TO_TIMESTAMP_LTZ is nullable.
		{"INTERVAL '1 02:03' DAY TO MINUTE AS a, INTERVAL '1-2' YEAR TO MONTH AS b, dt + INTERVAL '1' HOUR AS c, TO_TIMESTAMP_LTZ(i, 6) AS l",
			"a INTERVAL SECOND(3) NOT NULL, b INTERVAL MONTH NOT NULL, c DATE NOT NULL, l TIMESTAMP_LTZ(6)"},
		// func_datetime_format_parse: parsing functions are nullable.
		{"DATE_FORMAT(ts, 'yyyy') AS a, TO_DATE(s) AS b, TO_TIMESTAMP(s) AS c, UNIX_TIMESTAMP(s) AS u",
			"a STRING, b DATE, c TIMESTAMP(3), u BIGINT NOT NULL"},
	} {
		n, err := bindSQL(t, cat, "SELECT "+tt.exprs+from)
		if err != nil {
			t.Errorf("%s: %v", tt.exprs, err)
			continue
		}
		if got := schemaString(n); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.exprs, got, tt.want)
		}
	}
}

// The messages were recorded from Flink 2.3 by the conformance cases named (first lines).
func TestFunctionErrors(t *testing.T) {
	cat := catalog.NewManager()
	for _, tt := range []struct{ query, want string }{
		// error_unknown_function
		{"SELECT LEN('kiwi')", "No match found for function signature LEN(<CHARACTER>)"},
		// func_error_arg_count
		{"SELECT ROUND(1.5, 1, 2)", "Invalid number of arguments to function 'ROUND'. Was expecting 1 arguments"},
		// func_error_arg_type
		{"SELECT SUBSTRING('flink', '2')", "Cannot apply 'SUBSTRING' to arguments of type 'SUBSTRING(<CHAR(5)>, <CHAR(1)>)'. Supported form(s): 'SUBSTRING(<CHARACTER>, <INTEGER>)'\n'SUBSTRING(<CHARACTER>, <INTEGER>, <INTEGER>)'"},
		// func_error_greatest_types
		{"SELECT GREATEST(1, 'two')", "All types in a comparison should support both 'EQUALS' and 'ORDER' comparison with each other. Can not compare INT NOT NULL with CHAR(3) NOT NULL"},
		// func_error_listagg_separator
		{"SELECT LISTAGG(s, sep) FROM (VALUES ('a', ',')) AS v(s, sep)", "Argument to function 'LISTAGG' must be a literal"},
		// error_string_literal_vs_int
		{"SELECT id FROM (VALUES (1)) AS t(id) WHERE id = '2'", "implicit type conversion between INTEGER and CHAR is not supported now"},
		// func_interval_literals
		{"SELECT INTERVAL '1000' HOUR", "Interval field value 1,000 exceeds precision of HOUR(2) field"},
		// func_error_extract_time
		{"SELECT EXTRACT(YEAR FROM TIME '10:20:30')", "unit YEAR can not be applied to time variable"},
	} {
		_, err := bindSQL(t, cat, tt.query)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s", tt.query, err, tt.want)
		}
		if errors.Is(err, ErrNotSupported) {
			t.Errorf("%s: a user error, not a gap: %v", tt.query, err)
		}
	}
	// A function Flink has that the catalog lacks is a gap, not the user's mistake.
	if _, err := bindSQL(t, cat, "SELECT PRINTF('%d', 1)"); !errors.Is(err, ErrNotSupported) {
		t.Errorf("PRINTF: want not supported, got %v", err)
	}
}
