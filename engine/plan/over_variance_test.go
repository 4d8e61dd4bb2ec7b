package plan

import (
	"errors"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
)

// The variance calls over a window take the argument's type, nullable over a frame with an
// offset bound as every aggregate but COUNT is (over_batch_variance,
// over_variance_frames_explain); the shapes whose plans are not recorded are refused as
// not supported, at the call.
func TestBindOverVariance(t *testing.T) {
	cat := catalog.NewManager()
	const from = " FROM (VALUES (1, 2, 1.5e0, 1.5)) AS t(k, o, d, m)"
	for _, tt := range []struct{ query, want, err string }{
		{query: "SELECT STDDEV_POP(k) OVER (ORDER BY o) AS s, VAR_SAMP(d) OVER (ORDER BY o) AS v" + from,
			want: "s INT NOT NULL, v DOUBLE NOT NULL"},
		{query: "SELECT VARIANCE(d) OVER (ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS v" + from,
			want: "v DOUBLE"},
		{query: "SELECT SUM(k) OVER w AS s, COUNT(k) OVER w AS c, MAX(k) OVER w AS m" + from +
			" WINDOW w AS (ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)",
			want: "s INT, c BIGINT NOT NULL, m INT"},
		{query: "SELECT STDDEV(m) OVER (ORDER BY o) AS s" + from, err: "STDDEV of a DECIMAL OVER a window"},
		{query: "SELECT VAR_POP(k + 1) OVER (ORDER BY o) AS s" + from, want: "s INT NOT NULL"},
		{query: "SELECT VAR_POP(k) OVER (ORDER BY o ROWS BETWEEN 2 PRECEDING AND 1 PRECEDING) AS s" + from,
			err: "VAR_POP OVER a frame that may hold no row"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		switch {
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) || !errors.Is(err, ErrNotSupported) {
				t.Errorf("%s: got %v, want a not supported error with %q", tt.query, err, tt.err)
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
