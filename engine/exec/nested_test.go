package exec

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Recorded from Flink 2.3 by the cases nested_array_access, nested_map_access,
// nested_row_access and nested_compare_group.
func TestNestedValues(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		// An index past either end, or NULL, gives NULL.
		{"SELECT a[1], a[3], a[i], CARDINALITY(a) FROM (VALUES (ARRAY[10, CAST(NULL AS INT)], 0)) AS t(a, i)",
			"+I[10, null, null, 2]"},
		// A repeated MAP key keeps its last value; a missing key gives NULL.
		{"SELECT MAP['a', 1, 'a', 2], MAP['a', 1, 'a', 2]['a'], MAP['a', 1]['b'], CARDINALITY(MAP['a', 1, 'a', 2])",
			"+I[{a=2}, 2, null, 1]"},
		{"SELECT r.EXPR$1, ELEMENT(ARRAY[r]) FROM (VALUES (1)) AS t(x), (SELECT ROW(1, 'a') AS r) AS s",
			"+I[a, +I[1, a]]"},
		{"SELECT ARRAY[1, 2] = ARRAY[1, 2], ARRAY[1, 2] <> ARRAY[2, 1], ROW(1, 'a') = ROW(1, 'b'), MAP['a', 1] = MAP['a', 1]",
			"+I[true, true, false, true]"},
		// Filtering and sorting copy nested columns (TIMESTAMP is a struct too) with their rows.
		{"SELECT id, a, m, ts FROM (VALUES (2, ARRAY[2], MAP['b', 2], TIMESTAMP '9999-12-31 23:59:59.123456789'), " +
			"(1, ARRAY[1], MAP['a', 1], TIMESTAMP '0001-01-01 00:00:00'), (3, CAST(NULL AS ARRAY<INT>), MAP['c', 3], CAST(NULL AS TIMESTAMP(9)))) AS t(id, a, m, ts) WHERE id <> 1 ORDER BY id",
			"+I[2, [2], {b=2}, 9999-12-31T23:59:59.123456789]\n+I[3, null, {c=3}, null]"},
	} {
		checkQueryRows(t, tt.query, tt.want)
	}
	_, err := runQuery(t, "SELECT ELEMENT(ARRAY[1, 2])")
	var fe interface{ FlinkClass() string }
	if !errors.As(err, &fe) || fe.FlinkClass() != "org.apache.flink.table.api.TableRuntimeException" ||
		err.Error() != "Array has more than one element." {
		t.Errorf("ELEMENT of two elements: %v", err)
	}
}

// Joins gather nested and TIMESTAMP columns (Arrow structs and lists) with their rows, padding
// an outer join's missing side with NULLs.
func TestJoinNestedColumns(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"SELECT x, a, m, r, ts FROM (VALUES (1), (2), (3)) AS t(x) LEFT JOIN " +
			"(VALUES (1, ARRAY[1, CAST(NULL AS INT)], MAP['a', 1], ROW(1, 'a'), TIMESTAMP '2024-01-02 03:04:05.123456789'), " +
			"(3, CAST(NULL AS ARRAY<INT>), CAST(NULL AS MAP<STRING, INT>), CAST(NULL AS ROW<i INT, s STRING>), CAST(NULL AS TIMESTAMP(9)))) " +
			"AS s(k, a, m, r, ts) ON x = k",
			"+I[1, [1, null], {a=1}, +I[1, a], 2024-01-02T03:04:05.123456789]\n+I[2, null, null, null, null]\n+I[3, null, null, null, null]"},
	} {
		got, err := runQuery(t, tt.query)
		if err != nil {
			t.Errorf("%s: %v", tt.query, err)
			continue
		}
		slices.Sort(got)
		if strings.Join(got, "\n") != tt.want {
			t.Errorf("%s:\n got  %s\n want %s", tt.query, strings.Join(got, "\n"), tt.want)
		}
	}
}
