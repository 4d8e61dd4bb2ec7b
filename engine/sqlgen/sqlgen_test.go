package sqlgen

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

func envUint(t *testing.T, key string, def uint64) uint64 {
	v := os.Getenv(key)
	if v == "" {
		return def
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		t.Fatalf("%s=%q: %v", key, v, err)
	}
	return n
}

// TestScriptsKeepTheRules runs the generated scripts through the oracle: no internal error, no
// crash, no run past its time limit, no heap far past its cap. SQLGEN_SCRIPTS and SQLGEN_SEED
// make a longer run; SQLGEN_REDUCE=0 skips minimizing the failures.
func TestScriptsKeepTheRules(t *testing.T) {
	n := int(envUint(t, "SQLGEN_SCRIPTS", 2000))
	seed := envUint(t, "SQLGEN_SEED", 1)
	if testing.Short() {
		n = min(n, 200)
	}
	l := DefaultLimits()
	var trace func(uint64)
	if os.Getenv("SQLGEN_TRACE") != "" { // a crash kills the test: the last seed printed is its script
		trace = func(s uint64) {
			t.Logf("seed %d", s)
			os.Stderr.WriteString("sqlgen: seed " + strconv.FormatUint(s, 10) + "\n")
		}
	}
	sum := Campaign(seed, n, l, trace, nil)
	t.Log(sum.String())
	if os.Getenv("SQLGEN_ERRORS") != "" {
		t.Log("errors that stopped scripts:\n" + sum.ErrorTable())
	}
	if len(sum.Failures) > 0 {
		if os.Getenv("SQLGEN_REDUCE") != "0" {
			sum.MinimizeFailures(l)
		}
		for _, f := range sum.Failures {
			t.Errorf("%s (%d scripts; reproduce with SQLGEN_SEED=%d SQLGEN_SCRIPTS=1)\n%s\nminimized:\n%s",
				f.Signature, f.Count, f.Seed, f.Outcome.Detail, f.Script)
		}
	}
	// A generator whose scripts all fail early tests only the error paths.
	if min := n / 5; sum.Clean < min {
		t.Errorf("only %d of %d scripts ran without an error; want at least %d", sum.Clean, n, min)
	}
}

func TestScriptIsDeterministic(t *testing.T) {
	for seed := range uint64(50) {
		a, b := Script(seed), Script(seed)
		if !slices.Equal(a, b) {
			t.Fatalf("seed %d gave two scripts:\n%s\n---\n%s", seed, Join(a), Join(b))
		}
	}
	if Join(Script(1)) == Join(Script(2)) {
		t.Fatal("seeds 1 and 2 gave the same script")
	}
}

// TestScriptsCoverTheGrammar checks that a few hundred scripts reach every construct the
// generator is meant to write.
func TestScriptsCoverTheGrammar(t *testing.T) {
	var all strings.Builder
	for seed := range uint64(600) {
		all.WriteString(Join(Script(seed)))
	}
	text := all.String()
	for _, want := range []string{
		"'connector' = 'datagen'", "'number-of-rows'", "'rows-per-second'", "'connector' = 'filesystem'",
		"'format' = 'csv'", "'format' = 'json'", "'connector' = 'print'", "'connector' = 'blackhole'",
		"CREATE TEMPORARY VIEW", "PRIMARY KEY", "WATERMARK FOR", "cc AS ", "INSERT INTO", "INSERT OVERWRITE",
		"EXECUTE STATEMENT SET", "BEGIN STATEMENT SET", " JOIN ", "LEFT JOIN", "FULL OUTER JOIN", "CROSS JOIN",
		" IN (SELECT", "NOT EXISTS", "GROUP BY", "HAVING", "SELECT DISTINCT", "ORDER BY", "LIMIT", "OFFSET",
		"UNION ALL", "INTERSECT", "EXCEPT", "TUMBLE(", "HOP(", "CUMULATE(", "OVER (", "ROW_NUMBER()", "WITH ",
		"CAST('NaN'", "CAST('' AS", "TRY_CAST(", "9223372036854775807", "99999999999999999999999999999999999999",
		"DECIMAL(38, 18)", "-0.0E0", "DATE '9999-12-31'", "REPEAT(", "LPAD(", "RPAD(", "ROUND(", "2147483647",
		"SET 'execution.runtime-mode' = 'batch'", "SET 'execution.runtime-mode' = 'streaming'", "EXPLAIN ",
		"EXPLAIN CHANGELOG_MODE", strings.Repeat("COALESCE(", 90), "CASE WHEN", "c30 AS (SELECT CONCAT(s, s)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("600 scripts never contain %q", want)
		}
	}
}

// TestReduceKeepsTheFailure shrinks a script while a stand-in failure (a REPEAT call) holds.
func TestReduceKeepsTheFailure(t *testing.T) {
	var stmts []string
	var seed uint64
	for seed = range uint64(10000) {
		stmts = Script(seed)
		if strings.Contains(Join(stmts), "REPEAT(") && len(stmts) > 3 {
			break
		}
	}
	fails := func(s []string) bool { return strings.Contains(Join(s), "REPEAT(") }
	got := Reduce(stmts, fails, time.Minute)
	if !fails(got) {
		t.Fatalf("the reduced script of seed %d lost the failure:\n%s", seed, Join(got))
	}
	if len(got) != 1 || len(Join(got)) >= len(Join(stmts)) {
		t.Errorf("seed %d: reduced %d statements (%d bytes) to %d (%d bytes), want 1 and fewer bytes:\n%s",
			seed, len(stmts), len(Join(stmts)), len(got), len(Join(got)), Join(got))
	}
}

func TestShrinksStayBalanced(t *testing.T) {
	s := "SELECT CONCAT('(', f(a, (b)), 'x,y') FROM t"
	literals := regexp.MustCompile(`'[^']*'`)
	for _, c := range shrinks(s) {
		if code := literals.ReplaceAllString(c, ""); strings.Count(code, "(") != strings.Count(code, ")") {
			t.Errorf("unbalanced shrink of %q: %q", s, c)
		}
	}
	if got := splitTop("a, f(b, c), 'd,e'"); len(got) != 3 {
		t.Errorf("splitTop gave %q, want 3 items", got)
	}
}

func TestSignatureGroupsByKindAndMessage(t *testing.T) {
	a := Outcome{Failure: FailInternal, Detail: "flinkpad.InternalError: index out of range [5] with length 3"}
	b := Outcome{Failure: FailInternal, Detail: "flinkpad.InternalError: index out of range [7] with length 2"}
	c := Outcome{Failure: FailInternal, Detail: "flinkpad.InternalError: nil map"}
	if a.Signature() != b.Signature() || a.Signature() == c.Signature() {
		t.Errorf("signatures %q, %q, %q: want the first two equal and the third apart", a.Signature(), b.Signature(), c.Signature())
	}
	if !isInternal(a.Detail) || isInternal("flinkpad.NotSupported: Flinkpad does not support this yet.") {
		t.Error("isInternal tells internal errors wrong")
	}
}
