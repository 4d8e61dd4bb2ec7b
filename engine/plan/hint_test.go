package plan

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/flinkpad/flinkpad/catalog"
	"github.com/flinkpad/flinkpad/engine/sql"
)

func TestParseHintTextReadsCalcitesHintGrammar(t *testing.T) {
	cases := []struct{ text, want string }{
		{"OPTIONS('a' = 'b', c = 'd')", "OPTIONS kv=[[a b] [c d]] list=[]"},
		{"OPTIONS(`k-1` = 'it''s')", "OPTIONS kv=[[k-1 it's]] list=[]"},
		{"BROADCAST(t1, t2)", "BROADCAST kv=[] list=[t1 t2]"},
		{"A, B('x', 2)", "A kv=[] list=[]; B kv=[] list=[x 2]"},
		{"OPTIONS()", "OPTIONS kv=[] list=[]"},
		{"NEST_LOOP", "NEST_LOOP kv=[] list=[]"},
	}
	for _, c := range cases {
		items, err := parseHintText(&sql.Hint{Text: c.text})
		if err != nil {
			t.Errorf("%s: %v", c.text, err)
			continue
		}
		var got []string
		for _, h := range items {
			got = append(got, fmt.Sprintf("%s kv=%v list=%v", h.name, h.kv, h.list))
		}
		if strings.Join(got, "; ") != c.want {
			t.Errorf("%s: got %s, want %s", c.text, strings.Join(got, "; "), c.want)
		}
	}
	for _, bad := range []string{"OPTIONS('a' =", "OPTIONS('a' = 'b' 'c')", "OPTIONS('a' = b)", "OPTIONS(x, 'a' = 'b')", "(", "A B", "OPTIONS('a"} {
		if _, err := parseHintText(&sql.Hint{Text: bad}); !errors.Is(err, ErrNotSupported) {
			t.Errorf("%s: got %v, want a not-supported error", bad, err)
		}
	}
}

func hintCatalog(t *testing.T) *catalog.Manager {
	t.Helper()
	cat := insertCatalog(t)
	id, _ := cat.Qualify([]string{"t"})
	obj, _, _ := cat.Lookup(id)
	obj.(*catalog.Table).Options = []catalog.Option{{Key: "connector", Value: "datagen"}, {Key: "number-of-rows", Value: "3"}}
	return cat
}

// scanOf finds the scan under a bound query.
func scanOf(n Node) *Scan {
	for {
		if s, ok := n.(*Scan); ok {
			return s
		}
		if len(n.Inputs()) == 0 {
			return nil
		}
		n = n.Inputs()[0]
	}
}

func TestOptionsHintMergesOverTheTablesOptions(t *testing.T) {
	cat := hintCatalog(t)
	n, err := bindSQL(t, cat, "SELECT id FROM t /*+ OPTIONS('number-of-rows' = '7', 'rows-per-second' = '1'), OPTIONS('x' = 'y') */")
	if err != nil {
		t.Fatal(err)
	}
	s := scanOf(n)
	if got := fmt.Sprint(s.Table.Options); got != "[{connector datagen} {number-of-rows 7} {rows-per-second 1}]" {
		t.Errorf("scan options %s", got)
	}
	if got := HintsText(s.Hints); got != "{number-of-rows=7, rows-per-second=1}" {
		t.Errorf("scan hints %s", got)
	}
	id, _ := cat.Qualify([]string{"t"})
	obj, _, _ := cat.Lookup(id)
	if got := fmt.Sprint(obj.(*catalog.Table).Options); got != "[{connector datagen} {number-of-rows 3}]" {
		t.Errorf("the hint changed the catalog's table: %s", got)
	}
}

func TestOptionsHintOnAnInsertTarget(t *testing.T) {
	sink, err := bindInsert(t, hintCatalog(t), "INSERT INTO t /*+ OPTIONS('number-of-rows' = '9') */ SELECT 1, 'a', 'b'")
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := sink.Table.Option("number-of-rows"); v != "9" {
		t.Errorf("sink option number-of-rows = %q, want 9", v)
	}
}

// Hints Flink knows but Flinkpad does not implement are refused where they are written, never
// accepted and ignored.
func TestHintsFlinkpadDoesNotImplementAreRefused(t *testing.T) {
	cat := hintCatalog(t)
	for _, q := range []string{
		"SELECT /*+ BROADCAST(t) */ id FROM t",
		"SELECT /*+ STATE_TTL('t' = '1d') */ id FROM t",
		"SELECT id FROM t /*+ LOOKUP('table' = 't') */",
		"SELECT id FROM t /*+ SHUFFLE_HASH(t) */",
		"WITH c AS (SELECT id FROM t) SELECT id FROM c /*+ NEST_LOOP(c) */",
	} {
		_, err := bindSQL(t, cat, q)
		var perr *Error
		if !errors.Is(err, ErrNotSupported) || !errors.As(err, &perr) || !perr.Pos.IsValid() {
			t.Errorf("%s: got %v, want a not-supported error with a position", q, err)
		}
	}
}

// A hint comment's text is user input: reading it fails or succeeds, never panics, and what
// reads prints back in a form that reads the same.
func FuzzParseHintText(f *testing.F) {
	for _, s := range []string{"OPTIONS('a' = 'b')", "BROADCAST(t1, t2)", "A, B('x', 2)", "OPTIONS(`k` = 'it''s')", "(", "'", "x(-1.5)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		items, err := parseHintText(&sql.Hint{Text: text})
		if err != nil {
			return
		}
		again, err := parseHintText(&sql.Hint{Text: strings.TrimSuffix(strings.TrimPrefix(unparseHints([]*sql.Hint{{Text: text}}), "/*+ "), " */")})
		if err != nil {
			t.Fatalf("%q unparses to text that does not read: %v", text, err)
		}
		if hintItemsText(again) != hintItemsText(items) {
			t.Fatalf("%q reads as %s, its unparsed form as %s", text, hintItemsText(items), hintItemsText(again))
		}
	})
}

func hintItemsText(items []hintItem) string {
	var parts []string
	for _, h := range items {
		parts = append(parts, fmt.Sprintf("%s kv=%q list=%q", h.name, h.kv, h.list))
	}
	return strings.Join(parts, "; ")
}
