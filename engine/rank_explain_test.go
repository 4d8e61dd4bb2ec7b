package engine

import (
	"strings"
	"testing"
)

// A streaming Top-1 without the rank number prints as Flink's Rank, updating and deleting
// (case stream_explain_changelog_mode, whose join part is not printed yet).
func TestExplainStreamingRankChangelog(t *testing.T) {
	outs, err := run(t, `CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1), ('b', 2), ('a', 3)) AS v(k, x);
EXPLAIN CHANGELOG_MODE SELECT k, x FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY x DESC) AS rn FROM t) WHERE rn = 1;`)
	if err != nil {
		t.Fatal(err)
	}
	text := outs[len(outs)-1].Result.Rows[0].Values[0].(string)
	for _, want := range []string{
		"LogicalProject(k=[$0], x=[$1], rn=[ROW_NUMBER() OVER (PARTITION BY $0 ORDER BY $1 DESC NULLS LAST)])",
		"Rank(strategy=[AppendFastStrategy], rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd=1], partitionBy=[k], orderBy=[x DESC], select=[k, x], changelogMode=[I,UA,D])",
		"+- Exchange(distribution=[hash[k]], changelogMode=[I])",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
}
