package plan

import (
	"errors"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/flinkerr"
)

// A LATERAL subquery becomes a plain join on its correlated conditions, the outer side first;
// the shapes Flink fails on fail with its exceptions, and the ones Flinkpad cannot plan as
// Flink does are refused.
func TestLateralJoins(t *testing.T) {
	cat := catalog.NewManager()
	for _, ddl := range []string{
		"CREATE TABLE a (x INT, k INT) WITH ('connector' = 'blackhole')",
		"CREATE TABLE b (y INT, k INT) WITH ('connector' = 'blackhole')",
	} {
		id, table, err := BindCreateTable(mustParseCreate(t, ddl), cat, fixedLocator{})
		if err != nil {
			t.Fatal(err)
		}
		if err := cat.Create(id, table, false); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct{ query, want string }{
		{"SELECT l.y FROM a, LATERAL (SELECT y FROM b WHERE b.k = a.k) AS l", "INNER =($1, $3)\n  Filter IS NOT NULL($1)\n"},
		// A filter of the ON condition that reads only the subquery goes into it.
		{"SELECT l.y FROM a LEFT JOIN LATERAL (SELECT y FROM b WHERE b.k = a.k) AS l ON l.y > 1", "LEFT =($1, $3)\n  Filter IS NOT NULL($1)\n    Filter >($0, 1)\n"},
		// An aggregate is grouped by the correlation; no COUNT's 0 for the rows no group matches.
		{"SELECT l.c FROM a, LATERAL (SELECT COUNT(*) AS c FROM b WHERE b.k = a.k) AS l", "INNER =($1, $3)\n  Aggregate keys=1\n    Filter IS NOT NULL($0)\n"},
		{"SELECT l.y FROM a CROSS JOIN LATERAL (SELECT y FROM b) AS l", "INNER <nil>\n"},
	} {
		n, err := bindSQL(t, cat, tt.query)
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		if got := planString(n); got != tt.want {
			t.Errorf("%s:\n got  %q\n want %q", tt.query, got, tt.want)
		}
	}
	for _, tt := range []struct{ query, class string }{
		{"SELECT l.y FROM a, LATERAL (SELECT y FROM b WHERE b.k = a.k ORDER BY y LIMIT 1) AS l", "org.apache.flink.table.api.TableException"},
		{"SELECT l.y FROM a RIGHT JOIN LATERAL (SELECT y FROM b WHERE b.k = a.k) AS l ON TRUE", "java.lang.IllegalStateException"},
		{"SELECT l.y FROM (VALUES (1, 2)) AS v(x, k), LATERAL (SELECT y FROM b WHERE b.k = v.k) AS l", "org.apache.flink.table.api.TableException"},
		{"SELECT l.w FROM a, LATERAL (SELECT y + a.x AS w FROM b WHERE b.k = a.k) AS l", ""},
		{"SELECT l.c FROM a, LATERAL (SELECT COUNT(*) AS c FROM b WHERE b.k < a.k) AS l", ""},
		{"SELECT * FROM LATERAL (SELECT y FROM b) AS l", ""},
	} {
		_, err := bindSQL(t, cat, tt.query)
		var e *Error
		switch {
		case err == nil:
			t.Errorf("%s: bound", tt.query)
		case tt.class == "" && !errors.Is(err, flinkerr.ErrNotSupported):
			t.Errorf("%s: %v, want not supported", tt.query, err)
		case tt.class != "" && (!errors.As(err, &e) || e.Class != tt.class):
			t.Errorf("%s: %v, want %s", tt.query, err, tt.class)
		}
	}
}
