package exec

import (
	"testing"
)

// The expected rows were recorded from Flink 2.3 by the conformance cases named.
func TestFunctionValues(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		// func_string_edges
		{"SELECT SUBSTRING('hello', -2, 5), SUBSTRING('hello', 2, -1), RIGHT('hello', 10), LPAD('hello', 7, 'xy'), RPAD(s, -1, '.') FROM (VALUES ('a'), (CAST(NULL AS STRING))) AS t(s) WHERE s IS NOT NULL",
			"+I[lo, null, hello, xyhello, null]"},
		{"SELECT INSTR('abcabc', 'b', -2, 2), LOCATE('b', 'abcabc', -3), OVERLAY('abcabc' PLACING '' FROM 2 FOR 2), REPLACE('abcabc', '', '-')",
			"+I[2, 2, aabc, -a-b-c-a-b-c-]"},
		{"SELECT UPPER('straße'), ASCII('ÄÖü'), REVERSE('ÄÖü'), CHR(321), SPLIT_INDEX('a b  c', '', 2), INITCAP('hello wORLD 3rd-party o''neil')",
			"+I[STRASSE, -61, üÖÄ, A, , Hello World 3rd-Party O'Neil]"},
		// func_string_more, func_regexp: the replacement is literal; a bad pattern gives NULL.
		{"SELECT REGEXP_REPLACE('tel 555-1234', '([0-9]+)-([0-9]+)', '$2-$1'), REGEXP_EXTRACT('order-123-ab', '([a-z]+)-([0-9]+)', 3), REGEXP('x', '')",
			"+I[tel $2-$1, null, false]"},
		// func_string_hashes
		{"SELECT MD5('Flink'), TO_BASE64('Flink'), HEX(-1), BIN(255)",
			"+I[4438f9fa6205bdb2a850e66c2d313d01, Rmxpbms=, FFFFFFFFFFFFFFFF, 11111111]"},
		// func_math, func_math_rounding: half away from zero through Double.toString's decimal.
		{"SELECT ROUND(2.675E0, 2), ROUND(-2.5E0), ROUND(999.99, 1), TRUNCATE(-99.99, 1), ROUND(1234567, -3), CEIL(-0.5), SIGN(-2.50)",
			"+I[2.68, -3.0, 1000.0, -99.9, 1235000, 0, -1.00]"},
		{"SELECT POWER(2, 10), LOG(10, 1000), COT(1), SQRT(-1), LN(0)",
			"+I[1024.0, 2.9999999999999996, 0.6420926159343306, NaN, -Infinity]"},
		// func_misc_greatest: RAND(seed) follows java.util.Random.
		{"SELECT GREATEST(3, CAST(7 AS BIGINT)), LEAST(CAST(5.5 AS DECIMAL(3, 1)), 2), MOD(-7, 3), RAND(42), RAND_INTEGER(7, 100)",
			"+I[7, 2.0, -1, 0.7275636800328681, 36]"},
		// MOD of a DECIMAL by an INT is an INT (Calcite's MOD takes its second operand's type),
		// computed exactly: 2^63 = (2^7)^9 is 1 modulo 127.
		{"SELECT MOD(9223372036854775808, 127), MOD(CAST(-7 AS DECIMAL(2, 0)), 3)",
			"+I[1, -1]"},
		// func_datetime_units: Flink's day of a TIMESTAMP before 1970 truncates toward zero.
		{"SELECT EXTRACT(DAY FROM TIMESTAMP '1969-12-31 12:00:00'), EXTRACT(HOUR FROM TIMESTAMP '1969-12-31 12:00:00'), EXTRACT(ISOYEAR FROM DATE '2021-01-01'), CEIL(DATE '2000-02-29' TO DAY)",
			"+I[1, -12, 2020, 2000-03-01]"},
		// func_datetime_add_diff
		{"SELECT TIMESTAMPADD(HOUR, -3, DATE '2024-02-29'), TIMESTAMPDIFF(MONTH, TIMESTAMP '2024-01-31 23:30:00', DATE '2024-01-31'), TIME '23:30:00' + INTERVAL '1' HOUR, DATE '2024-02-29' + INTERVAL '47' HOUR",
			"+I[2024-02-28T21:00, -1, 00:30, 2024-03-01]"},
		// func_datetime_format_parse: an unparsable string is Long.MIN_VALUE to UNIX_TIMESTAMP.
		{"SELECT DATE_FORMAT(TIMESTAMP '2024-03-05 07:08:09.012', 'EEEE, MMMM dd'), UNIX_TIMESTAMP('garbage'), FROM_UNIXTIME(-1), CONVERT_TZ('2024-03-05 07:08:09', 'UTC', 'Asia/Tokyo'), TO_TIMESTAMP('2024-3-5 7:08:09', 'yyyy-MM-dd HH:mm:ss')",
			"+I[Tuesday, March 05, -9223372036854775808, 1969-12-31 23:59:59, 2024-03-05 16:08:09, 2024-03-05T07:08:09]"},
		// func_datetime_ltz
		{"SELECT TO_TIMESTAMP_LTZ(1709622489123456, 6), TO_TIMESTAMP_LTZ(253402300800, 0), TO_TIMESTAMP_LTZ('05/03/2024 07:08', 'dd/MM/yyyy HH:mm', 'Asia/Tokyo')",
			"+I[2024-03-05T07:08:09.123456Z, null, 2024-03-04T22:08:00Z]"},
		// func_interval_literals
		{"SELECT INTERVAL '1-6' YEAR TO MONTH, INTERVAL -'-5' MINUTE, INTERVAL '999' DAY(3), CAST(INTERVAL '-90' MINUTE AS STRING)",
			"+I[P18M, PT5M, PT23976H, -0 01:30:00.000]"},
		// func_compare_mixed, null_compare_arith
		{"SELECT 20 > '5', 2.5E0 < '0', DATE '2024-01-15' >= '2024-01-01', CAST(NULL AS INT) IS DISTINCT FROM 1, X'ff' > X'01'",
			"+I[true, false, true, true, true]"},
	} {
		checkQueryRows(t, tt.query, tt.want)
	}
}

// Run-time errors carry Flink's exception classes (cases func_string_hashes, func_compare_mixed).
func TestFunctionRuntimeErrors(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"SELECT FROM_BASE64('not base64!')", "Illegal base64 character 20"},
		{"SELECT INSTR('abc', 'b', 1, 0)", "nthAppearance must be positive!"},
	} {
		_, err := runQuery(t, tt.query)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: got %v, want %s", tt.query, err, tt.want)
		}
	}
}
