package plan

import (
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
)

// FIRST_VALUE and LAST_VALUE take one operand of any type and return its type, nullable only
// without GROUP BY (ARG0_NULLABLE_IF_EMPTY), as recorded in firstvalue_batch, and its type over a
// window, whose frame holds the current row (over_batch_value_funcs); DISTINCT is refused; a second operand fails as Calcite's validator fails it.
func TestBindFirstLastValue(t *testing.T) {
	cat := catalog.NewManager()
	const from = " FROM (VALUES (1, 'a'), (2, CAST(NULL AS STRING))) AS t(k, s)"
	for _, tt := range []struct{ query, want, err string }{
		{query: "SELECT k, FIRST_VALUE(k) AS f, LAST_VALUE(s) AS l" + from + " GROUP BY k",
			want: "k INT NOT NULL, f INT NOT NULL, l STRING"},
		{query: "SELECT FIRST_VALUE(k) AS f, LAST_VALUE(k) AS l" + from,
			want: "f INT, l INT"},
		{query: "SELECT FIRST_VALUE(DISTINCT k) AS f" + from, err: "FIRST_VALUE with DISTINCT"},
		{query: "SELECT LAST_VALUE(k) OVER (ORDER BY k) AS f" + from, want: "f INT NOT NULL"},
		{query: "SELECT FIRST_VALUE(k, k) AS f" + from,
			err: "Invalid number of arguments to function 'FIRST_VALUE'. Was expecting 1 arguments"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		switch {
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: got %v, want an error with %q", tt.query, err, tt.err)
			}
			if strings.Contains(tt.err, "Invalid") == errors.Is(err, ErrNotSupported) {
				t.Errorf("%s: %v: a refusal must be not supported, a validation error not", tt.query, err)
			}
		case err != nil:
			t.Errorf("%s: %v", tt.query, err)
		default:
			if got := schemaString(n); got != tt.want {
				t.Errorf("%s: got %s, want %s", tt.query, got, tt.want)
			}
		}
	}
}
